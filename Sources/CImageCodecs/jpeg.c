// JPEG through libjpeg(-turbo): colour conversion to RGBA by the library (JCS_EXT_RGBA), DCT
// scaling (1/2, 1/4, 1/8) for cheap downsampling; CMYK/YCCK files are converted from the
// library's CMYK output. EXIF orientation is not applied.
#include "CImageCodecs.h"
#include "sink.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    /// libjpeg warned that the data ended early (it then fills the rest with grey).
    int truncated;
} jpeg_errors;

static void on_error(j_common_ptr cinfo) {
    jpeg_errors *errors = (jpeg_errors *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, errors->message);
    longjmp(errors->jump, 1);
}

static void on_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;  // trace messages
    jpeg_errors *errors = (jpeg_errors *)cinfo->err;
    if (cinfo->err->msg_code == JWRN_JPEG_EOF) {
        errors->truncated = 1;
        (*cinfo->err->format_message)(cinfo, errors->message);
    }
    cinfo->err->num_warnings++;
}

static void on_output(j_common_ptr cinfo) {
    (void)cinfo;  // libjpeg would print to stderr; messages are returned instead.
}

static void prepare(struct jpeg_decompress_struct *cinfo, jpeg_errors *errors) {
    memset(errors, 0, sizeof *errors);
    cinfo->err = jpeg_std_error(&errors->base);
    errors->base.error_exit = on_error;
    errors->base.emit_message = on_message;
    errors->base.output_message = on_output;
}

int32_t easel_jpeg_read_info(const uint8_t *data, size_t length, easel_image_info *result,
                             char *message, size_t capacity) {
    struct jpeg_decompress_struct cinfo;
    jpeg_errors errors;
    prepare(&cinfo, &errors);
    if (setjmp(errors.jump)) {
        jpeg_destroy_decompress(&cinfo);
        easel_copy_message(message, capacity, errors.message);
        return EASEL_IMAGE_FAILED;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    jpeg_read_header(&cinfo, TRUE);
    result->format = EASEL_IMAGE_FORMAT_JPEG;
    result->width = cinfo.image_width;
    result->height = cinfo.image_height;
    result->interlaced = jpeg_has_multiple_scans(&cinfo) ? 1 : 0;
    result->hasAlpha = 0;
    result->bitDepth = cinfo.data_precision;
    result->colorType = cinfo.jpeg_color_space;
    jpeg_destroy_decompress(&cinfo);
    if (result->width == 0 || result->height == 0) {
        easel_copy_message(message, capacity, "the image has no pixels (zero width or height)");
        return EASEL_IMAGE_FAILED;
    }
    return EASEL_IMAGE_OK;
}

/// Adobe CMYK (and YCCK, which libjpeg turns into CMYK) to RGBA. Photoshop writes inverted CMYK
/// (an Adobe APP14 marker says so); other writers plain CMYK.
static void cmyk_to_rgba(uint8_t *row, uint32_t width, int inverted) {
    for (uint32_t x = 0; x < width; x++) {
        uint32_t c = row[x * 4], m = row[x * 4 + 1], y = row[x * 4 + 2], k = row[x * 4 + 3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        row[x * 4 + 0] = (uint8_t)((c * k + 127) / 255);
        row[x * 4 + 1] = (uint8_t)((m * k + 127) / 255);
        row[x * 4 + 2] = (uint8_t)((y * k + 127) / 255);
        row[x * 4 + 3] = 255;
    }
}

typedef struct {
    uint8_t *row;
    easel_sink sink;
    int sinkReady;
    int rowsDone;
} jpeg_decoding;

int32_t easel_jpeg_decode(const uint8_t *data, size_t length, uint32_t factor,
                          uint8_t *output, uint32_t outWidth, uint32_t outHeight,
                          char *message, size_t capacity) {
    if (factor < 1) factor = 1;
    struct jpeg_decompress_struct cinfo;
    jpeg_errors errors;
    prepare(&cinfo, &errors);
    jpeg_decoding *state = calloc(1, sizeof *state);
    if (state == NULL) {
        easel_copy_message(message, capacity, "out of memory");
        return EASEL_IMAGE_FAILED;
    }
    int32_t status = EASEL_IMAGE_OK;
    if (setjmp(errors.jump)) {
        status = state->rowsDone ? EASEL_IMAGE_PARTIAL : EASEL_IMAGE_FAILED;
        if (state->sinkReady && state->rowsDone) easel_sink_finish(&state->sink, 0);
        easel_copy_message(message, capacity, errors.message);
        goto done;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    jpeg_read_header(&cinfo, TRUE);

    // DCT scaling by the largest of 1/8, 1/4, 1/2 that divides the factor; the rest by box filter
    // (ceil(ceil(w / d) / (f / d)) = ceil(w / f), so the output size does not change).
    uint32_t dct = 1;
    while (dct < 8 && factor % (dct * 2) == 0) dct *= 2;
    cinfo.scale_num = 1;
    cinfo.scale_denom = dct;
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&cinfo);

    uint32_t width = cinfo.output_width;
    state->row = malloc((size_t)width * 4);
    if (state->row == NULL || !easel_sink_init(&state->sink, output, outWidth, outHeight, width, factor / dct)) {
        easel_copy_message(errors.message, sizeof errors.message, "out of memory");
        longjmp(errors.jump, 1);
    }
    state->sinkReady = 1;
    while (cinfo.output_scanline < cinfo.output_height) {
        uint32_t y = cinfo.output_scanline;
        JSAMPROW rows[1] = { state->row };
        if (jpeg_read_scanlines(&cinfo, rows, 1) != 1) break;
        if (cmyk) cmyk_to_rgba(state->row, width, cinfo.saw_Adobe_marker);
        easel_sink_add_row(&state->sink, y, state->row);
        state->rowsDone = 1;
    }
    easel_sink_finish(&state->sink, 1);
    jpeg_finish_decompress(&cinfo);
    if (errors.truncated) {
        status = EASEL_IMAGE_PARTIAL;
        easel_copy_message(message, capacity, errors.message);
    }

done:
    if (state->sinkReady) easel_sink_free(&state->sink);
    free(state->row);
    free(state);
    jpeg_destroy_decompress(&cinfo);
    return status;
}

// Encoding: libjpeg's compressor into memory (jpeg_mem_dest), baseline, its default 4:2:0 chroma
// subsampling, the fourth byte of every pixel skipped by the extended colour spaces.
int32_t easel_jpeg_encode(const uint8_t *pixels, int32_t order, uint32_t width, uint32_t height, size_t stride,
                          int32_t quality, uint8_t **output, size_t *length, char *message, size_t capacity) {
    *output = NULL;
    *length = 0;
    if (width == 0 || height == 0) {
        easel_copy_message(message, capacity, "the image has no pixels (zero width or height)");
        return EASEL_IMAGE_FAILED;
    }
    struct jpeg_compress_struct cinfo;
    jpeg_errors errors;
    memset(&errors, 0, sizeof errors);
    cinfo.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = on_error;
    errors.base.output_message = on_output;
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    if (setjmp(errors.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        easel_copy_message(message, capacity, errors.message);
        return EASEL_IMAGE_FAILED;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &buffer, &size);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = 4;
    cinfo.in_color_space = order == EASEL_JPEG_INPUT_BGRX ? JCS_EXT_BGRX : JCS_EXT_RGBX;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * stride);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *output = buffer;
    *length = size;
    return EASEL_IMAGE_OK;
}

void easel_jpeg_free(uint8_t *output) {
    free(output);
}
