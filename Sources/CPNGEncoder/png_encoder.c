#include "CPNGEncoder.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include <libdeflate.h>

/// Bands smaller than this are not worth a thread.
#define MINIMUM_BAND_BYTES (256 * 1024)
#define MAXIMUM_THREADS 8

typedef struct {
    const uint8_t *rgba;
    easel_pixel_layout layout;
    uint32_t width;
    size_t stride;
    uint32_t first_row;
    uint32_t row_count;
    int level;
    int last;
    uint8_t *output;
    size_t length;
    uLong adler;
    uLong raw_length;
    int failed;
} band_t;

static void set_error(char *error, size_t capacity, const char *message) {
    if (error && capacity > 0) {
        strncpy(error, message, capacity - 1);
        error[capacity - 1] = 0;
    }
}

/// One row as PNG wants it: straight R, G, B, A.
static void convert_row(const uint8_t *source, uint8_t *target, uint32_t width, easel_pixel_layout layout) {
    if (layout == EASEL_PIXELS_RGBA) {
        memcpy(target, source, (size_t)width * 4);
        return;
    }
    for (uint32_t x = 0; x < width; x++) {
        const uint8_t *pixel = source + (size_t)x * 4;
        uint8_t *out = target + (size_t)x * 4;
        unsigned alpha = pixel[3];
        out[3] = (uint8_t)alpha;
        if (alpha == 255) {
            out[0] = pixel[2]; out[1] = pixel[1]; out[2] = pixel[0];
        } else if (alpha == 0) {
            out[0] = 0; out[1] = 0; out[2] = 0;
        } else {
            unsigned red = (pixel[2] * 255u + alpha / 2) / alpha;
            unsigned green = (pixel[1] * 255u + alpha / 2) / alpha;
            unsigned blue = (pixel[0] * 255u + alpha / 2) / alpha;
            out[0] = (uint8_t)(red > 255 ? 255 : red);
            out[1] = (uint8_t)(green > 255 ? 255 : green);
            out[2] = (uint8_t)(blue > 255 ? 255 : blue);
        }
    }
}

/// Compresses one band: each row is a filter byte (0: none) and its pixels.
static void *compress_band(void *argument) {
    band_t *band = (band_t *)argument;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    // Raw deflate (negative window bits): the zlib header and trailer are written once, around all bands.
    if (deflateInit2(&stream, band->level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        band->failed = 1;
        return NULL;
    }
    size_t row_bytes = (size_t)band->width * 4;
    size_t raw_length = (row_bytes + 1) * band->row_count;
    size_t capacity = deflateBound(&stream, raw_length) + 64;
    band->output = malloc(capacity);
    uint8_t *row = malloc(row_bytes + 1);
    if (!band->output || !row) {
        free(row);
        band->failed = 1;
        deflateEnd(&stream);
        return NULL;
    }
    stream.next_out = band->output;
    stream.avail_out = (uInt)capacity;
    uint32_t adler = 1;  // Adler-32 of nothing
    for (uint32_t index = 0; index < band->row_count; index++) {
        row[0] = 0;
        convert_row(band->rgba + (size_t)(band->first_row + index) * band->stride, row + 1, band->width, band->layout);
        adler = libdeflate_adler32(adler, row, row_bytes + 1);
        stream.next_in = row;
        stream.avail_in = (uInt)(row_bytes + 1);
        int flush = index + 1 < band->row_count ? Z_NO_FLUSH : (band->last ? Z_FINISH : Z_FULL_FLUSH);
        int status = deflate(&stream, flush);
        if (status == Z_STREAM_ERROR || (flush == Z_FINISH && status != Z_STREAM_END) || stream.avail_in != 0) {
            band->failed = 1;
            break;
        }
    }
    free(row);
    band->length = capacity - stream.avail_out;
    band->adler = adler;
    band->raw_length = raw_length;
    deflateEnd(&stream);
    return NULL;
}

typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
} buffer_t;

static int reserve(buffer_t *buffer, size_t extra) {
    if (buffer->length + extra <= buffer->capacity) return 1;
    size_t capacity = buffer->capacity ? buffer->capacity : 4096;
    while (capacity < buffer->length + extra) capacity *= 2;
    uint8_t *grown = realloc(buffer->data, capacity);
    if (!grown) return 0;
    buffer->data = grown;
    buffer->capacity = capacity;
    return 1;
}

static void put32(uint8_t *at, uint32_t value) {
    at[0] = (uint8_t)(value >> 24); at[1] = (uint8_t)(value >> 16); at[2] = (uint8_t)(value >> 8); at[3] = (uint8_t)value;
}

/// Appends a chunk from pieces of data (so that IDAT needs no copy of the bands first).
static int put_chunk(buffer_t *buffer, const char *type, const uint8_t *const *pieces, const size_t *lengths, int count) {
    size_t total = 0;
    for (int index = 0; index < count; index++) total += lengths[index];
    if (total > 0x7FFFFFFF || !reserve(buffer, total + 12)) return 0;
    put32(buffer->data + buffer->length, (uint32_t)total);
    memcpy(buffer->data + buffer->length + 4, type, 4);
    uLong crc = crc32(0L, (const Bytef *)type, 4);
    size_t offset = buffer->length + 8;
    for (int index = 0; index < count; index++) {
        memcpy(buffer->data + offset, pieces[index], lengths[index]);
        crc = crc32(crc, pieces[index], (uInt)lengths[index]);
        offset += lengths[index];
    }
    put32(buffer->data + offset, (uint32_t)crc);
    buffer->length = offset + 4;
    return 1;
}

int easel_png_encode(const uint8_t *rgba, easel_pixel_layout layout, uint32_t width, uint32_t height, size_t stride,
                     int level, int threads, uint8_t **output, size_t *length, char *error, size_t error_capacity) {
    if (width == 0 || height == 0 || width > 0x7FFFFFFF / 4 || height > 0x7FFFFFFF) {
        set_error(error, error_capacity, "the picture has no pixels or too many");
        return -1;
    }
    size_t total_bytes = ((size_t)width * 4 + 1) * height;
    int bands = threads < 1 ? 1 : (threads > MAXIMUM_THREADS ? MAXIMUM_THREADS : threads);
    while (bands > 1 && total_bytes / (size_t)bands < MINIMUM_BAND_BYTES) bands--;
    if ((uint32_t)bands > height) bands = (int)height;

    band_t band[MAXIMUM_THREADS];
    pthread_t thread[MAXIMUM_THREADS];
    int started[MAXIMUM_THREADS] = {0};
    uint32_t row = 0;
    for (int index = 0; index < bands; index++) {
        uint32_t count = height / (uint32_t)bands + ((uint32_t)index < height % (uint32_t)bands ? 1 : 0);
        band[index] = (band_t){ .rgba = rgba, .layout = layout, .width = width, .stride = stride, .first_row = row, .row_count = count,
                                .level = level, .last = index == bands - 1 };
        row += count;
    }
    // The first band on this thread, the others on their own.
    for (int index = 1; index < bands; index++) {
        started[index] = pthread_create(&thread[index], NULL, compress_band, &band[index]) == 0;
        if (!started[index]) compress_band(&band[index]);
    }
    compress_band(&band[0]);
    for (int index = 1; index < bands; index++) {
        if (started[index]) pthread_join(thread[index], NULL);
    }

    int failed = 0;
    for (int index = 0; index < bands; index++) failed |= band[index].failed;
    buffer_t buffer = {0};
    if (!failed) {
        static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
        uint8_t header[13];
        put32(header, width);
        put32(header + 4, height);
        header[8] = 8;   // bits per channel
        header[9] = 6;   // RGBA
        header[10] = 0; header[11] = 0; header[12] = 0;   // deflate, adaptive filtering method, no interlace
        // zlib header: deflate with a 32 KiB window; the level hint matches zlib's own choice.
        uint8_t zlib_header[2] = {0x78, level <= 1 ? 0x01 : (level <= 5 ? 0x5E : (level == 6 ? 0x9C : 0xDA))};
        uLong adler = band[0].adler;
        for (int index = 1; index < bands; index++) adler = adler32_combine(adler, band[index].adler, (z_off_t)band[index].raw_length);
        uint8_t trailer[4];
        put32(trailer, (uint32_t)adler);

        const uint8_t *pieces[MAXIMUM_THREADS + 2];
        size_t lengths[MAXIMUM_THREADS + 2];
        pieces[0] = zlib_header; lengths[0] = 2;
        for (int index = 0; index < bands; index++) { pieces[index + 1] = band[index].output; lengths[index + 1] = band[index].length; }
        pieces[bands + 1] = trailer; lengths[bands + 1] = 4;

        const uint8_t *header_piece[1] = {header};
        size_t header_length[1] = {13};
        failed = !reserve(&buffer, 8)
            || (memcpy(buffer.data, signature, 8), buffer.length = 8, 0)
            || !put_chunk(&buffer, "IHDR", header_piece, header_length, 1)
            || !put_chunk(&buffer, "IDAT", pieces, lengths, bands + 2)
            || !put_chunk(&buffer, "IEND", NULL, NULL, 0);
    }
    for (int index = 0; index < bands; index++) free(band[index].output);
    if (failed) {
        free(buffer.data);
        set_error(error, error_capacity, "compressing the pixels failed (out of memory?)");
        return -1;
    }
    *output = buffer.data;
    *length = buffer.length;
    return 0;
}

void easel_png_free(uint8_t *output) { free(output); }
