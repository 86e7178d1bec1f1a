// The dlopen side of CHeif.h: libheif's few functions, looked up once, called through pointers.
#include "CHeif.h"

#include <CLibraryLoader.h>
#include <libheif/heif.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct {
    struct heif_context *(*context_alloc)(void);
    void (*context_free)(struct heif_context *);
    struct heif_error (*read_from_memory)(struct heif_context *, const void *, size_t,
                                          const struct heif_reading_options *);
    struct heif_error (*primary_handle)(struct heif_context *, struct heif_image_handle **);
    int (*handle_width)(const struct heif_image_handle *);
    int (*handle_height)(const struct heif_image_handle *);
    void (*handle_release)(const struct heif_image_handle *);
    struct heif_error (*decode_image)(const struct heif_image_handle *, struct heif_image **, enum heif_colorspace,
                                      enum heif_chroma, const struct heif_decoding_options *);
    int (*image_width)(const struct heif_image *, enum heif_channel);
    int (*image_height)(const struct heif_image *, enum heif_channel);
    const uint8_t *(*plane)(const struct heif_image *, enum heif_channel, int *);
    void (*image_release)(const struct heif_image *);
    int loaded;
    char failure[256];
} heif;

struct CHeif_image {
    struct heif_context *context;
    struct heif_image_handle *handle;
    struct heif_image *decoded;
};

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    const CLibraryLoader_symbol symbols[] = {
        {"heif_context_alloc", (void **)&heif.context_alloc},
        {"heif_context_free", (void **)&heif.context_free},
        {"heif_context_read_from_memory_without_copy", (void **)&heif.read_from_memory},
        {"heif_context_get_primary_image_handle", (void **)&heif.primary_handle},
        {"heif_image_handle_get_width", (void **)&heif.handle_width},
        {"heif_image_handle_get_height", (void **)&heif.handle_height},
        {"heif_image_handle_release", (void **)&heif.handle_release},
        {"heif_decode_image", (void **)&heif.decode_image},
        {"heif_image_get_width", (void **)&heif.image_width},
        {"heif_image_get_height", (void **)&heif.image_height},
        {"heif_image_get_plane_readonly", (void **)&heif.plane},
        {"heif_image_release", (void **)&heif.image_release},
    };
    heif.loaded = CLibraryLoader_open("libheif.so.1", symbols, sizeof symbols / sizeof symbols[0], heif.failure,
                                      sizeof heif.failure);
}

static int fail(struct heif_error error, char *message, size_t message_size) {
    snprintf(message, message_size, "%s", error.message ? error.message : "unknown libheif error");
    return CHeif_failed;
}

int CHeif_open(const uint8_t *data, size_t size, CHeif_image **image, int *width, int *height, char *message,
               size_t message_size) {
    pthread_once(&load_once, load);
    *image = NULL;
    if (!heif.loaded) {
        snprintf(message, message_size, "%s", heif.failure);
        return CHeif_unavailable;
    }
    CHeif_image *opened = calloc(1, sizeof *opened);
    if (opened == NULL || (opened->context = heif.context_alloc()) == NULL) {
        free(opened);
        snprintf(message, message_size, "out of memory");
        return CHeif_failed;
    }
    struct heif_error error = heif.read_from_memory(opened->context, data, size, NULL);
    if (error.code == heif_error_Ok) error = heif.primary_handle(opened->context, &opened->handle);
    if (error.code != heif_error_Ok) {
        // libheif's error text can belong to the context: copy it before the context is freed.
        int status = fail(error, message, message_size);
        CHeif_close(opened);
        return status;
    }
    *width = heif.handle_width(opened->handle);
    *height = heif.handle_height(opened->handle);
    *image = opened;
    return CHeif_ok;
}

int CHeif_decode(CHeif_image *image, int *width, int *height, char *message, size_t message_size) {
    // YCbCr 4:2:0, which HEVC photos are coded in, so the luma plane comes without a conversion
    // (libheif 1.15 cannot convert colour to monochrome).
    struct heif_error error =
        heif.decode_image(image->handle, &image->decoded, heif_colorspace_YCbCr, heif_chroma_420, NULL);
    if (error.code != heif_error_Ok) return fail(error, message, message_size);
    *width = heif.image_width(image->decoded, heif_channel_Y);
    *height = heif.image_height(image->decoded, heif_channel_Y);
    return CHeif_ok;
}

const uint8_t *CHeif_plane(CHeif_image *image, int *stride) {
    if (image == NULL || image->decoded == NULL) return NULL;
    return heif.plane(image->decoded, heif_channel_Y, stride);
}

void CHeif_close(CHeif_image *image) {
    if (image == NULL) return;
    if (image->decoded) heif.image_release(image->decoded);
    if (image->handle) heif.handle_release(image->handle);
    if (image->context) heif.context_free(image->context);
    free(image);
}
