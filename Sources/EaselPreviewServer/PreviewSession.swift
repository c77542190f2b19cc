import EaselPreviews
import Foundation

/// What `easel preview` keeps while it runs: the user's files, watched; the preview program built
/// from them, running, with each preview's state; and where things stand (building, ready, or
/// failed with the compiler's words), numbered so that the page knows when to redraw.
///
/// Files are polled four times a second, by content, not modification time: an editor that saves
/// twice in a second, or a save that changes nothing, is seen as it is. A change rebuilds the
/// program (only the user's files compile: Easel is built into the cache once) and starts it
/// anew; until it is ready, the old program goes on answering.
public final class PreviewSession: @unchecked Sendable {
    // @unchecked: `state` and `contents` are under `lock`; builds run one at a time on `buildQueue`.
    public enum Status: String, Sendable {
        case building, ready, failed
    }

    public struct State: Sendable {
        /// Goes up by one each time anything below changes.
        public var version = 0
        public var status = Status.building
        /// What went wrong (the compiler's messages, a deleted file), or nil.
        public var message: String?
        /// The previews' names, in the files' order.
        public var previews: [String] = []
        /// What the files ask for that Easel can't do as iOS does (`PreviewSource.notes`), shown
        /// with every preview's diagnostics.
        public var notes: [String] = []
    }

    public let files: [URL]
    /// A view to show instead of the previews (`--view TypeName`).
    let viewName: String?
    /// The drawing options, as JSON (see `_PreviewProgram`).
    let configuration: String
    private let build: PreviewBuild
    private let lock = NSLock()
    private var current = State()
    private var process: PreviewProcess?
    private var lastContents: [Data?]?
    private let buildQueue = DispatchQueue(label: "easel.preview.build")
    private var timer: DispatchSourceTimer?
    /// Where this session keeps its copies of the program (a build for another file must not
    /// overwrite the one running).
    private let folder: URL
    private var programNumber = 0

    public init(files: [URL], viewName: String? = nil, configuration: String, build: PreviewBuild) throws {
        self.files = files
        self.viewName = viewName
        self.configuration = configuration
        self.build = build
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        timer?.cancel()
        process?.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    public var state: State { lock.withLock { current } }

    /// Builds the files once, then watches them.
    public func start() {
        let timer = DispatchSource.makeTimerSource(queue: buildQueue)
        timer.schedule(deadline: .now(), repeating: .milliseconds(250))
        timer.setEventHandler { [weak self] in self?.checkFiles() }
        self.timer = timer
        timer.resume()
    }

    /// Stops watching and ends the program.
    public func stop() {
        timer?.cancel()
        lock.withLock { process }?.stop()
    }

    /// Waits until the state's version is past `version` (or `timeout` seconds pass) and returns
    /// the state.
    public func state(after version: Int, timeout: Double) async -> State {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let state = self.state
            if state.version > version { return state }
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
        return state
    }

    /// Sends a request to the running program (see `_PreviewProgram.serve`), off the caller's
    /// thread: the program may take a moment to draw.
    public func send(_ request: [String: Any]) async throws -> [String: Any] {
        guard let process = lock.withLock({ process }) else { throw PreviewSessionError.notReady(state) }
        let box = JSONBox(request)
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<JSONBox, any Error>) in
            DispatchQueue.global().async {
                do { continuation.resume(returning: JSONBox(try process.send(box.object))) } catch { continuation.resume(throwing: error) }
            }
        }.object
    }

    private func update(_ change: (inout State) -> Void) {
        lock.withLock {
            change(&current)
            current.version += 1
        }
    }

    /// On `buildQueue`: rebuilds when any file's bytes changed since last time.
    private func checkFiles() {
        let contents = files.map { try? Data(contentsOf: $0) }
        guard contents != lastContents else { return }
        lastContents = contents
        let missing = zip(files, contents).filter { $0.1 == nil }.map(\.0.path)
        guard missing.isEmpty else {
            update {
                $0.status = .failed
                $0.message = "\(missing.joined(separator: ", ")) can't be read: deleted, moved or renamed? The preview comes back when the file is saved again."
            }
            return
        }
        update { $0.status = .building; $0.message = nil }
        do {
            let (program, previews, notes) = try makeProgram()
            let started = try PreviewProcess(program: program, configuration: configuration)
            let old = lock.withLock { () -> PreviewProcess? in
                let old = process
                process = started
                return old
            }
            old?.stop()
            update { $0.status = .ready; $0.previews = previews; $0.notes = notes; $0.message = nil }
        } catch {
            update { $0.status = .failed; $0.message = "\(error)" }
        }
    }

    /// Builds the program from the files as they are now and copies it into this session's folder;
    /// returns the copy, the previews' names and the files' notes.
    private func makeProgram() throws -> (URL, [String], [String]) {
        let sources = try files.enumerated().map { try PreviewSource(url: $0.element, index: $0.offset) }
        var previews = PreviewSource.previews(of: sources)
        if let viewName { previews = [PreviewSource.Preview(name: viewName, expression: "\(viewName)()")] }
        guard !previews.isEmpty else { throw PreviewBuildError.noPreviews(files.map(\.lastPathComponent)) }
        programNumber += 1
        // Each program in a folder of its own, with the project's resources (see `ProjectResources`).
        let assets = ProjectAssets(forFiles: files)
        let copy = try build.withExclusiveAccess {
            try build.prepare(sources, previews: previews, assets: assets)
            try build.build(sources: sources)
            return try ProjectResources(forFiles: files).placeProgram(build.programURL, in: folder.appendingPathComponent("program-\(programNumber)"))
        }
        // The copy before this one belongs to the program that is about to stop.
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("program-\(programNumber - 2)"))
        return (copy, previews.map(\.name), sources.flatMap(\.notes) + assets.appFontProblems)
    }
}

public enum PreviewSessionError: Error, CustomStringConvertible {
    case notReady(PreviewSession.State)

    public var description: String {
        switch self {
        case let .notReady(state):
            state.status == .building ? "The previews are being built." : (state.message ?? "The previews aren't ready.")
        }
    }
}

/// A JSON object handed between threads (JSONSerialization's objects are not changed once made).
struct JSONBox: @unchecked Sendable {
    let object: [String: Any]
    init(_ object: [String: Any]) { self.object = object }
}
