// PNG through libpng: every colour type, bit depth and interlacing is turned into RGBA8 by
// libpng's own transforms (png_set_expand, png_set_scale_16, png_set_gray_to_rgb,
// png_set_add_alpha, png_set_interlace_handling).
#include "CImageCodecs.h"
#include "sink.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
    char message[256];
} png_source;

static void read_bytes(png_structp png, png_bytep destination, size_t count) {
    png_source *source = png_get_io_ptr(png);
    if (count > source->length - source->offset) {
        png_error(png, "the data ends before the image does (truncated)");
    }
    memcpy(destination, source->data + source->offset, count);
    source->offset += count;
}

static void on_error(png_structp png, png_const_charp message) {
    png_source *source = png_get_error_ptr(png);
    easel_copy_message(source->message, sizeof source->message, message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;  // Ancillary-chunk complaints (bad iCCP, sRGB profile notes): not our problem.
}

/// Opens a read struct over `data` and reads the header. On failure returns NULL with the
/// message in `source`.
static png_structp open_png(png_source *source, png_infop *info) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, source, on_error, on_warning);
    if (png == NULL) {
        easel_copy_message(source->message, sizeof source->message, "libpng could not allocate a reader");
        return NULL;
    }
    *info = png_create_info_struct(png);
    if (*info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        easel_copy_message(source->message, sizeof source->message, "libpng could not allocate a reader");
        return NULL;
    }
    png_set_read_fn(png, source, read_bytes);
    return png;
}

int32_t easel_png_read_info(const uint8_t *data, size_t length, easel_image_info *result,
                            char *message, size_t capacity) {
    png_source source = { data, length, 0, "" };
    png_infop info = NULL;
    png_structp png = open_png(&source, &info);
    if (png == NULL) {
        easel_copy_message(message, capacity, source.message);
        return EASEL_IMAGE_FAILED;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        easel_copy_message(message, capacity, source.message);
        return EASEL_IMAGE_FAILED;
    }
    png_read_info(png, info);
    result->format = EASEL_IMAGE_FORMAT_PNG;
    result->width = png_get_image_width(png, info);
    result->height = png_get_image_height(png, info);
    result->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    result->colorType = png_get_color_type(png, info);
    result->bitDepth = png_get_bit_depth(png, info);
    result->hasAlpha = (result->colorType & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    png_destroy_read_struct(&png, &info, NULL);
    return EASEL_IMAGE_OK;
}

/// Asks libpng for RGBA8 whatever the file holds.
static void request_rgba8(png_structp png, png_infop info) {
    int colorType = png_get_color_type(png, info);
    png_set_expand(png);              // palette -> RGB, grey < 8 bits -> 8 bits, tRNS -> alpha
    png_set_scale_16(png);            // 16 bits -> 8, rounded
    if (colorType == PNG_COLOR_TYPE_GRAY || colorType == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    if ((colorType & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    }
}

typedef struct {
    uint8_t *row;
    png_bytep *rows;
    easel_sink sink;
    int sinkReady;
    /// Some pixels reached the output.
    int rowsDone;
    /// Every pixel reached the output (an error after that, in trailing chunks, is ignored).
    int complete;
    /// The output holds straight (not yet premultiplied) pixels of this many (interlaced, full size).
    size_t straightPixels;
} png_decoding;

/// Decodes as easel_png_decode does; with `straight`, at full size (`factor` 1) and without
/// premultiplying: the file's own RGBA values.
static int32_t decode_png(const uint8_t *data, size_t length, uint32_t factor,
                          uint8_t *output, uint32_t outWidth, uint32_t outHeight,
                          char *message, size_t capacity, int straight) {
    if (factor < 1 || straight) factor = 1;
    png_source source = { data, length, 0, "" };
    png_infop info = NULL;
    png_structp png = open_png(&source, &info);
    if (png == NULL) {
        easel_copy_message(message, capacity, source.message);
        return EASEL_IMAGE_FAILED;
    }
    // Everything the error path frees lives here (volatile-free: only pointed-to memory changes).
    png_decoding *state = calloc(1, sizeof *state);
    if (state == NULL) {
        png_destroy_read_struct(&png, &info, NULL);
        easel_copy_message(message, capacity, "out of memory");
        return EASEL_IMAGE_FAILED;
    }
    int32_t status = EASEL_IMAGE_OK;
    if (setjmp(png_jmpbuf(png))) {
        // A codec error: keep what was decoded, if anything was.
        if (state->complete) goto done;
        status = state->rowsDone > 0 ? EASEL_IMAGE_PARTIAL : EASEL_IMAGE_FAILED;
        if (state->straightPixels > 0) { if (!straight) easel_premultiply(output, state->straightPixels); }
        else if (state->sinkReady && state->rowsDone > 0) easel_sink_finish(&state->sink, 0);
        easel_copy_message(message, capacity, source.message);
        goto done;
    }
    png_read_info(png, info);
    uint32_t width = png_get_image_width(png, info);
    uint32_t height = png_get_image_height(png, info);
    int interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    request_rgba8(png, info);
    if (straight && (width != outWidth || height != outHeight)) png_error(png, "the output is not the image's size");

    if (factor == 1 && (interlaced || straight)) {
        // Full size: libpng combines the seven passes (if any) into the output's rows, then we
        // premultiply unless asked not to.
        png_set_interlace_handling(png);
        png_read_update_info(png, info);
        state->rows = malloc((size_t)height * sizeof(png_bytep));
        if (state->rows == NULL) png_error(png, "out of memory");
        for (uint32_t y = 0; y < height; y++) state->rows[y] = output + (size_t)y * outWidth * 4;
        state->rowsDone = 1;
        state->straightPixels = (size_t)width * height;
        png_read_image(png, state->rows);
        state->straightPixels = 0;
        if (!straight) easel_premultiply(output, (size_t)width * height);
        goto finished;
    }

    png_read_update_info(png, info);
    state->row = malloc((size_t)width * 4);
    if (state->row == NULL || !easel_sink_init(&state->sink, output, outWidth, outHeight, width, factor)) {
        png_error(png, "out of memory");
    }
    state->sinkReady = 1;
    if (!interlaced) {
        for (uint32_t y = 0; y < height; y++) {
            png_read_row(png, state->row, NULL);
            easel_sink_add_row(&state->sink, y, state->row);
            state->rowsDone = 1;
        }
    } else {
        // Downsampled interlaced image: read the passes as sub-images (no libpng deinterlacing,
        // which would need the whole image in memory) and keep only pass 7: every odd row at full
        // width. Passes with no rows or columns are not in the stream.
        for (int pass = 0; pass < 7; pass++) {
            uint32_t rows = PNG_PASS_ROWS(height, pass);
            uint32_t columns = PNG_PASS_COLS(width, pass);
            if (rows == 0 || columns == 0) continue;
            for (uint32_t i = 0; i < rows; i++) {
                png_read_row(png, state->row, NULL);
                if (pass == 6) {
                    easel_sink_add_row(&state->sink, 2 * i + 1, state->row);
                    state->rowsDone = 1;
                }
            }
        }
        if (!state->rowsDone) png_error(png, "the interlaced image has no odd rows to sample");
    }
    easel_sink_finish(&state->sink, 1);

finished:
    state->complete = 1;
    png_read_end(png, NULL);

done:
    if (state->sinkReady) easel_sink_free(&state->sink);
    free(state->row);
    free(state->rows);
    free(state);
    png_destroy_read_struct(&png, &info, NULL);
    return status;
}

int32_t easel_png_decode(const uint8_t *data, size_t length, uint32_t factor,
                         uint8_t *output, uint32_t outWidth, uint32_t outHeight,
                         char *message, size_t capacity) {
    return decode_png(data, length, factor, output, outWidth, outHeight, message, capacity, 0);
}

int32_t easel_png_decode_straight(const uint8_t *data, size_t length, uint8_t *output,
                                  uint32_t width, uint32_t height, char *message, size_t capacity) {
    return decode_png(data, length, 1, output, width, height, message, capacity, 1);
}
