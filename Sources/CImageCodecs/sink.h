// Where decoded rows go: premultiplied, box-filtered by an integer factor, into the output.
#ifndef EASEL_IMAGE_SINK_H
#define EASEL_IMAGE_SINK_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint8_t *output;
    uint32_t outWidth, outHeight;
    uint32_t sourceWidth;
    uint32_t factor;
    /// Sums of premultiplied channels and pixel counts for the output row being filled.
    uint32_t *sums;
    uint32_t *counts;
    /// The output row being filled (-1 before the first source row).
    int64_t currentRow;
    /// The last output row written (-1 before any), for filling rows no source row reached.
    int64_t lastWritten;
} easel_sink;

/// Prepares a sink; returns 0 when memory for one output row of sums cannot be had.
int easel_sink_init(easel_sink *sink, uint8_t *output, uint32_t outWidth, uint32_t outHeight,
                    uint32_t sourceWidth, uint32_t factor);

/// Adds source row `y` (straight RGBA8, `sourceWidth` pixels). Rows must come in increasing order;
/// rows may be skipped (their output pixels average the rows that did come).
void easel_sink_add_row(easel_sink *sink, uint32_t y, const uint8_t *rgba);

/// Writes the last output row. With `fillGaps`, output rows that no source row reached copy the
/// row above them (used when a sampling skips rows); otherwise they stay as the caller left them.
void easel_sink_finish(easel_sink *sink, int fillGaps);

void easel_sink_free(easel_sink *sink);

/// Premultiplies straight RGBA8 pixels in place: c' = round(c × a / 255).
void easel_premultiply(uint8_t *rgba, size_t pixelCount);

/// Copies a codec's message into a caller's buffer.
void easel_copy_message(char *destination, size_t capacity, const char *message);

#endif
