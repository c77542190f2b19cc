import ArgumentParser
import EaselFuzzing
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `easel fuzz`: lays out and draws random view trees and reports every tree that breaks an
/// invariant (`TreeCheck`), with its seed, its Swift source and a shrunk one.
///
/// Trees run in worker processes (this command run with `--worker`), so that a tree that crashes
/// the process or hangs is reported like any other: the worker announces each seed before it
/// starts it, and the parent, seeing a worker die or fall silent, knows which tree did it, shrinks
/// it by checking candidates each in a process of its own (`--check-sample`), and starts a new
/// worker after it.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Lay out and draw random view trees; report any that crash, hang, give NaN or infinite frames, or relay out differently."
    )

    @Option(help: "The first seed.")
    var seed: UInt64 = 0

    @Option(help: "How many trees (seeds) to check.")
    var count = 1_000

    @Option(help: "Worker processes to run at once.")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Only lay out; don't draw PNG, SVG and PDF.")
    var noDrawing = false

    @Option(help: "At most this many smaller trees are checked while shrinking a failing one.")
    var shrinkBudget = 1_500

    @Option(help: "A tree taking longer than this many seconds counts as hung.")
    var hangSeconds = 120.0

    @Option(help: "Also write each failure as a line of JSON to this file.")
    var out: String?

    @Flag(help: .hidden)
    var worker = false

    @Option(help: .hidden)
    var checkSample: String?

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must not be negative.") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1.") }
        guard hangSeconds > 0 else { throw ValidationError("--hang-seconds must be positive.") }
    }

    func run() throws {
        if let checkSample {
            let sample = try RandomTreeReport.value(RandomTreeSample.self, fromJSON: checkSample)
            Foundation.exit(TreeCheck.failures(of: sample, drawing: !noDrawing).isEmpty ? 0 : 1)
        }
        if worker {
            runWorker()
            return
        }
        try FuzzSupervisor(options: self).run()
    }

    /// Checks the seeds in order, announcing each before it starts it.
    private func runWorker() {
        for offset in 0..<UInt64(count) {
            let seed = self.seed &+ offset
            writeLine("begin \(seed)")
            let sample = RandomTreeGenerator.sample(seed: seed)
            if let report = RandomTreeReport.check(sample, drawing: !noDrawing, shrinkBudget: shrinkBudget, progress: { writeLine("alive") }),
               let json = try? RandomTreeReport.json(report) {
                writeLine("fail \(json)")
            }
        }
        writeLine("done")
    }
}

/// Writes a line to standard output at once, so that a parent reading it sees it before a crash.
func writeLine(_ line: String) {
    var text = line
    text.append("\n")
    text.withCString { pointer in
        var remaining = strlen(pointer)
        var cursor = pointer
        while remaining > 0 {
            let written = write(STDOUT_FILENO, cursor, remaining)
            if written <= 0 { return }
            remaining -= written
            cursor += written
        }
    }
}
