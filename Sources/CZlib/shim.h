#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

// inflateInit2 is a function-like macro that passes ZLIB_VERSION and
// sizeof(z_stream) to inflateInit2_, so that zlib can check the caller was
// built against its own header; Swift cannot call macros. Delete this shim if
// zlib ever exports inflateInit2 as a function.
static inline int CZlib_inflateInit2(z_streamp stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

#endif
