// The dlopen side of CGnuTLS: libgnutls.so.30, opened the first time `scan --phone` needs it, so that no
// other command pays for loading it (and what it loads) at start. Each function of the library
// that cdscan calls is defined here under its own name and calls the real one through a pointer.
#include "shim.h"

#include <CLibraryLoader.h>
#include <pthread.h>

#define FUNCTIONS(X)                                                                                           \
    X(gnutls_rnd) X(gnutls_strerror) X(gnutls_x509_crt_deinit) X(gnutls_x509_crt_export2)                      \
    X(gnutls_x509_crt_get_fingerprint) X(gnutls_x509_crt_get_key_id) X(gnutls_x509_crt_import)                 \
    X(gnutls_x509_crt_init) X(gnutls_x509_crt_set_activation_time) X(gnutls_x509_crt_set_basic_constraints)    \
    X(gnutls_x509_crt_set_dn_by_oid) X(gnutls_x509_crt_set_expiration_time) X(gnutls_x509_crt_set_key)         \
    X(gnutls_x509_crt_set_key_purpose_oid) X(gnutls_x509_crt_set_key_usage) X(gnutls_x509_crt_set_serial)      \
    X(gnutls_x509_crt_set_subject_alt_name) X(gnutls_x509_crt_set_version) X(gnutls_x509_crt_sign2)            \
    X(gnutls_x509_privkey_deinit) X(gnutls_x509_privkey_export2) X(gnutls_x509_privkey_generate)               \
    X(gnutls_x509_privkey_get_key_id) X(gnutls_x509_privkey_import) X(gnutls_x509_privkey_init) X(gnutls_free)

CLIBRARYLOADER_LIBRARY(CGnuTLS_load, "libgnutls.so.30", FUNCTIONS)

// Reached only after CGnuTLS_load said yes (PhoneLibraries.load), or from tests.
CLIBRARYLOADER_FORWARD(int, gnutls_rnd, (gnutls_rnd_level_t level, void *data, size_t len), (level, data, len))
CLIBRARYLOADER_FORWARD(const char *, gnutls_strerror, (int error), (error))
CLIBRARYLOADER_FORWARD_VOID(gnutls_x509_crt_deinit, (gnutls_x509_crt_t cert), (cert))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_export2,
                       (gnutls_x509_crt_t cert, gnutls_x509_crt_fmt_t format, gnutls_datum_t *out),
                       (cert, format, out))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_get_fingerprint,
                       (gnutls_x509_crt_t cert, gnutls_digest_algorithm_t algo, void *buf, size_t *buf_size),
                       (cert, algo, buf, buf_size))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_get_key_id,
                       (gnutls_x509_crt_t crt, unsigned int flags, unsigned char *output_data,
                        size_t *output_data_size),
                       (crt, flags, output_data, output_data_size))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_import,
                       (gnutls_x509_crt_t cert, const gnutls_datum_t *data, gnutls_x509_crt_fmt_t format),
                       (cert, data, format))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_init, (gnutls_x509_crt_t *cert), (cert))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_set_activation_time,
                       (gnutls_x509_crt_t cert, time_t act_time),
                       (cert, act_time))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_set_basic_constraints,
                       (gnutls_x509_crt_t crt, unsigned int ca, int pathLenConstraint),
                       (crt, ca, pathLenConstraint))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_set_dn_by_oid,
                       (gnutls_x509_crt_t crt, const char *oid, unsigned int raw_flag, const void *name,
                        unsigned int sizeof_name),
                       (crt, oid, raw_flag, name, sizeof_name))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_set_expiration_time,
                       (gnutls_x509_crt_t cert, time_t exp_time),
                       (cert, exp_time))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_set_key, (gnutls_x509_crt_t crt, gnutls_x509_privkey_t key), (crt, key))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_set_key_purpose_oid,
                       (gnutls_x509_crt_t cert, const void *oid, unsigned int critical),
                       (cert, oid, critical))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_set_key_usage, (gnutls_x509_crt_t crt, unsigned int usage), (crt, usage))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_set_serial,
                       (gnutls_x509_crt_t cert, const void *serial, size_t serial_size),
                       (cert, serial, serial_size))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_set_subject_alt_name,
                       (gnutls_x509_crt_t crt, gnutls_x509_subject_alt_name_t type, const void *data,
                        unsigned int data_size, unsigned int flags),
                       (crt, type, data, data_size, flags))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_set_version, (gnutls_x509_crt_t crt, unsigned int version), (crt, version))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_crt_sign2,
                       (gnutls_x509_crt_t crt, gnutls_x509_crt_t issuer, gnutls_x509_privkey_t issuer_key,
                        gnutls_digest_algorithm_t dig, unsigned int flags),
                       (crt, issuer, issuer_key, dig, flags))
CLIBRARYLOADER_FORWARD_VOID(gnutls_x509_privkey_deinit, (gnutls_x509_privkey_t key), (key))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_privkey_export2,
                       (gnutls_x509_privkey_t key, gnutls_x509_crt_fmt_t format, gnutls_datum_t *out),
                       (key, format, out))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_privkey_generate,
                       (gnutls_x509_privkey_t key, gnutls_pk_algorithm_t algo, unsigned int bits, unsigned int flags),
                       (key, algo, bits, flags))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_privkey_get_key_id,
                       (gnutls_x509_privkey_t key, unsigned int flags, unsigned char *output_data,
                        size_t *output_data_size),
                       (key, flags, output_data, output_data_size))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_privkey_import,
                       (gnutls_x509_privkey_t key, const gnutls_datum_t *data, gnutls_x509_crt_fmt_t format),
                       (key, data, format))
CLIBRARYLOADER_FORWARD(int, gnutls_x509_privkey_init, (gnutls_x509_privkey_t *key), (key))

// gnutls_free is a variable (a function pointer), which is why the shim calls it through
// CGnuTLS_free: the library's own variable, found at load.
void CGnuTLS_free(void *pointer) {
    require();
    (*library.gnutls_free)(pointer);
}
