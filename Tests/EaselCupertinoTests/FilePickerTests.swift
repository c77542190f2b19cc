import Testing
import Foundation
@testable import Easel

/// A plain-text document, as Apple's document-based app template writes it.
private struct NoteDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String) {
        self.text = text
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct Importer: View {
    @State private var importing = false
    @State private var exporting = false
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Button("Import") { importing = true }
            Button("Export") { exporting = true }
            Text(log.joined(separator: "; ")).id("log")
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.pdf, .image], allowsMultipleSelection: true) { result in
            switch result {
            case let .success(urls): log.append("picked " + urls.map(\.lastPathComponent).joined(separator: ","))
            case let .failure(error): log.append("failed \(error)")
            }
        } onCancellation: {
            log.append("cancelled")
        }
        .fileExporter(isPresented: $exporting, document: NoteDocument(text: "Hello, file"), contentType: .plainText, defaultFilename: "Note") { result in
            log.append("saved " + ((try? result.get().lastPathComponent) ?? "nothing"))
        }
    }
}

/// File importers and exporters: presented as iOS's document browser is, in a large sheet left
/// empty with a diagnostic, and answered by a host as a person would.
@Suite struct FilePickerTests {
    @Test func anImporterIsAnEmptyLargeSheetThatSaysSo() {
        let view = Color.blue.id("screen").fileImporter(isPresented: .constant(true), allowedContentTypes: [.pdf]) { _ in }
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        #expect(layout.root.name == "Presentations")
        #expect(layout.diagnostics == ["fileImporter: iOS's document browser, which lists the person's files, isn't drawn: its sheet is left empty. A ViewHost answers it with chooseFiles(_:), saveFile(to:) or cancelFilePicker()."])
        // Not presented, nothing is said.
        #expect(ViewLayout(of: Color.blue.fileImporter(isPresented: .constant(false), allowedContentTypes: [.pdf]) { _ in }, on: .iPhone15Pro).diagnostics.isEmpty)
        // An exporter without a document isn't presented (Apple: both must be set).
        let noDocument: NoteDocument? = nil
        #expect(ViewLayout(of: Color.blue.fileExporter(isPresented: .constant(true), document: noDocument, contentType: .plainText) { _ in }, on: .iPhone15Pro).diagnostics.isEmpty)
    }

    @Test func aHostPicksFilesOfTheAllowedTypes() throws {
        let host = ViewHost(Importer())
        try host.tap("Import")
        #expect(throws: ViewHostError.fileNotAllowed("notes.txt", allowed: ["com.adobe.pdf", "public.image"])) {
            try host.chooseFiles([URL(fileURLWithPath: "/tmp/notes.txt")])
        }
        try host.chooseFiles([URL(fileURLWithPath: "/tmp/report.pdf"), URL(fileURLWithPath: "/tmp/photo.JPG")])
        #expect(host.layout.storage.texts(inSubtreeOf: 0).last == "picked report.pdf,photo.JPG")
        // The sheet closed with the pick: nothing is presented to answer now.
        #expect(throws: ViewHostError.self) { try host.cancelFilePicker() }
        try host.tap("Import")
        try host.cancelFilePicker()
        #expect(host.layout.storage.texts(inSubtreeOf: 0).last == "picked report.pdf,photo.JPG; cancelled")
    }

    @Test func aHostSavesTheExportedDocument() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FilePickerTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = ViewHost(Importer())
        try host.tap("Export")
        // The importer's answer doesn't fit the exporter.
        #expect(throws: ViewHostError.self) { try host.chooseFiles([]) }
        // Picking a folder saves under the default name, with the type's extension.
        try host.saveFile(to: folder)
        #expect(try String(contentsOf: folder.appendingPathComponent("Note.txt"), encoding: .utf8) == "Hello, file")
        #expect(host.layout.storage.texts(inSubtreeOf: 0).last == "saved Note.txt")
    }

    @Test func severalDocumentsAndTransferableItemsAreSaved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FilePickerTests-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var saved: [URL] = []
        let documents = ViewHost(Color.blue.fileExporter(isPresented: .constant(true), documents: [NoteDocument(text: "one"), NoteDocument(text: "two")],
                                                         contentType: .plainText) { saved = (try? $0.get()) ?? [] })
        try documents.saveFile(to: folder)
        #expect(saved.map(\.lastPathComponent) == ["Untitled.txt", "Untitled 2.txt"])
        #expect(try String(contentsOf: folder.appendingPathComponent("Untitled 2.txt"), encoding: .utf8) == "two")

        var url: URL?
        let item = ViewHost(Color.blue.fileExporter(isPresented: .constant(true), item: "Plain words", defaultFilename: "Words") { url = try? $0.get() })
        try item.saveFile(to: folder)
        // A string exports as UTF-8 plain text, whose type names no extension of its own.
        #expect(url?.lastPathComponent == "Words")
        #expect(try String(contentsOf: folder.appendingPathComponent("Words"), encoding: .utf8) == "Plain words")
    }

    @Test func fileWrappersReadAndWriteFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileWrapper-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrapper = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data("A".utf8))])
        #expect(wrapper.addRegularFile(withContents: Data("B".utf8), preferredFilename: "a.txt") == "a 2.txt")
        try wrapper.write(to: folder)
        let read = try FileWrapper(url: folder)
        #expect(read.isDirectory)
        #expect(read.fileWrappers?.keys.sorted() == ["a 2.txt", "a.txt"])
        #expect(read.fileWrappers?["a 2.txt"]?.regularFileContents == Data("B".utf8))
        #expect(throws: CocoaError.self) { try FileWrapper(url: folder.appendingPathComponent("missing")) }
    }
}
