#ifndef C_STACK_SWITCH_H
#define C_STACK_SWITCH_H

#include <stddef.h>

/// Calls `body(context)` on this thread with a stack of `size` bytes, and returns when it
/// returns. The stack is reserved, committed only as it is used, with a guard page below it; the
/// thread keeps it for its next call, releases all but its top megabyte after each, and gives it
/// back when it ends. The thread stays the same, so whatever identifies it (the dispatch queue it
/// drains, its thread-local storage, the Swift actor it runs) stays too; only the stack is larger.
/// A call made while already on such a stack, or when none can be reserved, runs `body` on the
/// current stack. `body` must return normally (no longjmp out of it).
void easel_run_on_large_stack(size_t size, void (*body)(void *), void *context);

/// How many bytes of the calling thread's large stack are in memory (0 if it has none): what a
/// thread keeps after its layouts, for tests.
size_t easel_large_stack_resident_bytes(void);

/// How many times the calling thread asked the system whether its large stack was used below its
/// top megabyte: after a run long enough to have gone that deep, and after every 64th run
/// whatever its length. For tests.
size_t easel_large_stack_residency_checks(void);

#endif
