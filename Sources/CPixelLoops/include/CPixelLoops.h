#ifndef C_PIXEL_LOOPS_H
#define C_PIXEL_LOOPS_H

// The rasteriser's per-pixel loops, in C rather than Swift because each runs once or more per
// pixel of a layer, and a layer can have tens of millions: Swift's unoptimised builds (the test
// suite, the fuzzer) took over 10 s on one layer. Their arithmetic is exact (integers, or IEEE
// doubles without contraction), so the bytes are the same on every machine.

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
/// The fuzzer's debug build spent 32 s on one layer with this loop in Swift (seed 830509), 4 s in
/// C. The arithmetic is IEEE double throughout and rounds half away from zero.
void easel_perspective_warp(easel_warp_image source, easel_warp_image destination,
                            const double inverse[9], const double forward[9],
                            long left, long top, long right, long bottom);

/// Three box blurs of the given radii (0 skips one), each along every row and then every column,
/// of an image of `channels` interleaved 8-bit channels, `width` × `height` samples, rows `stride`
/// bytes apart, in place. A box of radius r averages 2r + 1 samples, rounding half up; outside the
/// image counts as zero (transparent). `GaussianBlur` chooses the radii.
///
/// Columns are blurred a row at a time, with a running sum per column, so that the loop reads
/// memory in order; the sums are the ones a column-by-column loop makes, so are the bytes. The
/// fuzzer's debug build spent 137 s blurring one 10,000-point-wide layer in Swift (seed 1140062).
void easel_box_blur(uint8_t *pixels, long width, long height, long stride, long channels,
                    const long radii[3]);

#endif
