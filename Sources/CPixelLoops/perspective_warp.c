#include "CPixelLoops.h"
#include <math.h>

// No fused multiply-adds: the bytes must match on machines that have them and machines that don't.
#pragma STDC FP_CONTRACT OFF

/// The bilinear blend of the four pixels around (x, y), pixel centres at integers; taps outside
/// the image count as transparent, and a point more than a pixel outside leaves `target` alone.
static void sample(const easel_warp_image *image, double x, double y, uint8_t *target) {
    if (!(x > -1 && y > -1 && x < (double)image->width && y < (double)image->height)) return;
    double fx0 = floor(x), fy0 = floor(y);
    long x0 = (long)fx0, y0 = (long)fy0;
    double fx = x - fx0, fy = y - fy0;
    double weights[4] = {(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy};
    double channels[4] = {0, 0, 0, 0};
    for (int tap = 0; tap < 4; tap++) {
        long sx = x0 + (tap & 1), sy = y0 + (tap >> 1);
        double weight = weights[tap];
        if (!(weight > 0) || sx < 0 || sy < 0 || sx >= image->width || sy >= image->height) continue;
        const uint8_t *pixel = image->pixels + sy * image->stride + sx * 4;
        for (int channel = 0; channel < 4; channel++) channels[channel] += (double)pixel[channel] * weight;
    }
    for (int channel = 0; channel < 4; channel++) {
        double value = round(channels[channel]);
        target[channel] = (uint8_t)(value < 255 ? value : 255);
    }
}

void easel_perspective_warp(easel_warp_image source, easel_warp_image destination,
                            const double inverse[9], const double forward[9],
                            long left, long top, long right, long bottom) {
    for (long y = top; y < bottom; y++) {
        uint8_t *row = destination.pixels + y * destination.stride;
        double py = (double)y + 0.5;
        for (long x = left; x < right; x++) {
            double px = (double)x + 0.5;
            double h = px * inverse[2] + py * inverse[5] + inverse[8];
            if (h == 0) continue;
            double sx = (px * inverse[0] + py * inverse[3] + inverse[6]) / h;
            double sy = (px * inverse[1] + py * inverse[4] + inverse[7]) / h;
            // Only points in front of the viewer are seen.
            if (!(sx * forward[2] + sy * forward[5] + forward[8] > 0)) continue;
            sample(&source, sx - 0.5, sy - 0.5, row + x * 4);
        }
    }
}
