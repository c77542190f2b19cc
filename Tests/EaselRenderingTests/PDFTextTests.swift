import Easel
import Foundation
import Testing
@testable import EaselRendering

/// PDF output carries its text (issue #14): fonts embedded, text extractable.
@Suite struct PDFTextTests {
    /// `pdftotext` (poppler-utils, installed by the project's setup) on `pdf`, in its default
    /// reading order or a `mode` (`-raw`: the content stream's order; `-layout`: the page's).
    func extractedText(_ pdf: Data, mode: String? = nil) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("text.pdf")
        try pdf.write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pdftotext"] + (mode.map { [$0] } ?? []) + [file.path, "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "pdftotext failed")
        return String(decoding: data, as: UTF8.self)
    }

    @Test func textInEveryScriptAndWeightIsExtracted() throws {
        let receipt = VStack(alignment: .leading, spacing: 8) {
            Text("Receipt #4521").font(.title.bold())
            Text("Flat white, oat milk")
            Text("Total: $4.50").font(.headline)
            Text("你好，世界")
            Text("مرحبا بالعالم")
            Text("let total = 42").font(.system(.body, design: .monospaced))
        }
        .padding()
        let pdf = try ImageRenderer(content: receipt).pdfData()
        let text = try extractedText(pdf)
        for line in ["Receipt #4521", "Flat white, oat milk", "Total: $4.50", "你好，世界", "let total = 42"] {
            #expect(text.contains(line), "\(line) in \(text)")
        }
        // Arabic comes out in logical order (poppler adds direction marks around it).
        #expect(text.unicodeScalars.filter { $0.properties.generalCategory != .format }.map(String.init).joined().contains("مرحبا بالعالم"), "\(text)")
        // The fonts are in the file, all as TrueType subsets: Inter's instances made static by
        // HarfBuzz, the others from their files. No Type 3 font, whose size readers must guess.
        let bytes = String(decoding: pdf, as: UTF8.self)
        #expect(!bytes.contains("/Type3"))
        #expect(bytes.contains("+Inter") && bytes.contains("NotoSansCJK") && bytes.contains("DejaVuSansMono"))
    }

    @Test func mixedStylesInALineKeepTheirOrder() throws {
        let line = Text("**Bold**, *italic*, `code` and plain.").padding()
        let pdf = try ImageRenderer(content: line).pdfData()
        // One line, in order, in pdftotext's reading-order analysis (its default), in its layout
        // mode and in the content stream's order. (When Inter's instances were Type 3 fonts,
        // pdftotext's default mode put "Bold,", "italic," and the rest in three paragraphs.)
        let lines = try extractedText(pdf).split(whereSeparator: { $0.isNewline || $0 == "\u{0C}" })
        #expect(lines == ["Bold, italic, code and plain."])
        #expect(try extractedText(pdf, mode: "-layout").contains("Bold, italic, code and plain."))
        #expect(try extractedText(pdf, mode: "-raw").contains("Bold, italic, code and plain."))
    }

    @Test func pngAndSvgAreUnchanged() throws {
        // Only PDF draws text as text: the PNG's glyphs are the same masks as before.
        let view = Text("Same").font(.title).padding()
        let png = try ImageRenderer(content: view).pngData()
        let again = try ImageRenderer(content: view).pngData()
        #expect(png == again)
        #expect(try !ImageRenderer(content: view).svg().contains("<text"))
    }
}
