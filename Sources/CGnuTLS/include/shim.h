#ifndef CGNUTLS_SHIM_H
#define CGNUTLS_SHIM_H

#include <gnutls/gnutls.h>
#include <gnutls/x509.h>
#include <gnutls/crypto.h>

#include <stddef.h>

// gnutls_free is a global function pointer, not a function; Swift would see an optional
// closure variable. One call frees what gnutls_*_export2 allocated (CGnuTLS.c).
void CGnuTLS_free(void *pointer);

// Opens libgnutls (dlopen) if it is not open yet: 1 when it is, 0 with why in `failure`.
int CGnuTLS_load(char *failure, size_t failure_size);

// GNUTLS_CURVE_TO_BITS is a function-like macro: the "bits" argument of
// gnutls_x509_privkey_generate that asks for an ECDSA key on the named curve.
static inline unsigned int CGnuTLS_curve_bits_secp256r1(void) {
    return GNUTLS_CURVE_TO_BITS(GNUTLS_ECC_CURVE_SECP256R1);
}

#endif
