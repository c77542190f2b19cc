import Foundation
import Testing
import EaselPreviews

/// `easel render FILE.swift` (issue #15): a user's own file, not part of the project, built
/// against this Easel and drawn preview by preview.
@Suite struct RenderFileTests {
    static let card = """
    import SwiftUI

    struct Badge: View {
        var title: String = "NEW"
        var body: some View {
            Text(title).font(.caption.bold()).padding(8).background(Capsule().fill(.orange))
        }
    }

    struct Badge_Previews: PreviewProvider {
        static var previews: some View { Badge() }
    }

    #Preview("Sale badge") {
        Badge(title: "SALE")
    }

    #Preview {
        VStack { Badge(); Badge(title: "HOT") }
    }
    """

    @Test func theCopyKeepsEveryLineWhereItWas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Badge.swift")
        try Self.card.write(to: file, atomically: true, encoding: .utf8)
        let source = try PreviewSource(url: file, index: 0)
        #expect(source.text.components(separatedBy: "\n").count == Self.card.components(separatedBy: "\n").count)
        #expect(source.text.hasPrefix("import Easel\n"))
        #expect(source.text.contains("let __easelPreview0_0 = _EaselPreviewValue(\"Sale badge\") {"))
        #expect(source.previews.map(\.name) == ["Sale badge", "Badge-2", "Badge_Previews"])
        #expect(PreviewSource.fileName("Sale badge, dark") == "Sale-badge-dark")
        #expect(PreviewSource.previewProviders(in: "struct A_Previews: PreviewProvider {}\nenum B: Equatable, PreviewProvider {") == ["A_Previews", "B"])
    }

    /// One test builds once (the first build compiles Easel into the cache; later ones only the
    /// file) and draws PNG, SVG and PDF, then a view by name, then a file that doesn't compile.
    @Test(.timeLimit(.minutes(30)))
    func rendersAUsersFileInEveryFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-user-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Badge.swift")
        try Self.card.write(to: file, atomically: true, encoding: .utf8)

        let png = try CommandTests.run(["render", file.path, "--out", folder.appendingPathComponent("png").path])
        #expect(png.status == 0, "\(png.output)\n\(png.errors)")
        for name in ["Sale-badge", "Badge-2", "Badge_Previews"] {
            let data = try Data(contentsOf: folder.appendingPathComponent("png/\(name).png"))
            #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(name)")
        }
        let svg = try CommandTests.run(["render", file.path, "--format", "svg", "--out", folder.appendingPathComponent("svg").path])
        #expect(svg.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("svg/Sale-badge.svg"), encoding: .utf8).hasPrefix("<svg"))
        let pdf = try CommandTests.run(["render", file.path, "--view", "Badge", "--format", "pdf", "--out", folder.appendingPathComponent("badge.pdf").path])
        #expect(pdf.status == 0, "\(pdf.output)\n\(pdf.errors)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("badge.pdf")).prefix(5) == Data("%PDF-".utf8))
        let tree = try CommandTests.run(["render", file.path, "--view", "Badge", "--layout"])
        #expect(tree.output.contains("Text(\"NEW\")"), "\(tree.output)")

        let broken = folder.appendingPathComponent("Broken.swift")
        try "import SwiftUI\n\nstruct Broken: View {\n    var body: some View { Text(\"x\").fontt(.title) }\n}\n\n#Preview { Broken() }\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        let failed = try CommandTests.run(["render", broken.path])
        #expect(failed.status != 0)
        #expect(failed.errors.contains("\(broken.path):4:"), "\(failed.errors)")
        #expect(failed.errors.contains("has no member 'fontt'"))
    }

    @Test func aFileWithoutPreviewsSaysWhatToDo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Plain.swift")
        try "import SwiftUI\nstruct Plain: View { var body: some View { Text(\"x\") } }\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try CommandTests.run(["render", file.path])
        #expect(run.status != 0)
        #expect(run.errors.contains("Plain.swift declare no #Preview or PreviewProvider. Add one, or name a view to draw with --view TypeName."))
        let missing = try CommandTests.run(["render", folder.appendingPathComponent("Nope.swift").path])
        #expect(missing.errors.contains("No such file"))
    }
}

/// The errors a new user meets first (issue #15, "smaller things"): each says what is wrong and
/// what to do.
@Suite struct FirstErrorsTests {
    @Test func aMisspelledSceneSuggestsTheNearest() throws {
        let run = try CommandTests.run(["render", "profile-cad"])
        #expect(run.status != 0)
        #expect(run.errors.contains("Unknown scene 'profile-cad'. Did you mean 'profile-card'?"), "\(run.errors)")
        #expect(!(try CommandTests.run(["render", "zzzzzzzzzz"]).errors.contains("Did you mean")))
    }

    @Test func aNegativeWidthIsSaidAsSuch() throws {
        let run = try CommandTests.run(["render", "profile-card", "--width", "-5"])
        #expect(run.errors.contains("--width must be a positive number of points."), "\(run.errors)")
    }

    @Test func aFolderAsOutReceivesThePicture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try CommandTests.run(["render", "profile-card", "--format", "svg", "--out", folder.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("profile-card.svg").path))
    }
}
