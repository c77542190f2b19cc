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

/// Marks the extended grapheme cluster boundaries (UAX #29) of `text`: `isBoundary` (length + 1
/// entries) receives 1 at every UTF-16 offset where a cluster starts, and at `length`.
/// Returns the number of clusters, or -1 on an ICU error.
int32_t easel_grapheme_boundaries(const uint16_t *text, int32_t length, uint8_t *isBoundary);

/// Runs the Unicode bidirectional algorithm (UAX #9) over one paragraph of `text`, with the
/// paragraph level taken from the first strong character (left-to-right when there is none).
/// `levels` (length entries) receives each UTF-16 unit's embedding level.
/// Returns the paragraph level (0 or 1), or -1 on an ICU error.
int32_t easel_bidi_levels(const uint16_t *text, int32_t length, uint8_t *levels);

/// Computes the visual order of `count` runs with embedding `levels` (UAX #9 rule L2):
/// `visualToLogical[i]` receives the logical index of the run shown i-th from the left.
/// Returns 0, or -1 on an ICU error.
int32_t easel_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visualToLogical);

/// Writes, for each UTF-16 unit of `text`, the ISO 15924 code of its character's script
/// (UAX #24 Script property) packed big-endian into 32 bits ('Latn' = 0x4C61746E).
/// Both units of a surrogate pair receive the same code. Common is 'Zyyy', Inherited 'Zinh'.
/// Returns 0, or -1 on an ICU error.
int32_t easel_scripts(const uint16_t *text, int32_t length, uint32_t *tags);

/// Formats durations in `locale`'s words, joined as a unit list: for example 2 hours and 23
/// minutes in en_US give "2 hours, 23 minutes". `units` are ICU's duration units ("year", "month",
/// "week", "day", "hour", "minute", "second"); at most 8. Writes UTF-16 into `out` and returns its
/// length (the length needed when `capacity` is too small), or -1 on an ICU error.
int32_t easel_format_durations(const char *locale, const double *values, const char *const *units, int32_t count,
                               uint16_t *out, int32_t capacity);

/// Opens CLDR's cardinal plural rules for `locale` ("en", "pt_BR", "ar"); NULL on an ICU error.
/// The rules are never closed by Easel: one per language, kept for the process.
void *easel_plural_rules_open(const char *locale);

/// Writes the plural category of `number` under `rules` ("zero", "one", "two", "few", "many" or
/// "other") into `out`, NUL-terminated. Returns its length, or -1 on an ICU error.
int32_t easel_plural_rules_select(const void *rules, double number, char *out, int32_t capacity);

#endif
