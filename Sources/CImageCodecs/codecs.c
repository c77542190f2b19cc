// Dispatch by format.
#include "CImageCodecs.h"
#include "sink.h"

int32_t easel_png_read_info(const uint8_t *data, size_t length, easel_image_info *info, char *message, size_t capacity);
int32_t easel_png_decode(const uint8_t *data, size_t length, uint32_t factor, uint8_t *output,
                         uint32_t outWidth, uint32_t outHeight, char *message, size_t capacity);
int32_t easel_jpeg_read_info(const uint8_t *data, size_t length, easel_image_info *info, char *message, size_t capacity);
int32_t easel_jpeg_decode(const uint8_t *data, size_t length, uint32_t factor, uint8_t *output,
                          uint32_t outWidth, uint32_t outHeight, char *message, size_t capacity);

int32_t easel_image_sniff(const uint8_t *data, size_t length) {
    static const uint8_t png[8] = { 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A };
    if (length >= 8) {
        int isPNG = 1;
        for (int i = 0; i < 8; i++) if (data[i] != png[i]) isPNG = 0;
        if (isPNG) return EASEL_IMAGE_FORMAT_PNG;
    }
    if (length >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF) return EASEL_IMAGE_FORMAT_JPEG;
    return EASEL_IMAGE_FORMAT_UNKNOWN;
}

int32_t easel_image_read_info(const uint8_t *data, size_t length, easel_image_info *info,
                              char *message, size_t capacity) {
    info->format = EASEL_IMAGE_FORMAT_UNKNOWN;
    info->width = info->height = 0;
    switch (easel_image_sniff(data, length)) {
    case EASEL_IMAGE_FORMAT_PNG: return easel_png_read_info(data, length, info, message, capacity);
    case EASEL_IMAGE_FORMAT_JPEG: return easel_jpeg_read_info(data, length, info, message, capacity);
    default:
        easel_copy_message(message, capacity, "not a PNG or JPEG image");
        return EASEL_IMAGE_FAILED;
    }
}

void easel_image_output_size(const easel_image_info *info, uint32_t factor,
                             uint32_t *outWidth, uint32_t *outHeight) {
    if (factor < 1) factor = 1;
    *outWidth = (uint32_t)(((uint64_t)info->width + factor - 1) / factor);
    *outHeight = (uint32_t)(((uint64_t)info->height + factor - 1) / factor);
}

int32_t easel_image_decode(const uint8_t *data, size_t length, uint32_t factor,
                           uint8_t *output, uint32_t outWidth, uint32_t outHeight,
                           char *message, size_t capacity) {
    easel_copy_message(message, capacity, "");
    switch (easel_image_sniff(data, length)) {
    case EASEL_IMAGE_FORMAT_PNG: return easel_png_decode(data, length, factor, output, outWidth, outHeight, message, capacity);
    case EASEL_IMAGE_FORMAT_JPEG: return easel_jpeg_decode(data, length, factor, output, outWidth, outHeight, message, capacity);
    default:
        easel_copy_message(message, capacity, "not a PNG or JPEG image");
        return EASEL_IMAGE_FAILED;
    }
}
