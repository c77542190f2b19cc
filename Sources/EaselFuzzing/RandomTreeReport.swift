import Foundation

/// A failing tree as `easel fuzz` reports it: the seed, what failed, the tree as Swift, and the
/// smallest tree shrinking found that fails the same way.
public struct RandomTreeReport: Codable, Sendable {
    public var sample: RandomTreeSample
    public var failures: [TreeCheck.Failure]
    public var shrunk: RandomTreeSample?
    public var shrunkFailures: [TreeCheck.Failure]
    public var shrinkChecks: Int

    public init(sample: RandomTreeSample, failures: [TreeCheck.Failure], shrunk: RandomTreeSample? = nil, shrunkFailures: [TreeCheck.Failure] = [], shrinkChecks: Int = 0) {
        self.sample = sample
        self.failures = failures
        self.shrunk = shrunk
        self.shrunkFailures = shrunkFailures
        self.shrinkChecks = shrinkChecks
    }

    /// Checks a sample and, when it fails, shrinks it to a small sample failing in the same way
    /// (a failure of the same kind). Nil when the sample passes.
    /// `progress` is called before each smaller tree is checked (shrinking can take a while).
    public static func check(_ sample: RandomTreeSample, drawing: Bool = true, shrinkBudget: Int = 1_500, progress: () -> Void = {}) -> RandomTreeReport? {
        let failures = TreeCheck.failures(of: sample, drawing: drawing)
        guard let kind = failures.first?.kind else { return nil }
        var report = RandomTreeReport(sample: sample, failures: failures)
        guard shrinkBudget > 0 else { return report }
        let (shrunk, checks) = TreeShrinker.shrink(sample, budget: shrinkBudget) { candidate in
            progress()
            return TreeCheck.failures(of: candidate, drawing: drawing).contains { $0.kind == kind }
        }
        report.shrunk = shrunk
        report.shrunkFailures = TreeCheck.failures(of: shrunk, drawing: drawing)
        report.shrinkChecks = checks
        return report
    }

    /// The report for people: seed, canvases, failures, and both trees as Swift.
    public var text: String {
        var lines = ["seed \(sample.seed), in \(TreeCheck.describe(sample.canvas)), then \(TreeCheck.describe(sample.otherCanvas)) and back\(TreeCheck.describe(safeArea: sample.safeAreaInsets)):"]
        lines += failures.map { "  \($0)" }
        lines.append("  the tree (\(sample.tree.viewCount) views):")
        lines += indented(sample.tree.swiftSource)
        if let shrunk {
            lines.append("  shrunk in \(shrinkChecks) checks to \(shrunk.tree.viewCount) views, in \(TreeCheck.describe(shrunk.canvas)), then \(TreeCheck.describe(shrunk.otherCanvas))\(TreeCheck.describe(safeArea: shrunk.safeAreaInsets)):")
            lines += shrunkFailures.map { "  \($0)" }
            lines += indented(shrunk.tree.swiftSource)
        }
        return lines.joined(separator: "\n")
    }

    private func indented(_ source: String) -> [String] {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
    }

    /// JSON that keeps NaN and infinities (as strings), for passing samples between processes.
    public static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    public static func value<T: Decodable>(_ type: T.Type, fromJSON text: String) throws -> T {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(type, from: Data(text.utf8))
    }
}
