// PNG encoding with libpng, behind a plain C interface: libpng reports errors with longjmp, which
// must not cross Swift frames, so the setjmp lives here in C.
#ifndef EASEL_CPNGENCODER_H
#define EASEL_CPNGENCODER_H

#include <stddef.h>
#include <stdint.h>

/// Encodes `height` rows of `width` RGBA pixels (8 bits per channel, straight alpha, rows `stride`
/// bytes apart) as a PNG with the given zlib compression level (0–9). On success returns 0 and sets
/// `*output` (free it with `easel_png_free`) and `*length`; on failure returns -1 and writes a
/// message into `error` (up to `error_capacity` bytes).
int easel_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int level,
                     uint8_t **output, size_t *length, char *error, size_t error_capacity);

void easel_png_free(uint8_t *output);

#endif
