#include "sink.h"

#include <stdlib.h>
#include <string.h>

static inline uint32_t premultiplied(uint32_t channel, uint32_t alpha) {
    // round(c × a / 255) exactly: c × a = 255k + r rounds up iff r ≥ 128.
    return (channel * alpha + 127) / 255;
}

int easel_sink_init(easel_sink *sink, uint8_t *output, uint32_t outWidth, uint32_t outHeight,
                    uint32_t sourceWidth, uint32_t factor) {
    memset(sink, 0, sizeof *sink);
    sink->output = output;
    sink->outWidth = outWidth;
    sink->outHeight = outHeight;
    sink->sourceWidth = sourceWidth;
    sink->factor = factor == 0 ? 1 : factor;
    sink->currentRow = -1;
    sink->lastWritten = -1;
    sink->sums = calloc((size_t)outWidth * 4, sizeof(uint32_t));
    sink->counts = calloc((size_t)outWidth, sizeof(uint32_t));
    return sink->sums != NULL && sink->counts != NULL;
}

static void fill_gaps_before(easel_sink *sink, int64_t row) {
    size_t stride = (size_t)sink->outWidth * 4;
    for (int64_t gap = sink->lastWritten + 1; gap < row && gap < sink->outHeight; gap++) {
        if (sink->lastWritten >= 0) {
            memcpy(sink->output + (size_t)gap * stride, sink->output + (size_t)sink->lastWritten * stride, stride);
        }
    }
}

static void flush(easel_sink *sink, int fillGaps) {
    if (sink->currentRow < 0 || sink->currentRow >= sink->outHeight) return;
    if (fillGaps) fill_gaps_before(sink, sink->currentRow);
    uint8_t *row = sink->output + (size_t)sink->currentRow * sink->outWidth * 4;
    for (uint32_t x = 0; x < sink->outWidth; x++) {
        uint32_t count = sink->counts[x];
        if (count == 0) continue;
        for (int c = 0; c < 4; c++) {
            row[x * 4 + c] = (uint8_t)((sink->sums[x * 4 + c] + count / 2) / count);
        }
    }
    sink->lastWritten = sink->currentRow;
    memset(sink->sums, 0, (size_t)sink->outWidth * 4 * sizeof(uint32_t));
    memset(sink->counts, 0, (size_t)sink->outWidth * sizeof(uint32_t));
}

void easel_sink_add_row(easel_sink *sink, uint32_t y, const uint8_t *rgba) {
    int64_t row = y / sink->factor;
    if (row >= sink->outHeight) return;
    if (sink->factor == 1) {
        // No averaging: premultiply straight into the output row.
        uint8_t *out = sink->output + (size_t)row * sink->outWidth * 4;
        for (uint32_t x = 0; x < sink->sourceWidth && x < sink->outWidth; x++) {
            uint32_t alpha = rgba[x * 4 + 3];
            out[x * 4 + 0] = (uint8_t)premultiplied(rgba[x * 4 + 0], alpha);
            out[x * 4 + 1] = (uint8_t)premultiplied(rgba[x * 4 + 1], alpha);
            out[x * 4 + 2] = (uint8_t)premultiplied(rgba[x * 4 + 2], alpha);
            out[x * 4 + 3] = (uint8_t)alpha;
        }
        sink->currentRow = row;
        sink->lastWritten = row;
        return;
    }
    if (row != sink->currentRow) {
        flush(sink, 1);
        sink->currentRow = row;
    }
    for (uint32_t x = 0; x < sink->sourceWidth; x++) {
        uint32_t column = x / sink->factor;
        if (column >= sink->outWidth) break;
        uint32_t alpha = rgba[x * 4 + 3];
        uint32_t *sum = sink->sums + (size_t)column * 4;
        sum[0] += premultiplied(rgba[x * 4 + 0], alpha);
        sum[1] += premultiplied(rgba[x * 4 + 1], alpha);
        sum[2] += premultiplied(rgba[x * 4 + 2], alpha);
        sum[3] += alpha;
        sink->counts[column] += 1;
    }
}

void easel_sink_finish(easel_sink *sink, int fillGaps) {
    if (sink->factor > 1) flush(sink, fillGaps);
    if (fillGaps && sink->lastWritten >= 0) fill_gaps_before(sink, sink->outHeight);
}

void easel_sink_free(easel_sink *sink) {
    free(sink->sums);
    free(sink->counts);
    sink->sums = NULL;
    sink->counts = NULL;
}

void easel_premultiply(uint8_t *rgba, size_t pixelCount) {
    for (size_t i = 0; i < pixelCount; i++) {
        uint32_t alpha = rgba[i * 4 + 3];
        if (alpha == 255) continue;
        rgba[i * 4 + 0] = (uint8_t)premultiplied(rgba[i * 4 + 0], alpha);
        rgba[i * 4 + 1] = (uint8_t)premultiplied(rgba[i * 4 + 1], alpha);
        rgba[i * 4 + 2] = (uint8_t)premultiplied(rgba[i * 4 + 2], alpha);
    }
}

void easel_copy_message(char *destination, size_t capacity, const char *message) {
    if (destination == NULL || capacity == 0) return;
    size_t length = message ? strlen(message) : 0;
    if (length >= capacity) length = capacity - 1;
    if (length > 0) memcpy(destination, message, length);
    destination[length] = '\0';
}
