#ifndef CQRENCODE_SHIM_H
#define CQRENCODE_SHIM_H

// libqrencode, for the QR code of `scan --phone`'s pairing URL drawn in the terminal.
// No shims: QRcode_encodeString and QRcode_free are plain C functions. The header is
// here so that Swift sees one module for the library.
#include <qrencode.h>
#include <stddef.h>

// Opens libqrencode (dlopen) if it is not open yet: 1 when it is, 0 with why in `failure`.
int CQREncode_load(char *failure, size_t failure_size);

#endif
