#ifndef C_PERSPECTIVE_WARP_H
#define C_PERSPECTIVE_WARP_H

#include <stdint.h>

/// One of Cairo's ARGB32 images: premultiplied 32-bit pixels, rows `stride` bytes apart.
typedef struct {
    uint8_t *pixels;
    long width;
    long height;
    long stride;
} easel_warp_image;

/// Fills the destination rectangle [left, right) × [top, bottom) of `destination` with `source`
/// seen through a projective transform, sampling bilinearly, as a GPU draws a textured quad.
///
/// `inverse` (row-vector convention, m11 m12 m13 / m21 m22 m23 / m31 m32 m33) maps a destination
/// pixel centre back to the source; `forward` is its inverse, the source-to-destination transform,
/// of which only the third column (m13, m23, m33) is read: a source point with a non-positive
/// depth there lies behind the viewer and leaves its destination pixel as it was. So does a source
/// point outside the source. Pixel centres are at +0.5.
///
/// In C rather than Swift because it runs once per destination pixel, and a layer can have tens of
/// millions: Swift's unoptimised builds (the test suite, the fuzzer) spent over 10 s on one layer
/// (fuzz seed 830509). The arithmetic is IEEE double throughout and rounds half away from zero, so
/// the bytes are the same on every machine.
void easel_perspective_warp(easel_warp_image source, easel_warp_image destination,
                            const double inverse[9], const double forward[9],
                            long left, long top, long right, long bottom);

#endif
