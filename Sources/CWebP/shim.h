#ifndef CWEBP_SHIM_H
#define CWEBP_SHIM_H

// libwebp's decoder, linked from its static archive (libwebp.a) like the other image libraries.
#include <webp/decode.h>

// WebPGetFeatures is a static inline wrapper around a versioned function in decode.h, which
// Swift imports; nothing else here needs a shim.

#endif
