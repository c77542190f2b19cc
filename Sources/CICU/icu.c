#include "CICU.h"
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/uscript.h>
#include <unicode/utf16.h>
#include <unicode/unumberformatter.h>
#include <unicode/ulistformatter.h>
#include <unicode/ustring.h>
#include <unicode/upluralrules.h>
#include <stdio.h>

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

int32_t easel_grapheme_boundaries(const uint16_t *text, int32_t length, uint8_t *isBoundary) {
    memset(isBoundary, 0, (size_t)length + 1);
    if (length == 0) {
        isBoundary[0] = 1;
        return 0;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_CHARACTER, "", (const UChar *)text, length, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        return -1;
    }
    int32_t count = 0;
    isBoundary[0] = 1;
    for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE; offset = ubrk_next(iterator)) {
        isBoundary[offset] = 1;
        count += 1;
    }
    ubrk_close(iterator);
    return count;
}

int32_t easel_bidi_levels(const uint16_t *text, int32_t length, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) {
        return -1;
    }
    ubidi_setPara(bidi, (const UChar *)text, length, UBIDI_DEFAULT_LTR, NULL, &status);
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return -1;
    }
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status) || (resolved == NULL && length > 0)) {
        ubidi_close(bidi);
        return -1;
    }
    if (length > 0) {
        memcpy(levels, resolved, (size_t)length);
    }
    int32_t paragraphLevel = ubidi_getParaLevel(bidi) & 1;
    ubidi_close(bidi);
    return paragraphLevel;
}

int32_t easel_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visualToLogical) {
    if (count <= 0) {
        return 0;
    }
    ubidi_reorderVisual((const UBiDiLevel *)levels, count, visualToLogical);
    return 0;
}

int32_t easel_scripts(const uint16_t *text, int32_t length, uint32_t *tags) {
    int32_t index = 0;
    while (index < length) {
        int32_t start = index;
        UChar32 scalar;
        U16_NEXT(text, index, length, scalar);
        UErrorCode status = U_ZERO_ERROR;
        UScriptCode code = uscript_getScript(scalar, &status);
        if (U_FAILURE(status)) {
            code = USCRIPT_UNKNOWN;
        }
        const char *name = uscript_getShortName(code);
        uint32_t tag = 0x5A7A7A7A; /* 'Zzzz' */
        if (name != NULL && strlen(name) == 4) {
            tag = ((uint32_t)(uint8_t)name[0] << 24) | ((uint32_t)(uint8_t)name[1] << 16) |
                  ((uint32_t)(uint8_t)name[2] << 8) | (uint32_t)(uint8_t)name[3];
        }
        for (int32_t unit = start; unit < index; unit++) {
            tags[unit] = tag;
        }
    }
    return 0;
}

int32_t easel_format_durations(const char *locale, const double *values, const char *const *units, int32_t count,
                               uint16_t *out, int32_t capacity) {
    enum { maximumParts = 8, partCapacity = 128 };
    if (count <= 0 || count > maximumParts) {
        return -1;
    }
    UChar parts[maximumParts][partCapacity];
    const UChar *pointers[maximumParts];
    int32_t lengths[maximumParts];
    for (int32_t index = 0; index < count; index++) {
        char skeleton[96];
        snprintf(skeleton, sizeof skeleton, "measure-unit/duration-%s unit-width-full-name", units[index]);
        UChar wide[96];
        u_charsToUChars(skeleton, wide, (int32_t)strlen(skeleton) + 1);
        UErrorCode status = U_ZERO_ERROR;
        UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(wide, -1, locale, &status);
        UFormattedNumber *result = unumf_openResult(&status);
        unumf_formatDouble(formatter, values[index], result, &status);
        lengths[index] = unumf_resultToString(result, parts[index], partCapacity, &status);
        unumf_closeResult(result);
        unumf_close(formatter);
        if (U_FAILURE(status) || lengths[index] >= partCapacity) {
            return -1;
        }
        pointers[index] = parts[index];
    }
    UErrorCode status = U_ZERO_ERROR;
    UListFormatter *list = ulistfmt_openForType(locale, ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, &status);
    int32_t length = ulistfmt_format(list, pointers, lengths, count, (UChar *)out, capacity, &status);
    ulistfmt_close(list);
    if (status == U_BUFFER_OVERFLOW_ERROR) {
        return length;
    }
    return U_FAILURE(status) ? -1 : length;
}

void *easel_plural_rules_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status)) {
        return NULL;
    }
    return rules;
}

int32_t easel_plural_rules_select(const void *rules, double number, char *out, int32_t capacity) {
    UChar keyword[16];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uplrules_select((const UPluralRules *)rules, number, keyword, 16, &status);
    if (U_FAILURE(status) || length >= capacity || length >= 16) {
        return -1;
    }
    u_UCharsToChars(keyword, out, length);
    out[length] = 0;
    return length;
}
