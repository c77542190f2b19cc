import Foundation
import Synchronization
import Testing
@testable import EaselText

/// Font loading, registration, lookup by name, diagnostics and glyph outlines.
@Suite struct FontRegistryTests {
    let registry = FontRegistry.shared

    @Test func systemFontResolvesToBundledInter() {
        let text = registry.face(for: .body)
        #expect(text.familyName == "Inter")
        #expect(text.fileURL.lastPathComponent == "Inter-roman.var.ttf")
        #expect(text.variationCoordinates == ["wght": 400])
        // Display cut from 20 pt; weight on the wght axis; italic file.
        #expect(registry.face(for: .title3).familyName == "Inter Display")
        #expect(registry.face(for: FontDescription(size: 19.9)).familyName == "Inter")
        #expect(registry.face(for: .headline).variationCoordinates == ["wght": 600])
        #expect(registry.face(for: FontDescription(size: 17, weight: 1000)).variationCoordinates == ["wght": 900])
        #expect(registry.face(for: FontDescription(size: 17, italic: true)).fileURL.lastPathComponent == "Inter-italic.var.ttf")
        #expect(registry.face(for: FontDescription(size: 28, italic: true)).fileURL.lastPathComponent == "InterDisplay-italic.var.ttf")
        #expect(registry.face(for: .body) === registry.face(for: .body))
    }

    /// §1.3 table below 20 pt, +5/1000 em for Display from 20 pt, nothing for named fonts.
    @Test func trackingRule() {
        #expect(registry.resolve(.body).tracking == -0.026 * 17)
        #expect(registry.resolve(.caption).tracking == 0)
        #expect(registry.resolve(.caption2).tracking == 0.006 * 11)
        let tracking15pt5: CGFloat = -0.018 * 15.5
        #expect(abs(registry.resolve(FontDescription(size: 15.5)).tracking - (tracking15pt5)) <= 1e-9)
        #expect(registry.resolve(FontDescription(size: 4)).tracking == 0.041 * 4)
        #expect(registry.resolve(.title2).tracking == 0.005 * 22)
        #expect(registry.resolve(FontDescription(family: .named("M PLUS 1"), size: 17)).tracking == 0)
    }

    @Test func registeringTheBundledFontsGivesTheirFamilies() throws {
        let urls = registry.bundledFontURLs
        #expect(urls.count == 5)
        #expect(try registry.register(fileAt: urls[4]) == ["M PLUS 1"])
        #expect(try registry.register(fileAt: urls[2]) == ["Inter Display"])
    }

    @Test func namedFontsAreFoundByFamilyPostScriptAndFullName() {
        for name in ["M PLUS 1", "m plus 1", "MPLUS1-Regular", "M PLUS 1 Regular"] {
            #expect(registry.face(for: FontDescription(family: .named(name), size: 17)).familyName == "M PLUS 1", "\(name)")
        }
        // A registered variable font takes the weight on its axis.
        #expect(registry.face(for: FontDescription(family: .named("Inter Display"), size: 17, weight: 700)).variationCoordinates == ["wght": 700])
    }

    @Test func systemFontsThroughFontconfig() throws {
        let face = registry.face(for: FontDescription(family: .named("DejaVu Sans"), size: 17, weight: 700))
        try #require(face.familyName.hasPrefix("DejaVu"), "needs fonts-dejavu-core (scripts/dependencies.txt)")
        #expect(face.fileURL.lastPathComponent == "DejaVuSans-Bold.ttf")
        let result = layout("Hello", font: FontDescription(family: .named("DejaVu Sans"), size: 17))
        #expect(result.lines[0].runs[0].face.familyName == "DejaVu Sans")
        // DejaVu's own hhea: 1901/483 per 2048 em.
        #expect(abs(result.size.height - (ceilPixel(17 * (1901 + 483) / 2048))) <= 1e-9)
    }

    @Test func unknownFamilyFallsBackWithADiagnostic() {
        let name = "No Such Family \(UUID().uuidString)"
        let result = layout("Hello", font: FontDescription(family: .named(name), size: 17))
        #expect(familyNames(result) == ["Inter"])
        #expect(abs(result.lines[0].width - (38.4789)) <= 0.01)     // the default font, tracking and all
        #expect(TextDiagnostics.shared.recent().contains { $0.kind == .unknownFontFamily && $0.family == name })
    }

    @Test func missingFileThrowsNamingTheFile() {
        let url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)/Missing.ttf")
        #expect(throws: FontError.fileNotFound(url)) { try registry.register(fileAt: url) }
        do {
            try registry.register(fileAt: url)
        } catch {
            #expect("\(error)".contains(url.path))
        }
        #expect(TextDiagnostics.shared.recent().contains { $0.kind == .missingFontFile && $0.fileURL == url })
    }

    @Test func corruptFileThrowsNamingTheFileAndTextFallsBack() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Corrupt-\(UUID().uuidString).ttf")
        try Data("this is not a font at all".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var thrown: Error?
        do { try registry.register(fileAt: url) } catch { thrown = error }
        let error = try #require(thrown as? FontError)
        guard case .corruptFile(let where_, _) = error else {
            Issue.record("expected corruptFile, got \(error)")
            return
        }
        #expect(where_.path == url.path)
        #expect(error.description.contains(url.lastPathComponent))
        #expect(TextDiagnostics.shared.recent().contains { $0.kind == .corruptFontFile && $0.fileURL?.path == url.path })
        // Nothing was registered under the file's name: text asking for it gets the default font.
        let result = layout("Hello", font: FontDescription(family: .named(url.deletingPathExtension().lastPathComponent), size: 17))
        #expect(familyNames(result) == ["Inter"])
        // An empty file and a directory are refused too.
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("Empty-\(UUID().uuidString).otf")
        try Data().write(to: empty)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: FontError.self) { try registry.register(fileAt: empty) }
        #expect(throws: FontError.self) { try registry.register(fileAt: FileManager.default.temporaryDirectory) }
    }

    @Test func diagnosticsHandlerSeesReports() {
        let seen = Seen()
        TextDiagnostics.shared.setHandler { seen.add($0) }
        defer { TextDiagnostics.shared.setHandler(nil) }
        let url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).otf")
        _ = try? registry.register(fileAt: url)
        #expect(seen.all.contains { $0.fileURL == url })
    }

    @Test func glyphOutlinesAreInPointsYDown() throws {
        let face = registry.face(for: .body)
        let glyph = try #require(face.glyph(for: "H"))
        let path = face.glyphOutline(glyph, size: 17)
        #expect(path.first.map { if case .move = $0 { true } else { false } } == true)
        #expect(path.last == .closeSubpath)
        let ys = path.flatMap(Self.points).map(\.y)
        // Inter's H: from the baseline up to the cap height, 2048 of 2816 units (fontTools: yMax 2048).
        #expect(abs(ys.max()! - (0)) <= 1e-9)
        #expect(abs(ys.min()! - (-17 * 2048 / 2816)) <= 1e-9)
        #expect(path.contains { if case .line = $0 { true } else { false } })
        // Weight changes outlines: a bold H has a wider stem, so its outline differs.
        let bold = registry.face(for: FontDescription(size: 17, weight: 700))
        #expect(bold.glyphOutline(glyph, size: 17) != path)
        // TrueType outlines are quadratic; M+ (CFF) is cubic.
        #expect(path.contains { if case .quadCurve = $0 { true } else { false } } || face.glyphOutline(face.glyph(for: "O")!, size: 17).contains { if case .quadCurve = $0 { true } else { false } })
        let mplus = registry.face(for: FontDescription(family: .named("M PLUS 1"), size: 17))
        #expect(mplus.glyphOutline(mplus.glyph(for: "あ")!, size: 17).contains { if case .curve = $0 { true } else { false } })
        // Bad sizes and glyph ids give empty outlines.
        #expect(face.glyphOutline(glyph, size: .nan).isEmpty)
        #expect(face.glyphOutline(999_999, size: 17).isEmpty)
    }

    static func points(_ element: PathElement) -> [CGPoint] {
        switch element {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let p, let c): return [p, c]
        case .curve(let p, let c1, let c2): return [p, c1, c2]
        case .closeSubpath: return []
        }
    }
}

/// Collects diagnostics from another thread.
final class Seen: Sendable {
    private let storage = Mutex<[TextDiagnostic]>([])
    func add(_ diagnostic: TextDiagnostic) { storage.withLock { $0.append(diagnostic) } }
    var all: [TextDiagnostic] { storage.withLock { $0 } }
}
