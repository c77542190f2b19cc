#ifndef C_PREFETCH_H
#define C_PREFETCH_H

/// Asks the processor to start loading the `lines` 64-byte cache lines from `address` into its
/// caches, for reading, without waiting for them (a hint: it changes no value and may be
/// ignored). Swift has no prefetch of its own; this is the compiler's `__builtin_prefetch`.
static inline void easel_prefetch(const void *address, int lines) {
    for (int line = 0; line < lines; line++) {
        __builtin_prefetch((const char *)address + 64 * line, 0, 3);
    }
}

#endif
