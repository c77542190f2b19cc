import Testing
import Foundation
import Observation
@testable import Easel

/// Views real files reach for around lists and forms: @Bindable, TextEditor, AsyncImage,
/// ContentUnavailableView, ShareLink, a Settings scene.
@Suite struct EverydayViewsTests {
    @Observable final class Note {
        var title = "Groceries"
        var body = "Milk"
    }

    struct NoteEditor: View {
        @Bindable var note: Note
        var body: some View {
            VStack {
                TextField("Title", text: $note.title).id("title")
                TextEditor(text: $note.body).id("body").frame(height: 200)
            }
        }
    }

    @Test func bindablesAndTextEditors() throws {
        let note = Note()
        let host = ViewHost(NoteEditor(note: note), on: .iPhone15Pro)
        try host.type("Errands", intoID: "title")
        #expect(note.title == "Errands")
        try host.type("Milk, eggs", intoID: "body")
        #expect(note.body == "Milk, eggs")
        #expect(host.layout.description.contains("Text(\"Milk, eggs\")"))
        // The editor's text starts 5 pt in and 8 pt down from its top leading corner.
        let editor = try #require(host.layout.frame(id: "body"))
        let text = try #require(host.layout.nodes(named: "Text").first { $0.description.contains("Milk, eggs") }).frame
        #expect(abs(text.minX - (editor.minX + 5)) < 0.001 && abs(text.minY - (editor.minY + 8)) < 0.001, "\(text) in \(editor)")
    }

    @Test func asyncImagesShowTheirPlaceholderAndSaySo() {
        let layout = ViewLayout(of: AsyncImage(url: URL(string: "https://example.com/cat.png")).frame(width: 100, height: 80).id("image"), on: .iPhone15Pro)
        #expect(layout.nodes(named: "Color").contains { $0.frame.size == CGSize(width: 100, height: 80) })
        #expect(layout.diagnostics.contains { $0.hasPrefix("AsyncImage(url: https://example.com/cat.png) shows its placeholder") })
        let custom = ViewLayout(of: AsyncImage(url: nil) { $0.resizable() } placeholder: { ProgressView() }, on: .iPhone15Pro)
        #expect(custom.description.contains("ProgressView"))
        #expect(custom.diagnostics.isEmpty)
    }

    @Test func contentUnavailableViews() {
        let layout = ViewLayout(of: ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New messages appear here.")), on: .iPhone15Pro)
        let title = layout.nodes(named: "Text").first { $0.description.contains("No Mail") }?.frame
        // Centred in the safe area.
        #expect(title.map { abs($0.midX - 196.5) < 0.01 } == true)
        let search = ViewLayout(of: ContentUnavailableView.search(text: "kiwi"), on: .iPhone15Pro)
        #expect(search.description.contains("No Results for “kiwi”"))
        #expect(search.description.contains("Check the spelling or try a new search."))
    }

    @Test func shareLinksRecordWhatTheyShare() throws {
        let host = ViewHost(ShareLink(item: URL(string: "https://example.com/post/1")!), on: .iPhone15Pro)
        try host.tap("Share")
        try host.tap("Share")
        #expect(host.sharedItems == ["https://example.com/post/1", "https://example.com/post/1"])
        // The process-wide record has it too, among what other tests share meanwhile.
        #expect(ShareRecord.shared.contains("https://example.com/post/1"))
    }

    @Test func aShareLinkWithAPreviewAndALabelSharesItsItem() throws {
        let link = ShareLink(item: "Recipe 12", preview: SharePreview("Your recipe", image: Image(systemName: "photo"))) {
            Text("Compartilhar").padding().background(Color.pink)
        }
        let host = ViewHost(link, on: .iPhone15Pro)
        try host.tap("Compartilhar")
        #expect(host.sharedItems == ["Recipe 12"])
    }

    /// Hosts on several threads sharing at once lose nothing from the process-wide record (each
    /// tap appends under one lock, not a read and a write under two).
    @Test func sharesFromManyThreadsAreAllRecorded() {
        let item = "concurrent-\(UUID().uuidString)"
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let host = ViewHost(ShareLink("Share", item: item))
            for _ in 0..<50 { try? host.tap("Share") }
            #expect(host.sharedItems.count == 50)
        }
        #expect(ShareRecord.shared.filter { $0 == item }.count == 400)
    }

    struct MacApp: App {
        var body: some Scene {
            WindowGroup { Text("Main window") }
            Settings { Text("Preferences") }
        }
    }

    @MainActor @Test func settingsScenesDrawNoWindow() {
        let scene = MacApp().body
        #expect(windows(of: scene) == 1)
    }

    private func windows<S: Scene>(of scene: S) -> Int {
        S._windows(of: scene).count
    }
}
