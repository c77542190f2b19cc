import Testing
import Foundation
@testable import Easel

/// A `ToolbarContent` of the user's own reads the environment of the view its toolbar is on, as
/// in SwiftUI: its `@EnvironmentObject` is found (it trapped, "No ObservableObject of type Notes
/// found": the body was read when `.toolbar { }` was called, outside any environment), and its
/// `@Environment` values are the view's.
@Suite struct ToolbarContentEnvironmentTests {
    final class Notes: ObservableObject {
        @Published var items = ["Apple", "Banana"]
    }

    struct NotesCount: ToolbarContent {
        @EnvironmentObject var notes: Notes
        var body: some ToolbarContent {
            ToolbarItem(placement: .topBarTrailing) {
                Text("\(notes.items.count) notes")
            }
        }
    }

    struct StatusItems: ToolbarContent {
        @Environment(\.locale) private var locale
        var body: some ToolbarContent {
            ToolbarItem(placement: .topBarLeading) { Text("Locale: \(locale.identifier)") }
            NotesCount()
        }
    }

    private func texts(_ layout: ViewLayout) -> [String] {
        layout.nodes(named: "Text").compactMap(\.layoutNode.textContent)
    }

    @Test func anEnvironmentObjectIsFoundByToolbarContent() {
        let view = NavigationStack {
            Color.clear.navigationTitle("Notes").toolbar { NotesCount() }
        }.environmentObject(Notes())
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        #expect(texts(layout).contains("2 notes"))
    }

    @Test func environmentValuesAreTheViews() {
        let view = NavigationStack {
            Color.clear.navigationTitle("Status").toolbar { StatusItems() }
        }
        .environment(\.locale, Locale(identifier: "fr"))
        .environmentObject(Notes())
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        #expect(texts(layout).contains("Locale: fr"))
        // Content inside content is connected too.
        #expect(texts(layout).contains("2 notes"))
    }

    /// In a host, the toolbar follows the object as it changes.
    @Test @MainActor func aHostsToolbarFollowsTheObject() throws {
        let notes = Notes()
        let host = ViewHost(NavigationStack {
            Color.clear.navigationTitle("Notes").toolbar { NotesCount() }
        }.environmentObject(notes), on: .iPhone15Pro)
        #expect(texts(host.layout).contains("2 notes"))
        notes.items.append("Cherry")
        host.update()
        #expect(texts(host.layout).contains("3 notes"))
    }
}
