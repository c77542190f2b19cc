import EaselFuzzing
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `easel fuzz`'s workers, one range of seeds each, and gathers what they report; turns a
/// worker that dies or falls silent into a report of the tree it was on.
final class FuzzSupervisor: @unchecked Sendable {
    // @unchecked: the mutable state below is only touched under `lock`.
    private let options: FuzzCommand
    private let executable: String
    private let lock = NSLock()
    private var reports: [RandomTreeReport] = []
    private var checked = 0
    private var lastProgress = Date()
    private let outFile: FileHandle?

    init(options: FuzzCommand) throws {
        self.options = options
        executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        if let out = options.out {
            _ = FileManager.default.createFile(atPath: out, contents: nil)
            guard let handle = FileHandle(forWritingAtPath: out) else {
                throw CommandError(description: "Could not write \(out).")
            }
            outFile = handle
        } else {
            outFile = nil
        }
    }

    func run() throws {
        let start = Date()
        let total = UInt64(options.count)
        let jobs = UInt64(max(1, min(options.jobs, max(1, options.count))))
        writeLine("Checking \(total) random trees from seed \(options.seed) in \(jobs) worker\(jobs == 1 ? "" : "s")\(options.noDrawing ? ", layout only" : ", drawing PNG, SVG and PDF")…")
        let group = DispatchGroup()
        var first = options.seed
        for job in 0..<jobs {
            let size = total / jobs + (job < total % jobs ? 1 : 0)
            let range = first..<(first &+ size)
            first = first &+ size
            DispatchQueue.global().async(group: group) { self.supervise(range) }
        }
        group.wait()
        let seconds = Date().timeIntervalSince(start)
        let kinds = Dictionary(grouping: reports.flatMap { $0.failures.map(\.kind.rawValue) }, by: { $0 }).mapValues(\.count)
        let breakdown = kinds.isEmpty ? "" : " (" + kinds.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
        writeLine("\(checked) trees checked in \(String(format: "%.1f", seconds)) s (\(String(format: "%.2f", seconds * 1000 / Double(max(checked, 1)))) ms a tree); \(reports.count) failed\(breakdown).")
        writeLine("\(checked - reports.count) passed, \(reports.count) failed")
        if !reports.isEmpty { throw ExitCodeError.failures }
    }

    enum ExitCodeError: Error, CustomStringConvertible {
        case failures
        var description: String { "Some trees failed; their seeds and sources are above." }
    }

    // MARK: One range of seeds

    private func supervise(_ seeds: Range<UInt64>) {
        var next = seeds.lowerBound
        while next < seeds.upperBound {
            let outcome = runWorker(from: next, count: seeds.upperBound - next)
            switch outcome.end {
            case .finished:
                return
            case let .crashed(message), let .hung(message):
                guard let seed = outcome.lastSeed else {
                    record(nil, note: "A worker failed before its first tree: \(message)")
                    return
                }
                let sample = RandomTreeGenerator.sample(seed: seed)
                let hung: Bool
                if case .hung = outcome.end { hung = true } else { hung = false }
                let failure = TreeCheck.Failure(kind: hung ? .hung : .crashed, message: message)
                var report = RandomTreeReport(sample: sample, failures: [failure])
                if !hung, options.shrinkBudget > 0 {
                    // Shrink a crash by checking each smaller tree in a process of its own.
                    let (shrunk, checks) = TreeShrinker.shrink(sample, budget: options.shrinkBudget) { candidate in
                        self.crashesInItsOwnProcess(candidate)
                    }
                    report.shrunk = shrunk
                    report.shrunkFailures = [failure]
                    report.shrinkChecks = checks
                }
                record(report)
                next = seed + 1
            }
        }
    }

    private enum WorkerEnd {
        case finished
        case crashed(String)
        case hung(String)
    }

    /// Runs a worker over `count` seeds from `first` until it finishes, dies or hangs.
    private func runWorker(from first: UInt64, count: UInt64) -> (end: WorkerEnd, lastSeed: UInt64?) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        var arguments = ["fuzz", "--worker", "--seed", "\(first)", "--count", "\(count)", "--shrink-budget", "\(options.shrinkBudget)"]
        if options.noDrawing { arguments.append("--no-drawing") }
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        let errorLog = FileManager.default.temporaryDirectory.appendingPathComponent("easel-fuzz-\(getpid())-\(first).log")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.standardError = try? FileHandle(forWritingTo: errorLog)
        defer { try? FileManager.default.removeItem(at: errorLog) }
        do {
            try process.run()
        } catch {
            return (.crashed("could not start a worker: \(error)"), nil)
        }
        var lastSeed: UInt64?
        var finished = false
        let inTime = readLines(from: output.fileHandleForReading.fileDescriptor, timeout: options.hangSeconds) { line in
            if line.hasPrefix("begin "), let seed = UInt64(line.dropFirst(6)) {
                if lastSeed != nil { self.countChecked() }
                lastSeed = seed
            } else if line.hasPrefix("fail "), let report = try? RandomTreeReport.value(RandomTreeReport.self, fromJSON: String(line.dropFirst(5))) {
                self.record(report)
            } else if line == "done" {
                if lastSeed != nil { self.countChecked() }
                finished = true
            }
        }
        if !inTime {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return (.hung("no answer within \(Int(options.hangSeconds)) s"), lastSeed)
        }
        process.waitUntilExit()
        if finished, process.terminationReason == .exit, process.terminationStatus == 0 {
            return (.finished, lastSeed)
        }
        let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        let how = process.terminationReason == .uncaughtSignal ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
        return (.crashed("the process died (\(how))" + crashSummary(log)), lastSeed)
    }

    /// Whether checking `sample` crashes a process of its own (a hang counts as not crashing).
    private func crashesInItsOwnProcess(_ sample: RandomTreeSample) -> Bool {
        guard let json = try? RandomTreeReport.json(sample) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["fuzz", "--check-sample", json] + (options.noDrawing ? ["--no-drawing"] : [])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch { return false }
        if exited.wait(timeout: .now() + options.hangSeconds) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
            return false
        }
        return process.terminationReason == .uncaughtSignal || !(0...1).contains(process.terminationStatus)
    }

    // MARK: Results

    private func countChecked() {
        lock.withLock {
            checked += 1
            if checked % 10_000 == 0 || Date().timeIntervalSince(lastProgress) > 60 {
                lastProgress = Date()
                writeLine("  \(checked) trees checked, \(reports.count) failed so far")
            }
        }
    }

    private func record(_ report: RandomTreeReport?, note: String? = nil) {
        lock.withLock {
            if let note { writeLine(note) }
            guard let report else { return }
            reports.append(report)
            if report.failures.contains(where: { $0.kind == .crashed || $0.kind == .hung }) {
                checked += 1
            }
            writeLine("✗ " + report.text)
            if let outFile, let json = try? RandomTreeReport.json(report) {
                outFile.write(Data((json + "\n").utf8))
            }
        }
    }
}

/// Reads lines from `descriptor` until its end, calling `body` with each; false when no byte came
/// for `timeout` seconds.
private func readLines(from descriptor: Int32, timeout: Double, _ body: (String) -> Void) -> Bool {
    var pending: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, Int32(min(timeout * 1000, Double(Int32.max))))
        if ready == 0 { return false }
        if ready < 0 {
            if errno == EINTR { continue }
            return true
        }
        let count = read(descriptor, &chunk, chunk.count)
        if count <= 0 { return true }
        pending.append(contentsOf: chunk[0..<count])
        var start = 0
        while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
            body(String(decoding: pending[start..<newline], as: UTF8.self))
            start = newline + 1
        }
        pending.removeFirst(start)
    }
}

/// The lines of a crash report that say what and where: the runtime's error, and the first frame
/// in Easel's code.
private func crashSummary(_ log: String) -> String {
    let lines = log.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let error = lines.first { $0.localizedCaseInsensitiveContains("fatal error") } ?? lines.first { $0.contains("Program crashed") } ?? lines.first { !$0.isEmpty }
    let frame = lines.first { $0.contains(" at /") && $0.contains("/Sources/") }
    let parts = [error, frame.map { "in " + $0 }].compactMap { $0 }
    return parts.isEmpty ? "" : ": " + parts.joined(separator: " ")
}
