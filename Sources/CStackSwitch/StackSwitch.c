#define _GNU_SOURCE
#include "CStackSwitch.h"

#include <pthread.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

// makecontext passes int arguments only: the body and its context go through this thread-local,
// read by the trampoline on the new stack before anything else runs there.
struct call {
    void (*body)(void *);
    void *context;
};

static _Thread_local struct call *pending;
static _Thread_local int on_large_stack;

// How long a run must take for the stack to have been used below its warm part, and how many
// runs go between checks whatever their length (see `easel_run_on_large_stack`).
static const long long deep_run_nanoseconds = 100000;
static const unsigned checked_runs = 64;
static _Thread_local unsigned runs_since_check;
static _Thread_local size_t residency_checks;

// Each thread keeps its stack for its next layout: reserving and unmapping one per call, and
// faulting its pages in again each time, cost more than the layout of a small tree. The stack is
// given back when the thread ends.
struct stack {
    void *base;
    size_t size;
};

static _Thread_local struct stack kept;
static pthread_key_t release_key;
static pthread_once_t release_once = PTHREAD_ONCE_INIT;

static void release(void *pointer) {
    struct stack *stack = pointer;
    munmap(stack->base, stack->size);
    stack->base = NULL;
}

static void make_release_key(void) {
    pthread_key_create(&release_key, release);
}

static void *stack_of_size(size_t size) {
    if (kept.base != NULL && kept.size == size) return kept.base;
    if (kept.base != NULL) munmap(kept.base, kept.size);
    kept.base = NULL;
    void *base = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (base == MAP_FAILED) return NULL;
    // The lowest page faults instead of letting an overflow write over other memory.
    mprotect(base, (size_t)sysconf(_SC_PAGESIZE), PROT_NONE);
    kept.base = base;
    kept.size = size;
    pthread_once(&release_once, make_release_key);
    pthread_setspecific(release_key, &kept);
    return base;
}

static void trampoline(void) {
    struct call *call = pending;
    call->body(call->context);
    // Returning resumes `uc_link`: the caller's context, saved by swapcontext below.
}

void easel_run_on_large_stack(size_t size, void (*body)(void *), void *context) {
    void *stack = on_large_stack ? NULL : stack_of_size(size);
    ucontext_t caller, callee;
    if (stack == NULL || getcontext(&callee) != 0) {
        body(context);
        return;
    }
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    callee.uc_stack.ss_sp = (char *)stack + page;
    callee.uc_stack.ss_size = size - page;
    callee.uc_link = &caller;
    makecontext(&callee, trampoline, 0);
    struct call call = { body, context };
    pending = &call;
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    on_large_stack = 1;
    int switched = swapcontext(&caller, &callee) == 0;
    on_large_stack = 0;
    if (!switched) body(context);
    clock_gettime(CLOCK_MONOTONIC, &end);
    long long elapsed = (long long)(end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec);
    // Memory a deep tree's layout touched below the stack's top megabyte goes back to the system,
    // so that a thread that once laid out a deep tree doesn't keep it; the top stays warm for the
    // next layout. Only when the work went that deep: the stack grows down a page at a time, so
    // it did if the page just below the warm part is in memory. Releasing the whole gigabyte
    // after each shallow layout walked its page tables: 6 % of updating one row of a large screen.
    //
    // Asking the system costs a call into the kernel (1.5 µs, 3 % of updating one row of a
    // 1,000-row screen, which runs twice), so it is asked only after a run that may have gone
    // that deep: one that wrote more than a megabyte of stack made thousands of calls, each with
    // its frame, far more than `deep_run_nanoseconds` of work (a view's resolution, measurement
    // and placement take hundreds of nanoseconds). Every `checked_runs`th run asks anyway, so
    // that whatever ran deep faster than that is given back soon after too.
    size_t warm = (size_t)1 << 20;
    runs_since_check += 1;
    if (size > warm + 2 * page && (elapsed >= deep_run_nanoseconds || runs_since_check >= checked_runs)) {
        runs_since_check = 0;
        residency_checks += 1;
        char *below_warm = (char *)stack + size - warm - page;
        unsigned char resident = 1;
        if (mincore(below_warm, page, &resident) != 0 || (resident & 1)) {
            madvise((char *)stack + page, size - warm - page, MADV_DONTNEED);
        }
    }
}

size_t easel_large_stack_residency_checks(void) {
    return residency_checks;
}

size_t easel_large_stack_resident_bytes(void) {
    if (kept.base == NULL) return 0;
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t pages = kept.size / page;
    unsigned char *residency = malloc(pages);
    if (residency == NULL || mincore(kept.base, kept.size, residency) != 0) {
        free(residency);
        return 0;
    }
    size_t resident = 0;
    for (size_t index = 0; index < pages; index++) {
        if (residency[index] & 1) resident += page;
    }
    free(residency);
    return resident;
}

