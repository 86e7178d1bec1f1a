// The dlopen side of CHeif.h: libheif's few functions, looked up once, called through pointers.
#include "CHeif.h"

#include <CLibraryLoader.h>
#include <libheif/heif.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FUNCTIONS(X)                                                                                          \
    X(heif_context_alloc) X(heif_context_free) X(heif_context_read_from_memory_without_copy)                \
    X(heif_context_get_primary_image_handle) X(heif_image_handle_get_width) X(heif_image_handle_get_height) \
    X(heif_image_handle_release) X(heif_decode_image) X(heif_image_get_width) X(heif_image_get_height)      \
    X(heif_image_get_plane_readonly) X(heif_image_release)

CLIBRARYLOADER_LIBRARY(CHeif_load, "libheif.so.1", FUNCTIONS)

struct CHeif_image {
    struct heif_context *context;
    struct heif_image_handle *handle;
    struct heif_image *decoded;
};

static int fail(struct heif_error error, char *message, size_t message_size) {
    snprintf(message, message_size, "%s", error.message ? error.message : "unknown libheif error");
    return CHeif_failed;
}

int CHeif_open(const uint8_t *data, size_t size, CHeif_image **image, int *width, int *height, char *message,
               size_t message_size) {
    *image = NULL;
    if (!CHeif_load(message, message_size)) return CHeif_unavailable;
    CHeif_image *opened = calloc(1, sizeof *opened);
    if (opened == NULL || (opened->context = library.heif_context_alloc()) == NULL) {
        free(opened);
        snprintf(message, message_size, "out of memory");
        return CHeif_failed;
    }
    struct heif_error error = library.heif_context_read_from_memory_without_copy(opened->context, data, size, NULL);
    if (error.code == heif_error_Ok)
        error = library.heif_context_get_primary_image_handle(opened->context, &opened->handle);
    if (error.code != heif_error_Ok) {
        // libheif's error text can belong to the context: copy it before the context is freed.
        int status = fail(error, message, message_size);
        CHeif_close(opened);
        return status;
    }
    *width = library.heif_image_handle_get_width(opened->handle);
    *height = library.heif_image_handle_get_height(opened->handle);
    *image = opened;
    return CHeif_ok;
}

int CHeif_decode(CHeif_image *image, int *width, int *height, char *message, size_t message_size) {
    // YCbCr 4:2:0, which HEVC photos are coded in, so the luma plane comes without a conversion
    // (libheif 1.15 cannot convert colour to monochrome).
    struct heif_error error =
        library.heif_decode_image(image->handle, &image->decoded, heif_colorspace_YCbCr, heif_chroma_420, NULL);
    if (error.code != heif_error_Ok) return fail(error, message, message_size);
    *width = library.heif_image_get_width(image->decoded, heif_channel_Y);
    *height = library.heif_image_get_height(image->decoded, heif_channel_Y);
    return CHeif_ok;
}

const uint8_t *CHeif_plane(CHeif_image *image, int *stride) {
    if (image == NULL || image->decoded == NULL) return NULL;
    return library.heif_image_get_plane_readonly(image->decoded, heif_channel_Y, stride);
}

void CHeif_close(CHeif_image *image) {
    if (image == NULL) return;
    if (image->decoded) library.heif_image_release(image->decoded);
    if (image->handle) library.heif_image_handle_release(image->handle);
    if (image->context) library.heif_context_free(image->context);
    free(image);
}
