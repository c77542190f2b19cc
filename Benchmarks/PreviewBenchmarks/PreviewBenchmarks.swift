import Benchmark
import EaselPreviews
import Foundation

// `easel render FILE.swift` after an edit (issue #15: at most 5 s for a 200-line file on this
// machine): the file is copied into the cached preview package, compiled (only it: Easel is
// built once, before the measurement) and its previews drawn to PNG. Each iteration edits a
// string in the file, as a person saving a change does.

/// A 200-line SwiftUI file: a settings screen and cards, with two previews.
func userFile(edit: Int) -> String {
    var lines = ["import SwiftUI", ""]
    for index in 0..<14 {
        lines += [
            "struct Card\(index): View {",
            "    var title = \"Card \(index) — edit \(edit)\"",
            "    var body: some View {",
            "        VStack(alignment: .leading, spacing: 8) {",
            "            Text(title).font(.headline)",
            "            Text(\"Subtitle of card \(index)\").foregroundStyle(.secondary)",
            "            HStack { Image(systemName: \"star.fill\"); Spacer(); Text(\"\\(\(index)) pts\") }",
            "        }",
            "        .padding()",
            "        .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.1)))",
            "    }",
            "}",
            "",
        ]
    }
    lines += ["struct Screen: View {", "    @State private var on = true", "    var body: some View {", "        NavigationStack {", "            Form {"]
    for index in 0..<14 { lines.append("                Card\(index)()") }
    lines += ["                Toggle(\"Notifications\", isOn: $on)", "            }", "            .navigationTitle(\"Cards\")", "        }", "    }", "}", ""]
    lines += ["#Preview(\"Screen\") { Screen() }", "", "#Preview(\"One card\") { Card0() }"]
    return lines.joined(separator: "\n") + "\n"
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .milliseconds,
        maxDuration: .seconds(300),
        maxIterations: 5
    )

    Benchmark("Render a 200-line file after an edit (compile, link, draw two previews)") { benchmark in
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-preview-benchmark")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Cards.swift")
        let build = try PreviewBuild()
        let configuration = #"{"folder": "\#(folder.path)", "format": "png", "scale": 2, "dark": false, "rightToLeft": false, "frames": false}"#
        func render(edit: Int) throws {
            try userFile(edit: edit).write(to: file, atomically: true, encoding: .utf8)
            let source = try PreviewSource(url: file, index: 0)
            try build.prepare([source], previews: source.previews)
            try build.build(sources: [source])
            _ = try build.runProgram(configuration: configuration)
        }
        try render(edit: 0)   // the first build of Easel into the cache, not measured
        for iteration in benchmark.scaledIterations {
            benchmark.startMeasurement()
            try render(edit: iteration + 1)
            benchmark.stopMeasurement()
        }
    }
}
