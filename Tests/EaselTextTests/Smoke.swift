import Testing
import Foundation
@testable import EaselText

@Test func explore() {
    let cases: [(String, FontDescription)] = [
        ("Hello", .body), ("The quick brown fox jumps over the lazy dog", .body), ("AVAST Wavy To. LT", .body),
        ("0123456789", FontDescription(size: 17, monospacedDigit: true)), ("Hello", .headline),
        ("Hello", FontDescription(size: 17, italic: true)), ("Hello", .largeTitle), ("Hello", FontDescription(size: 15.5)),
        ("日本語のテキスト", .body),
    ]
    for (text, font) in cases {
        let layout = TextEngine.layout(text, font: font, proposedWidth: nil, proposedHeight: nil)
        print(text, font.size, layout.size, layout.lines.map { String(format: "%.4f", Double($0.width)) }, layout.firstBaseline, layout.lastBaseline, layout.lines.first?.runs.map { $0.face.description } ?? [])
    }
    let text = "The quick brown fox jumps over the lazy dog"
    for w: CGFloat in [200, 100, 50, 0] {
        let layout = TextEngine.layout(text, font: .body, proposedWidth: w, proposedHeight: nil)
        print(w, layout.size, layout.lines.map(\.text))
    }
    for mode in [TruncationMode.tail, .head, .middle] {
        let layout = TextEngine.layout(text, font: .body, options: .init(lineLimit: 1, truncationMode: mode), proposedWidth: 150, proposedHeight: nil)
        print(mode, layout.size, layout.lines.map(\.text), layout.isTruncated)
    }
    print(TextDiagnostics.shared.recent())
}
