// The dlopen side of CQREncode: libqrencode.so.4, opened the first time `scan --phone` needs it, so that no
// other command pays for loading it (and what it loads) at start. Each function of the library
// that cdscan calls is defined here under its own name and calls the real one through a pointer.
#include "shim.h"

#include <CLibraryLoader.h>
#include <pthread.h>

static struct {
    __typeof__(QRcode_encodeString) *QRcode_encodeString;
    __typeof__(QRcode_free) *QRcode_free;
    int loaded;
    char failure[256];
} library;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    const CLibraryLoader_symbol symbols[] = {
        {"QRcode_encodeString", (void **)&library.QRcode_encodeString},
        {"QRcode_free", (void **)&library.QRcode_free},
    };
    library.loaded = CLibraryLoader_open("libqrencode.so.4", symbols, sizeof symbols / sizeof symbols[0], library.failure,
                                         sizeof library.failure);
}

int CQREncode_load(char *failure, size_t failure_size) {
    return CLibraryLoader_loaded(&load_once, load, &library.loaded, library.failure, failure, failure_size);
}

// Reached only after CQREncode_load said yes (PhoneLibraries.load), or from tests.
static void require(void) { CLibraryLoader_require(&load_once, load, &library.loaded, library.failure); }

QRcode *QRcode_encodeString(const char *string, int version, QRecLevel level, QRencodeMode hint, int casesensitive) {
    require();
    return library.QRcode_encodeString(string, version, level, hint, casesensitive);
}

void QRcode_free(QRcode *qrcode) {
    require();
    library.QRcode_free(qrcode);
}
