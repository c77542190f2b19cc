// A narrow C interface to Debian's ICU for EaselText.
//
// Why a wrapper: Foundation on Linux carries its own copy of ICU's headers (module _FoundationICU), and
// Clang refuses to import the system's ICU headers into the same Swift module (UErrorCode differs), and
// ICU's versioned entry-point macros (ubrk_open -> ubrk_open_72) cannot be imported into Swift at all.
// So only plain C types cross this boundary; icu.c includes ICU's headers.
#ifndef EASEL_CICU_H
#define EASEL_CICU_H

#include <stdint.h>

/// Writes the UTF-16 offsets of the line-break opportunities (UAX #14) of `text` into `offsets`,
/// in increasing order, ending with `length`. `hard` receives 1 where the break is mandatory.
/// Returns how many offsets there are, or -1 on an ICU error. When `capacity` is too small,
/// returns the number needed and writes nothing.
int32_t easel_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                          int32_t *offsets, uint8_t *hard, int32_t capacity);

#endif
