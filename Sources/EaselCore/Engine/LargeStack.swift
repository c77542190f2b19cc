import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread with a large stack and waits for it.
///
/// Resolving, measuring and placing a view tree recurse once per level of nesting, and users may
/// nest views thousands deep (recursive views, long modifier chains). A secondary thread's default
/// stack (often 512 KiB, 8 MiB for the main thread) would overflow; this one reserves
/// `stackSize` of address space, which the system only backs with memory as it is used.
package enum LargeStack {
    package static let stackSize = 1 << 30

    package static func run<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        withoutActuallyEscaping(body) { body in
            execute(Job { result = body() })
        }
        return result!
    }

    /// Runs the job on a new thread with a large stack and waits for it to finish.
    private static func execute(_ job: Job) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let unmanaged = Unmanaged.passRetained(job)
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { pointer in
            Unmanaged<Job>.fromOpaque(pointer!).takeRetainedValue().work()
            return nil
        }, unmanaged.toOpaque())
        guard status == 0 else {
            // No thread could be made (resource limits): do the work here, with this stack.
            unmanaged.release()
            job.work()
            return
        }
        pthread_join(thread, nil)
    }

    private final class Job: @unchecked Sendable {
        // Handed to exactly one thread, which the caller joins before going on.
        let work: () -> Void

        init(_ work: @escaping () -> Void) {
            self.work = work
        }
    }
}
