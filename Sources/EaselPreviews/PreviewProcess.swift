import Foundation

/// A preview program (see `PreviewBuild`) running in `--serve` mode: it keeps each preview's
/// state while it runs, and answers requests one JSON line at a time (see
/// `_PreviewProgram.serve`). One request is in flight at a time; callers on several threads
/// take turns.
public final class PreviewProcess: @unchecked Sendable {
    // @unchecked: every use of the pipes and the buffer is under `lock`.
    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private let lock = NSLock()
    private var buffer = Data()
    /// What the program wrote on standard error (its own prints, the user's `print`s), newest last.
    private let errors = PreviewLog()

    /// Starts `program` with the drawing options (JSON, as `easel render` gives them).
    public init(program: URL, configuration: String) throws {
        process.executableURL = program
        process.arguments = ["--serve", configuration]
        process.environment = PreviewBuild.programEnvironment
        process.standardInput = input
        process.standardOutput = output
        let errorPipe = Pipe()
        process.standardError = errorPipe
        let log = errors
        errorPipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil } else { log.append(data) }
        }
        try process.run()
    }

    deinit { stop() }

    /// Whether the program is still running.
    public var isRunning: Bool { process.isRunning }

    /// Ends the program (closing its input ends its loop; it is killed if it lingers).
    public func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Sends `request` and waits for the answer. Throws when the program has ended (a crash in the
    /// user's code, say), with what it last wrote on standard error.
    public func send(_ request: [String: Any]) throws -> [String: Any] {
        try lock.withLock {
            guard process.isRunning else { throw ended() }
            var line = try JSONSerialization.data(withJSONObject: request)
            line.append(0x0A)
            do {
                try input.fileHandleForWriting.write(contentsOf: line)
            } catch {
                throw ended()
            }
            while true {
                if let newline = buffer.firstIndex(of: 0x0A) {
                    let answer = buffer[buffer.startIndex..<newline]
                    buffer.removeSubrange(buffer.startIndex...newline)
                    guard let object = try JSONSerialization.jsonObject(with: answer) as? [String: Any] else {
                        throw PreviewProcessError.unreadableAnswer(String(decoding: answer.prefix(200), as: UTF8.self))
                    }
                    return object
                }
                let data = output.fileHandleForReading.availableData
                guard !data.isEmpty else { throw ended() }
                buffer.append(data)
            }
        }
    }

    private func ended() -> PreviewProcessError {
        if process.isRunning { process.waitUntilExit() }
        return .ended(status: process.terminationStatus, errors: errors.text)
    }
}

public enum PreviewProcessError: Error, CustomStringConvertible {
    case ended(status: Int32, errors: String)
    case unreadableAnswer(String)

    public var description: String {
        switch self {
        case let .ended(status, errors):
            "The preview program stopped (status \(status))" + (errors.isEmpty ? "." : ":\n\(errors)")
        case let .unreadableAnswer(text):
            "The preview program answered something that isn't JSON: \(text)"
        }
    }
}

/// The last 64 KB a program wrote, for error messages.
final class PreviewLog: @unchecked Sendable {
    // @unchecked: `data` is only touched under `lock`.
    private let lock = NSLock()
    private var data = Data()
    static let limit = 65_536

    func append(_ more: Data) {
        lock.withLock {
            data.append(more)
            if data.count > Self.limit { data = data.suffix(Self.limit) }
        }
    }

    var text: String {
        lock.withLock { String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
