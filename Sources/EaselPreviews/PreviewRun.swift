import Foundation

/// What one run of the preview program printed, preview by preview.
///
/// The program prints a marker line before drawing each preview (`_PreviewProgram.startMarker`),
/// then what it wrote. A preview that traps ends the program: SwiftUI's own views trap on some
/// mistakes (a missing `environmentObject` is a fatal error in SwiftUI too, and in Xcode's
/// previews that preview alone fails), and so may the user's code. Whoever runs the program then
/// knows from the last marker which preview failed, and runs it again from the next one
/// (`PreviewBuild.runProgram`), so that one preview's failure doesn't cost the others.
struct PreviewRun {
    static let markerPrefix = "\u{1E}easel-preview "

    /// One preview's part of the output: its index, its name, and the lines printed after its
    /// marker (what it wrote, or the error that ended the program).
    struct Part {
        let index: Int
        let name: String
        var lines: [String] = []
    }

    /// What was printed before the first marker (nothing, unless the program failed to start).
    private(set) var preamble: [String] = []
    private(set) var parts: [Part] = []

    init(output: String) {
        for line in output.components(separatedBy: "\n") {
            if line.hasPrefix(Self.markerPrefix) {
                let fields = line.dropFirst(Self.markerPrefix.count).split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
                if let index = fields.first.flatMap({ Int($0) }) {
                    parts.append(Part(index: index, name: fields.count > 1 ? String(fields[1]) : ""))
                    continue
                }
            }
            if parts.isEmpty {
                preamble.append(line)
            } else {
                parts[parts.count - 1].lines.append(line)
            }
        }
    }

    /// The configuration (JSON) with the first preview to draw set to `first`.
    static func configuration(_ json: String, first: Int) throws -> String {
        var object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
        object["first"] = first
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
}

/// A preview the program couldn't draw, and what it said.
public struct PreviewFailure: Equatable, Sendable {
    public let name: String
    public let message: String
}
