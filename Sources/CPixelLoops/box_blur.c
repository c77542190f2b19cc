#include "CPixelLoops.h"
#include <stdlib.h>
#include <string.h>

// One box blur of radius `radius` along a row's `count` samples, `step` bytes apart: each sample
// becomes the rounded mean of the 2 · radius + 1 samples around it, those outside counting as 0.
// `scratch` holds the row's samples as they were.
static void blur_row(uint8_t *line, long count, long step, long radius, int32_t *scratch) {
    for (long index = 0; index < count; index++) scratch[index] = line[index * step];
    const int32_t width = (int32_t)(2 * radius + 1);
    int32_t sum = 0;
    for (long index = 0; index < radius + 1 && index < count; index++) sum += scratch[index];
    for (long index = 0; index < count; index++) {
        line[index * step] = (uint8_t)((sum + width / 2) / width);
        const long incoming = index + radius + 1;
        const long outgoing = index - radius;
        if (incoming < count) sum += scratch[incoming];
        if (outgoing >= 0) sum -= scratch[outgoing];
    }
}

// The same blur down every column of `samples` bytes at once, a row at a time. Rows above the
// one being written have been overwritten, so the last radius + 1 rows are kept as they were in
// `kept` (a ring of rows), and `sums` holds each column's running sum.
static void blur_columns(uint8_t *pixels, long samples, long height, long stride, long radius,
                         int32_t *sums, uint8_t *kept) {
    const int32_t width = (int32_t)(2 * radius + 1);
    const long ring = radius + 1;
    memset(sums, 0, (size_t)samples * sizeof(int32_t));
    for (long row = 0; row < radius + 1 && row < height; row++) {
        const uint8_t *line = pixels + row * stride;
        for (long column = 0; column < samples; column++) sums[column] += line[column];
    }
    for (long row = 0; row < height; row++) {
        uint8_t *line = pixels + row * stride;
        uint8_t *saved = kept + (row % ring) * samples;
        memcpy(saved, line, (size_t)samples);
        for (long column = 0; column < samples; column++) {
            line[column] = (uint8_t)((sums[column] + width / 2) / width);
        }
        const long incoming = row + radius + 1;
        const long outgoing = row - radius;
        if (incoming < height) {
            // Below the row just written: not yet overwritten.
            const uint8_t *below = pixels + incoming * stride;
            for (long column = 0; column < samples; column++) sums[column] += below[column];
        }
        if (outgoing >= 0) {
            const uint8_t *above = kept + (outgoing % ring) * samples;
            for (long column = 0; column < samples; column++) sums[column] -= above[column];
        }
    }
}

void easel_box_blur(uint8_t *pixels, long width, long height, long stride, long channels,
                    const long radii[3]) {
    if (width <= 0 || height <= 0 || channels <= 0) return;
    const long samples = width * channels;
    long largest = 0;
    for (int pass = 0; pass < 3; pass++) if (radii[pass] > largest) largest = radii[pass];
    if (largest <= 0) return;
    int32_t *scratch = malloc((size_t)(width > samples ? width : samples) * sizeof(int32_t));
    uint8_t *kept = malloc((size_t)(largest + 1) * (size_t)samples);
    if (scratch == NULL || kept == NULL) {
        free(scratch);
        free(kept);
        return;
    }
    // Channels are independent, so blurring all of them in each pass makes the bytes blurring one
    // channel after another would.
    for (int pass = 0; pass < 3; pass++) {
        const long radius = radii[pass];
        if (radius <= 0) continue;
        for (long row = 0; row < height; row++) {
            for (long channel = 0; channel < channels; channel++) {
                blur_row(pixels + row * stride + channel, width, channels, radius, scratch);
            }
        }
        blur_columns(pixels, samples, height, stride, radius, scratch, kept);
    }
    free(scratch);
    free(kept);
}
