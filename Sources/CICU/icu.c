#include "CICU.h"
#include <unicode/ubrk.h>

int32_t easel_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                          int32_t *offsets, uint8_t *hard, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        return -1;
    }
    int32_t count = 0;
    for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE; offset = ubrk_next(iterator)) {
        if (count < capacity) {
            offsets[count] = offset;
            hard[count] = ubrk_getRuleStatus(iterator) >= UBRK_LINE_HARD ? 1 : 0;
        }
        count += 1;
    }
    ubrk_close(iterator);
    return count;
}
