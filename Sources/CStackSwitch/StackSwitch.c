#define _GNU_SOURCE
#include "CStackSwitch.h"

#include <sys/mman.h>
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

static void trampoline(void) {
    struct call *call = pending;
    call->body(call->context);
    // Returning resumes `uc_link`: the caller's context, saved by swapcontext below.
}

void easel_run_on_large_stack(size_t size, void (*body)(void *), void *context) {
    if (on_large_stack) {
        body(context);
        return;
    }
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    void *stack = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (stack == MAP_FAILED) {
        body(context);
        return;
    }
    // The lowest page faults instead of letting an overflow write over other memory.
    mprotect(stack, page, PROT_NONE);
    ucontext_t caller, callee;
    struct call call = { body, context };
    if (getcontext(&callee) == 0) {
        callee.uc_stack.ss_sp = (char *)stack + page;
        callee.uc_stack.ss_size = size - page;
        callee.uc_link = &caller;
        makecontext(&callee, trampoline, 0);
        pending = &call;
        on_large_stack = 1;
        int switched = swapcontext(&caller, &callee) == 0;
        on_large_stack = 0;
        if (!switched) body(context);
    } else {
        body(context);
    }
    munmap(stack, size);
}
