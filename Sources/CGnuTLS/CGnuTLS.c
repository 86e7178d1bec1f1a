// The dlopen side of CGnuTLS: libgnutls.so.30, opened the first time `scan --phone` needs it, so that no
// other command pays for loading it (and what it loads) at start. Each function of the library
// that cdscan calls is defined here under its own name and calls the real one through a pointer.
#include "shim.h"

#include <CLibraryLoader.h>
#include <pthread.h>

static struct {
    __typeof__(gnutls_rnd) *gnutls_rnd;
    __typeof__(gnutls_strerror) *gnutls_strerror;
    __typeof__(gnutls_x509_crt_deinit) *gnutls_x509_crt_deinit;
    __typeof__(gnutls_x509_crt_export2) *gnutls_x509_crt_export2;
    __typeof__(gnutls_x509_crt_get_fingerprint) *gnutls_x509_crt_get_fingerprint;
    __typeof__(gnutls_x509_crt_get_key_id) *gnutls_x509_crt_get_key_id;
    __typeof__(gnutls_x509_crt_import) *gnutls_x509_crt_import;
    __typeof__(gnutls_x509_crt_init) *gnutls_x509_crt_init;
    __typeof__(gnutls_x509_crt_set_activation_time) *gnutls_x509_crt_set_activation_time;
    __typeof__(gnutls_x509_crt_set_basic_constraints) *gnutls_x509_crt_set_basic_constraints;
    __typeof__(gnutls_x509_crt_set_dn_by_oid) *gnutls_x509_crt_set_dn_by_oid;
    __typeof__(gnutls_x509_crt_set_expiration_time) *gnutls_x509_crt_set_expiration_time;
    __typeof__(gnutls_x509_crt_set_key) *gnutls_x509_crt_set_key;
    __typeof__(gnutls_x509_crt_set_key_purpose_oid) *gnutls_x509_crt_set_key_purpose_oid;
    __typeof__(gnutls_x509_crt_set_key_usage) *gnutls_x509_crt_set_key_usage;
    __typeof__(gnutls_x509_crt_set_serial) *gnutls_x509_crt_set_serial;
    __typeof__(gnutls_x509_crt_set_subject_alt_name) *gnutls_x509_crt_set_subject_alt_name;
    __typeof__(gnutls_x509_crt_set_version) *gnutls_x509_crt_set_version;
    __typeof__(gnutls_x509_crt_sign2) *gnutls_x509_crt_sign2;
    __typeof__(gnutls_x509_privkey_deinit) *gnutls_x509_privkey_deinit;
    __typeof__(gnutls_x509_privkey_export2) *gnutls_x509_privkey_export2;
    __typeof__(gnutls_x509_privkey_generate) *gnutls_x509_privkey_generate;
    __typeof__(gnutls_x509_privkey_get_key_id) *gnutls_x509_privkey_get_key_id;
    __typeof__(gnutls_x509_privkey_import) *gnutls_x509_privkey_import;
    __typeof__(gnutls_x509_privkey_init) *gnutls_x509_privkey_init;
    gnutls_free_function *free;
    int loaded;
    char failure[256];
} library;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    const CLibraryLoader_symbol symbols[] = {
        {"gnutls_rnd", (void **)&library.gnutls_rnd},
        {"gnutls_strerror", (void **)&library.gnutls_strerror},
        {"gnutls_x509_crt_deinit", (void **)&library.gnutls_x509_crt_deinit},
        {"gnutls_x509_crt_export2", (void **)&library.gnutls_x509_crt_export2},
        {"gnutls_x509_crt_get_fingerprint", (void **)&library.gnutls_x509_crt_get_fingerprint},
        {"gnutls_x509_crt_get_key_id", (void **)&library.gnutls_x509_crt_get_key_id},
        {"gnutls_x509_crt_import", (void **)&library.gnutls_x509_crt_import},
        {"gnutls_x509_crt_init", (void **)&library.gnutls_x509_crt_init},
        {"gnutls_x509_crt_set_activation_time", (void **)&library.gnutls_x509_crt_set_activation_time},
        {"gnutls_x509_crt_set_basic_constraints", (void **)&library.gnutls_x509_crt_set_basic_constraints},
        {"gnutls_x509_crt_set_dn_by_oid", (void **)&library.gnutls_x509_crt_set_dn_by_oid},
        {"gnutls_x509_crt_set_expiration_time", (void **)&library.gnutls_x509_crt_set_expiration_time},
        {"gnutls_x509_crt_set_key", (void **)&library.gnutls_x509_crt_set_key},
        {"gnutls_x509_crt_set_key_purpose_oid", (void **)&library.gnutls_x509_crt_set_key_purpose_oid},
        {"gnutls_x509_crt_set_key_usage", (void **)&library.gnutls_x509_crt_set_key_usage},
        {"gnutls_x509_crt_set_serial", (void **)&library.gnutls_x509_crt_set_serial},
        {"gnutls_x509_crt_set_subject_alt_name", (void **)&library.gnutls_x509_crt_set_subject_alt_name},
        {"gnutls_x509_crt_set_version", (void **)&library.gnutls_x509_crt_set_version},
        {"gnutls_x509_crt_sign2", (void **)&library.gnutls_x509_crt_sign2},
        {"gnutls_x509_privkey_deinit", (void **)&library.gnutls_x509_privkey_deinit},
        {"gnutls_x509_privkey_export2", (void **)&library.gnutls_x509_privkey_export2},
        {"gnutls_x509_privkey_generate", (void **)&library.gnutls_x509_privkey_generate},
        {"gnutls_x509_privkey_get_key_id", (void **)&library.gnutls_x509_privkey_get_key_id},
        {"gnutls_x509_privkey_import", (void **)&library.gnutls_x509_privkey_import},
        {"gnutls_x509_privkey_init", (void **)&library.gnutls_x509_privkey_init},
        {"gnutls_free", (void **)&library.free},
    };
    library.loaded = CLibraryLoader_open("libgnutls.so.30", symbols, sizeof symbols / sizeof symbols[0], library.failure,
                                         sizeof library.failure);
}

int CGnuTLS_load(char *failure, size_t failure_size) {
    return CLibraryLoader_loaded(&load_once, load, &library.loaded, library.failure, failure, failure_size);
}

// Reached only after CGnuTLS_load said yes (PhoneLibraries.load), or from tests.
static void require(void) { CLibraryLoader_require(&load_once, load, &library.loaded, library.failure); }

int gnutls_rnd(gnutls_rnd_level_t level, void *data, size_t len) {
    require();
    return library.gnutls_rnd(level, data, len);
}

const char *gnutls_strerror(int error) {
    require();
    return library.gnutls_strerror(error);
}

void gnutls_x509_crt_deinit(gnutls_x509_crt_t cert) {
    require();
    library.gnutls_x509_crt_deinit(cert);
}

int gnutls_x509_crt_export2(gnutls_x509_crt_t cert, gnutls_x509_crt_fmt_t format, gnutls_datum_t *out) {
    require();
    return library.gnutls_x509_crt_export2(cert, format, out);
}

int gnutls_x509_crt_get_fingerprint(gnutls_x509_crt_t cert, gnutls_digest_algorithm_t algo, void *buf, size_t *buf_size) {
    require();
    return library.gnutls_x509_crt_get_fingerprint(cert, algo, buf, buf_size);
}

int gnutls_x509_crt_get_key_id(gnutls_x509_crt_t crt, unsigned int flags, unsigned char *output_data, size_t *output_data_size) {
    require();
    return library.gnutls_x509_crt_get_key_id(crt, flags, output_data, output_data_size);
}

int gnutls_x509_crt_import(gnutls_x509_crt_t cert, const gnutls_datum_t *data, gnutls_x509_crt_fmt_t format) {
    require();
    return library.gnutls_x509_crt_import(cert, data, format);
}

int gnutls_x509_crt_init(gnutls_x509_crt_t *cert) {
    require();
    return library.gnutls_x509_crt_init(cert);
}

int gnutls_x509_crt_set_activation_time(gnutls_x509_crt_t cert, time_t act_time) {
    require();
    return library.gnutls_x509_crt_set_activation_time(cert, act_time);
}

int gnutls_x509_crt_set_basic_constraints(gnutls_x509_crt_t crt, unsigned int ca, int pathLenConstraint) {
    require();
    return library.gnutls_x509_crt_set_basic_constraints(crt, ca, pathLenConstraint);
}

int gnutls_x509_crt_set_dn_by_oid(gnutls_x509_crt_t crt, const char *oid, unsigned int raw_flag, const void *name, unsigned int sizeof_name) {
    require();
    return library.gnutls_x509_crt_set_dn_by_oid(crt, oid, raw_flag, name, sizeof_name);
}

int gnutls_x509_crt_set_expiration_time(gnutls_x509_crt_t cert, time_t exp_time) {
    require();
    return library.gnutls_x509_crt_set_expiration_time(cert, exp_time);
}

int gnutls_x509_crt_set_key(gnutls_x509_crt_t crt, gnutls_x509_privkey_t key) {
    require();
    return library.gnutls_x509_crt_set_key(crt, key);
}

int gnutls_x509_crt_set_key_purpose_oid(gnutls_x509_crt_t cert, const void *oid, unsigned int critical) {
    require();
    return library.gnutls_x509_crt_set_key_purpose_oid(cert, oid, critical);
}

int gnutls_x509_crt_set_key_usage(gnutls_x509_crt_t crt, unsigned int usage) {
    require();
    return library.gnutls_x509_crt_set_key_usage(crt, usage);
}

int gnutls_x509_crt_set_serial(gnutls_x509_crt_t cert, const void *serial, size_t serial_size) {
    require();
    return library.gnutls_x509_crt_set_serial(cert, serial, serial_size);
}

int gnutls_x509_crt_set_subject_alt_name(gnutls_x509_crt_t crt, gnutls_x509_subject_alt_name_t type, const void *data, unsigned int data_size, unsigned int flags) {
    require();
    return library.gnutls_x509_crt_set_subject_alt_name(crt, type, data, data_size, flags);
}

int gnutls_x509_crt_set_version(gnutls_x509_crt_t crt, unsigned int version) {
    require();
    return library.gnutls_x509_crt_set_version(crt, version);
}

int gnutls_x509_crt_sign2(gnutls_x509_crt_t crt, gnutls_x509_crt_t issuer, gnutls_x509_privkey_t issuer_key, gnutls_digest_algorithm_t dig, unsigned int flags) {
    require();
    return library.gnutls_x509_crt_sign2(crt, issuer, issuer_key, dig, flags);
}

void gnutls_x509_privkey_deinit(gnutls_x509_privkey_t key) {
    require();
    library.gnutls_x509_privkey_deinit(key);
}

int gnutls_x509_privkey_export2(gnutls_x509_privkey_t key, gnutls_x509_crt_fmt_t format, gnutls_datum_t *out) {
    require();
    return library.gnutls_x509_privkey_export2(key, format, out);
}

int gnutls_x509_privkey_generate(gnutls_x509_privkey_t key, gnutls_pk_algorithm_t algo, unsigned int bits, unsigned int flags) {
    require();
    return library.gnutls_x509_privkey_generate(key, algo, bits, flags);
}

int gnutls_x509_privkey_get_key_id(gnutls_x509_privkey_t key, unsigned int flags, unsigned char *output_data, size_t *output_data_size) {
    require();
    return library.gnutls_x509_privkey_get_key_id(key, flags, output_data, output_data_size);
}

int gnutls_x509_privkey_import(gnutls_x509_privkey_t key, const gnutls_datum_t *data, gnutls_x509_crt_fmt_t format) {
    require();
    return library.gnutls_x509_privkey_import(key, data, format);
}

int gnutls_x509_privkey_init(gnutls_x509_privkey_t *key) {
    require();
    return library.gnutls_x509_privkey_init(key);
}

// gnutls_free is a variable (a function pointer), which is why the shim calls it through
// CGnuTLS_free: the library's own variable, found at load.
void CGnuTLS_free(void *pointer) {
    require();
    (*library.free)(pointer);
}
