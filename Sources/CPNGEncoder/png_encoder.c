#include "CPNGEncoder.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
    int failed;
} buffer_t;

static void write_bytes(png_structp png, png_bytep bytes, png_size_t count) {
    buffer_t *buffer = (buffer_t *)png_get_io_ptr(png);
    if (buffer->failed) return;
    if (buffer->length + count > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->length + count) capacity *= 2;
        uint8_t *grown = realloc(buffer->data, capacity);
        if (!grown) { buffer->failed = 1; return; }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->length, bytes, count);
    buffer->length += count;
}

static void flush_bytes(png_structp png) { (void)png; }

typedef struct {
    jmp_buf jump;
    char *error;
    size_t capacity;
} failure_t;

static void on_error(png_structp png, png_const_charp message) {
    failure_t *failure = (failure_t *)png_get_error_ptr(png);
    if (failure->error && failure->capacity > 0) {
        strncpy(failure->error, message, failure->capacity - 1);
        failure->error[failure->capacity - 1] = 0;
    }
    longjmp(failure->jump, 1);
}

static void on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

int easel_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int level,
                     uint8_t **output, size_t *length, char *error, size_t error_capacity) {
    failure_t failure = { .error = error, .capacity = error_capacity };
    buffer_t buffer = { 0 };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &failure, on_error, on_warning);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_write_struct(&png, NULL); return -1; }
    if (setjmp(failure.jump)) {
        png_destroy_write_struct(&png, &info);
        free(buffer.data);
        return -1;
    }
    png_set_write_fn(png, &buffer, write_bytes, flush_bytes);
    png_set_compression_level(png, level);
    // No row filters: libpng's adaptive choice tries all five on every row, which costs more than
    // the compression itself, and for pictures with large flat areas filtering gains little.
    png_set_filter(png, 0, PNG_FILTER_NONE);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (uint32_t row = 0; row < height; row++) {
        png_write_row(png, (png_const_bytep)(rgba + (size_t)row * stride));
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    if (buffer.failed) {
        free(buffer.data);
        if (error && error_capacity > 0) { strncpy(error, "out of memory", error_capacity - 1); error[error_capacity - 1] = 0; }
        return -1;
    }
    *output = buffer.data;
    *length = buffer.length;
    return 0;
}

void easel_png_free(uint8_t *output) { free(output); }
