// CZXing: a C interface to zxing-cpp (Debian's libzxing-dev 1.4, the 1.x API) for Swift.
//
// Why a C layer: zxing-cpp is a C++ library (templates, std::string, exceptions), and the
// Scanner module is plain Swift without C++ interop. This file is the whole surface Swift
// sees: one call that reads every retail barcode in a grey frame, into caller-owned structs.
// It can go once Swift's C++ interoperability is used for the Scanner module.
#ifndef CZXING_H
#define CZXING_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The symbologies CZXing reads, as bits of `CZXing_options.formats`.
enum {
    CZXing_EAN8 = 1 << 0,
    CZXing_EAN13 = 1 << 1,
    CZXing_UPCA = 1 << 2,
    CZXing_UPCE = 1 << 3,
};

/// How zxing-cpp searches a frame (see ZXing/DecodeHints.h).
typedef struct CZXing_options {
    int formats;          // CZXing_* bits; 0 reads nothing
    int try_harder;       // scan every line, not a sample of them
    int try_rotate;       // also look for codes turned 90 degrees
    int min_line_count;   // scan lines that must agree before a linear code is reported (zxing: 2)
    int read_add_ons;     // look for an EAN-2/EAN-5 add-on beside EAN/UPC codes
    int max_symbols;      // stop after this many codes (0: no limit)
    int try_downscale;    // also look in copies shrunk by zxing-cpp itself (ZXingReader's default)
} CZXing_options;

/// One barcode zxing-cpp read.
typedef struct CZXing_result {
    int format;           // one CZXing_* bit
    char text[24];        // the main code's digits, NUL-terminated (UPC-E as 8 digits)
    char add_on[8];       // the EAN-2/EAN-5 add-on's digits, "" when there is none
    int line_count;       // scan lines that decoded the same code: zxing's own evidence
    int x[4];             // corners: top left, top right, bottom right, bottom left
    int y[4];
} CZXing_result;

/// Reads the codes in `width` x `height` grey pixels (`stride` bytes a row) into at most
/// `capacity` results. Returns how many were written, or -1 when zxing-cpp failed (an
/// exception, such as running out of memory).
int CZXing_read(const uint8_t *gray, int width, int height, int stride, const CZXing_options *options,
                CZXing_result *results, int capacity);

#ifdef __cplusplus
}
#endif

#endif
