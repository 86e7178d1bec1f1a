// CHeif: HEIC/HEIF decoding to grey through libheif, opened with dlopen on first use.
//
// Why dlopen: Debian ships libheif shared only, and linked it loads x265, aom, dav1d and
// de265 into every cdscan process, `cdscan lookup` included. Opened here, they are loaded
// only when a HEIC photo is read. Can go if libheif ever comes as a static archive.
#ifndef CHEIF_H
#define CHEIF_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What a CHeif call came to.
enum {
    CHeif_ok = 0,
    CHeif_unavailable = 1,  // libheif.so.1 is not installed (message says what dlopen said)
    CHeif_failed = 2,       // libheif refused the file (message is libheif's)
};

/// A HEIF file being decoded: libheif's context, the primary image and, once decoded, its pixels.
typedef struct CHeif_image CHeif_image;

/// Opens libheif.so.1 (dlopen) if it is not open yet: 1 when it is, 0 with why in `failure`.
/// CHeif_open asks it first.
int CHeif_load(char *failure, size_t failure_size);

/// Reads the container of `size` bytes at `data` (which must outlive the image) and the
/// primary image's declared size, before any pixels are decoded.
int CHeif_open(const uint8_t *data, size_t size, CHeif_image **image, int *width, int *height, char *message,
               size_t message_size);

/// Decodes the primary image's luma (rotations and mirroring in the file applied) and
/// reports its actual size.
int CHeif_decode(CHeif_image *image, int *width, int *height, char *message, size_t message_size);

/// The decoded luma plane and its row stride in bytes; NULL before CHeif_decode succeeded.
const uint8_t *CHeif_plane(CHeif_image *image, int *stride);

/// Frees everything CHeif_open and CHeif_decode made; NULL is allowed.
void CHeif_close(CHeif_image *image);

#ifdef __cplusplus
}
#endif

#endif
