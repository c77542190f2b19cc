// A narrow C interface to Debian's libpng and libjpeg(-turbo) for EaselCore's Image.
//
// Why C sources rather than a bare module map: both libraries report errors by longjmp (libpng's
// png_error, libjpeg's error_exit, which otherwise calls exit()). A longjmp must not cross Swift
// frames, so every call into a codec, and every setjmp that catches its errors, lives in these C
// files; only plain C types cross into Swift. No pixel format is decoded here by hand: the codecs
// do it (libpng's transforms, libjpeg's colour conversion and DCT scaling); this layer only
// premultiplies alpha and box-filters rows when an image must be downsampled.
#ifndef EASEL_CIMAGECODECS_H
#define EASEL_CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

enum {
    EASEL_IMAGE_FORMAT_UNKNOWN = 0,
    EASEL_IMAGE_FORMAT_PNG = 1,
    EASEL_IMAGE_FORMAT_JPEG = 2,
};

/// Result codes.
enum {
    /// Decoded completely.
    EASEL_IMAGE_OK = 0,
    /// The data ended (or broke) part way through the pixels: the rows decoded so far are in the
    /// output, the rest are transparent (PNG) or the codec's grey fill (JPEG). `message` says why.
    EASEL_IMAGE_PARTIAL = 1,
    /// Nothing usable: not a PNG or JPEG, a corrupt header, or a codec error before any pixel.
    EASEL_IMAGE_FAILED = 2,
};

/// What the header says.
typedef struct {
    int32_t format;        ///< EASEL_IMAGE_FORMAT_*
    uint32_t width;        ///< pixels
    uint32_t height;       ///< pixels
    int32_t interlaced;    ///< PNG Adam7 or progressive JPEG
    int32_t hasAlpha;      ///< an alpha channel or a tRNS chunk (PNG)
    int32_t bitDepth;      ///< bits per sample (PNG), 8 for JPEG
    int32_t colorType;     ///< PNG colour type, or JPEG's J_COLOR_SPACE
} easel_image_info;

/// The format the first bytes announce (PNG signature, JPEG SOI marker), without validating more.
int32_t easel_image_sniff(const uint8_t *data, size_t length);

/// Reads the header of a PNG or JPEG image in memory: libpng's png_read_info (IHDR and the chunks
/// before the first IDAT), libjpeg's jpeg_read_header. Returns EASEL_IMAGE_OK or
/// EASEL_IMAGE_FAILED with the codec's message in `message` (NUL-terminated, truncated to
/// `capacity`).
int32_t easel_image_read_info(const uint8_t *data, size_t length, easel_image_info *info,
                              char *message, size_t capacity);

/// The size of the output of `easel_image_decode` with the given integer downsampling `factor`:
/// ceil(width / factor) × ceil(height / factor).
void easel_image_output_size(const easel_image_info *info, uint32_t factor,
                             uint32_t *outWidth, uint32_t *outHeight);

/// Decodes into `output` (outWidth × outHeight × 4 bytes from easel_image_output_size, zeroed by
/// the caller): RGBA, 8 bits per channel, premultiplied alpha, rows top to bottom without padding.
/// With `factor` > 1 each output pixel is the average of a factor × factor block of source pixels
/// (premultiplied before averaging); only one source row is held at a time, except for interlaced
/// PNGs, which are then sampled from their last Adam7 pass (every odd row, at full width).
/// Returns EASEL_IMAGE_OK, EASEL_IMAGE_PARTIAL or EASEL_IMAGE_FAILED (with `message`).
int32_t easel_image_decode(const uint8_t *data, size_t length, uint32_t factor,
                           uint8_t *output, uint32_t outWidth, uint32_t outHeight,
                           char *message, size_t capacity);

/// Decodes a PNG at full size into `output` (width × height × 4 bytes, from the header) as
/// straight RGBA, 8 bits per channel: the file's own values, not premultiplied, for comparing
/// pictures pixel by pixel. Returns as easel_image_decode does.
int32_t easel_png_decode_straight(const uint8_t *data, size_t length, uint8_t *output,
                                  uint32_t width, uint32_t height, char *message, size_t capacity);

/// The byte order of the pixels `easel_jpeg_encode` reads; the fourth byte is skipped.
enum {
    EASEL_JPEG_INPUT_RGBX = 0,
    /// Cairo's ARGB32 on a little-endian machine.
    EASEL_JPEG_INPUT_BGRX = 1,
};

/// Encodes `height` rows of `width` pixels (4 bytes each in `order`, rows `stride` bytes apart) as
/// a baseline JPEG of libjpeg `quality` (1–100, clamped). Premultiplied pixels with their alpha
/// skipped are the picture over black, which is what a JPEG of a transparent picture shows. On
/// success returns EASEL_IMAGE_OK and sets `*output` (free it with `easel_jpeg_free`) and
/// `*length`; otherwise EASEL_IMAGE_FAILED with `message`.
int32_t easel_jpeg_encode(const uint8_t *pixels, int32_t order, uint32_t width, uint32_t height, size_t stride,
                          int32_t quality, uint8_t **output, size_t *length, char *message, size_t capacity);

void easel_jpeg_free(uint8_t *output);

#endif
