#ifndef CGNUTLS_SHIM_H
#define CGNUTLS_SHIM_H

#include <gnutls/gnutls.h>
#include <gnutls/x509.h>
#include <gnutls/crypto.h>

// gnutls_free is a global function pointer, not a function; Swift would see an optional
// closure variable. One call frees what gnutls_*_export2 allocated.
static inline void CGnuTLS_free(void *pointer) { gnutls_free(pointer); }

// GNUTLS_CURVE_TO_BITS is a function-like macro: the "bits" argument of
// gnutls_x509_privkey_generate that asks for an ECDSA key on the named curve.
static inline unsigned int CGnuTLS_curve_bits_secp256r1(void) {
    return GNUTLS_CURVE_TO_BITS(GNUTLS_ECC_CURVE_SECP256R1);
}

#endif
