// The dlopen side of CQREncode: libqrencode.so.4, opened the first time `scan --phone` needs it, so that no
// other command pays for loading it (and what it loads) at start. Each function of the library
// that cdscan calls is defined here under its own name and calls the real one through a pointer.
#include "shim.h"

#include <CLibraryLoader.h>
#include <pthread.h>

#define FUNCTIONS(X) X(QRcode_encodeString) X(QRcode_free)

CLIBRARYLOADER_LIBRARY(CQREncode_load, "libqrencode.so.4", FUNCTIONS)

// Reached only after CQREncode_load said yes (PhoneLibraries.load), or from tests.
CLIBRARYLOADER_FORWARD(QRcode *, QRcode_encodeString,
                       (const char *string, int version, QRecLevel level, QRencodeMode hint, int casesensitive),
                       (string, version, level, hint, casesensitive))
CLIBRARYLOADER_FORWARD_VOID(QRcode_free, (QRcode *qrcode), (qrcode))
