// PNG encoding with zlib, behind a plain C interface.
//
// Rows are compressed in bands on separate threads, pigz-style: each band is an independent raw
// deflate stream (a full flush ends all but the last on a byte boundary), the bands are joined into
// one zlib stream whose Adler-32 is combined from the bands', and the PNG chunks (IHDR, IDAT, IEND)
// carry zlib's CRC-32. The bytes depend only on the pixels, the level and the band count.
#ifndef EASEL_CPNGENCODER_H
#define EASEL_CPNGENCODER_H

#include <stddef.h>
#include <stdint.h>

/// How the pixels given to `easel_png_encode` are laid out in memory.
typedef enum {
    /// R, G, B, A bytes, straight (not premultiplied) alpha.
    EASEL_PIXELS_RGBA = 0,
    /// Cairo's ARGB32 on a little-endian machine: B, G, R, A bytes, premultiplied alpha.
    EASEL_PIXELS_PREMULTIPLIED_BGRA = 1,
} easel_pixel_layout;

/// Encodes `height` rows of `width` pixels (8 bits per channel, rows `stride` bytes apart, laid out
/// as `layout` says; converted to straight RGBA row by row on the compressing threads) as a PNG,
/// with zlib `level` (0–9) and up to `threads` compressing threads. On success returns 0 and sets
/// `*output` (free it with `easel_png_free`) and `*length`; on failure returns -1 and writes a
/// message into `error` (up to `error_capacity` bytes).
int easel_png_encode(const uint8_t *pixels, easel_pixel_layout layout, uint32_t width, uint32_t height, size_t stride,
                     int level, int threads, uint8_t **output, size_t *length, char *error, size_t error_capacity);

void easel_png_free(uint8_t *output);

#endif
