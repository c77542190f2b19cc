import CStackSwitch
import Foundation

/// Runs work on a large stack, on the calling thread.
///
/// Resolving, measuring and placing a view tree recurse once per level of nesting, and users may
/// nest views thousands deep (recursive views, long modifier chains). A thread's own stack (often
/// 512 KiB for a secondary thread, 8 MiB for the main thread) would overflow; this one reserves
/// `stackSize` of address space, which the system only backs with memory as it is used.
///
/// The work stays on the calling thread, which only changes stacks (ucontext's `swapcontext`, in
/// `CStackSwitch`): code isolated to the main actor checks at run time, in Swift 6, that it runs
/// on the main actor's executor, so a body in a main-actor target that hands a closure to the
/// standard library (`items.filter { … }`) would trap on another thread, as it did when this ran
/// the work on a thread of its own.
package enum LargeStack {
    package static let stackSize = 1 << 30

    package static func run<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        withoutActuallyEscaping(body) { body in
            let job = Job { result = body() }
            let context = Unmanaged.passUnretained(job).toOpaque()
            easel_run_on_large_stack(stackSize, { context in
                Unmanaged<Job>.fromOpaque(context!).takeUnretainedValue().work()
            }, context)
            withExtendedLifetime(job) {}
        }
        return result!
    }

    private final class Job {
        let work: () -> Void

        init(_ work: @escaping () -> Void) {
            self.work = work
        }
    }
}
