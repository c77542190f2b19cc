import Foundation

/// Running the tasks `.task` modifiers start.
extension ViewHost {
    /// Whether state changed since the last layout, or tasks wait to run: what the host would do
    /// on its next frame.
    package var hasPendingWork: Bool {
        store.updates.invalidations.hasPending || !lifecycle.pendingTasks.isEmpty
    }

    /// Runs the tasks that `.task` modifiers started (views that appeared, `id`s that changed),
    /// each to its end, then renders; tasks that the new render starts run too, for at most
    /// `maximumLifecycleRenders` rounds. SwiftUI runs them alongside the display; a host runs them
    /// when asked, so that a picture can be taken before (the first frame) and after.
    /// - Throws: `ViewHostError.taskTimedOut` when a task has not ended after `timeout` seconds;
    ///   it is cancelled.
    public func runTasks(timeout: TimeInterval = 10) throws {
        var rounds = 0
        while !lifecycle.pendingTasks.isEmpty, rounds < Self.maximumLifecycleRenders {
            for task in lifecycle.takePendingTasks() {
                try ViewHost.run(task, timeout: timeout)
            }
            update()
            rounds += 1
        }
    }

    /// Runs the tasks as `runTasks(timeout:)` does, awaiting them instead of blocking: from the
    /// main actor (a `@MainActor` test), tasks that need the main actor (a main-actor view model's
    /// `refresh()`) run while this waits, as they do in an app.
    nonisolated(nonsending) public func runTasks(timeout: TimeInterval = 10) async throws {
        var rounds = 0
        while !lifecycle.pendingTasks.isEmpty, rounds < Self.maximumLifecycleRenders {
            for task in lifecycle.takePendingTasks() {
                // The task runs on the host's own executor, not the shared pool (whose threads may
                // all be blocked, as in a test suite) nor forced onto the main actor: a task whose
                // body is main-actor isolated (a file built with the main actor as its default
                // isolation) hops there while this awaits, and any other task runs whatever the
                // main actor is doing. Its end or a timer on a dispatch queue resumes this,
                // whichever comes first.
                let work = UncheckedTask(task)
                let ended = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                    let race = TaskRace(continuation)
                    race.task = Task(executorPreference: HostTaskExecutor.shared) { await work.action(); race.finish(true) }
                    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { race.finish(false) }
                }
                if !ended { throw ViewHostError.taskTimedOut(seconds: timeout) }
            }
            update()
            rounds += 1
        }
    }

    /// Runs an asynchronous action to its end on another thread while this one waits (so nothing
    /// else touches the state meanwhile), for at most `timeout` seconds.
    ///
    /// The task prefers an executor of its own (`HostTaskExecutor`), not the shared cooperative
    /// threads: the thread waiting here may be one of those (a test, a server handler), and with
    /// all of them waiting the task would never run.
    private static func run(_ action: @escaping () async -> Void, timeout: TimeInterval) throws {
        let finished = DispatchSemaphore(value: 0)
        let work = UncheckedTask(action)
        let task = Task(executorPreference: HostTaskExecutor.shared) {
            await work.action()
            finished.signal()
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            task.cancel()
            throw ViewHostError.taskTimedOut(seconds: timeout)
        }
    }
}

/// A task's action handed to the thread that runs it while the host waits: only one thread uses
/// it at a time.
private struct UncheckedTask: @unchecked Sendable {
    let action: () async -> Void

    init(_ action: @escaping () async -> Void) {
        self.action = action
    }
}

/// Where a host's tasks run: a queue of Dispatch's own threads, apart from Swift's cooperative
/// pool.
final class HostTaskExecutor: TaskExecutor {
    static let shared = HostTaskExecutor()
    private let queue = DispatchQueue(label: "Easel.ViewHost.tasks", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async {
            job.runSynchronously(on: executor)
        }
    }
}

/// A task racing its timeout: the first to finish resumes the waiting caller; a timeout cancels
/// the task.
private final class TaskRace: @unchecked Sendable {
    // @unchecked: `continuation` and `task` are only touched under `lock`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Bool, Never>?
    private var pendingTask: Task<Void, Never>?

    init(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation = continuation
    }

    var task: Task<Void, Never>? {
        get { lock.withLock { pendingTask } }
        set { lock.withLock { pendingTask = newValue } }
    }

    /// Resumes the caller with `ended`, once; when the timeout comes first, the task is cancelled.
    func finish(_ ended: Bool) {
        let (waiting, task) = lock.withLock { () -> (CheckedContinuation<Bool, Never>?, Task<Void, Never>?) in
            defer { continuation = nil }
            return (continuation, pendingTask)
        }
        guard let waiting else { return }
        if !ended { task?.cancel() }
        waiting.resume(returning: ended)
    }
}
