import Testing
import Foundation
@testable import Easel

/// A navigation title, title mode or toolbar set by a view in a row that a `List`, `Form` or lazy
/// stack builds while laid out reaches the bar, as in SwiftUI (`LatePreferenceReader`).
@Suite struct RowPreferencesTests {
    private func title(_ text: String, in layout: ViewLayout) -> CGRect? {
        layout.nodes(named: "Text").first { $0.detail == "\"\(text)\"" }?.frame
    }

    @Test func aTitleSetInAFormRowReachesTheBar() throws {
        let layout = ViewLayout(of: NavigationStack {
            Form {
                Section("Book") {
                    Text("Title").navigationTitle("New Book")
                }
            }
        }, on: .iPhone15Pro)
        // Where the title set on the form itself goes: the large title under the bar (59 + 44),
        // 16 pt in.
        let reference = ViewLayout(of: NavigationStack {
            Form {
                Section("Book") { Text("Title") }
            }
            .navigationTitle("New Book")
        }, on: .iPhone15Pro)
        let frame = try #require(title("New Book", in: layout))
        #expect(frame == title("New Book", in: reference))
        #expect(frame.minX == 16 && frame.minY > 103 && frame.height > 40, "\(frame)")
        // The rows sit below the large title, as with the title set outside.
        #expect(title("Title", in: layout) == title("Title", in: reference))
    }

    @Test func aTitleModeAndToolbarSetInAListSectionReachTheBar() throws {
        func screen(inRow: Bool) -> ViewLayout {
            ViewLayout(of: NavigationStack {
                List {
                    Section {
                        Text("Row")
                    }
                    .modifier(Bars(applied: inRow))
                }
                .modifier(Bars(applied: !inRow))
            }, on: .iPhone15Pro)
        }
        struct Bars: ViewModifier {
            let applied: Bool
            func body(content: Content) -> some View {
                if applied {
                    content
                        .navigationTitle("Inbox")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                        }
                } else {
                    content
                }
            }
        }
        let layout = screen(inRow: true)
        let reference = screen(inRow: false)
        // Inline: in the bar (59 to 103), one line of 17 pt semibold; the button at its trailing end.
        let inline = try #require(title("Inbox", in: layout))
        #expect(inline == title("Inbox", in: reference))
        #expect(inline.minY > 59 && inline.maxY < 103, "\(inline)")
        let done = try #require(title("Done", in: layout))
        #expect(done == title("Done", in: reference))
        #expect(done.minX > 300 && done.maxY < 103, "\(done)")
        #expect(title("Row", in: layout) == title("Row", in: reference))
    }

    @Test func aTitleSetInALazyStackRowReachesTheBar() throws {
        struct Row: View {
            let index: Int
            var body: some View {
                if index == 1 {
                    Text("Row \(index)").navigationTitle("Lazy")
                } else {
                    Text("Row \(index)")
                }
            }
        }
        let layout = ViewLayout(of: NavigationStack {
            ScrollView {
                LazyVStack {
                    ForEach(0..<3, id: \.self) { Row(index: $0) }
                }
            }
        }, on: .iPhone15Pro)
        let frame = try #require(title("Lazy", in: layout))
        #expect(frame.minX == 16 && frame.minY > 103, "\(frame)")
        // The rows start below the large title.
        let first = try #require(title("Row 0", in: layout))
        #expect(first.minY > frame.maxY, "\(first)")
    }

    @Test func aRowThatIsNotShownSetsNothing() {
        // Rows far below the screen aren't built, as in SwiftUI, so row 200's title isn't read.
        let layout = ViewLayout(of: NavigationStack {
            List(0..<300, id: \.self) { index in
                Text("Row \(index)").navigationTitle(index == 200 ? "Far" : "Near \(index)")
            }
        }, on: .iPhone15Pro)
        #expect(title("Far", in: layout) == nil)
        #expect(title("Near 0", in: layout) != nil)
    }

    @Test func aHostKeepsTheRowTitleAcrossUpdates() throws {
        struct Screen: View {
            @State private var count = 0
            var body: some View {
                NavigationStack {
                    Form {
                        Button("Count \(count)") { count += 1 }
                            .navigationTitle("Counter \(count)")
                    }
                }
            }
        }
        let host = ViewHost(Screen(), on: .iPhone15Pro)
        #expect(title("Counter 0", in: host.layout) != nil)
        try host.tap("Count 0")
        #expect(title("Counter 1", in: host.layout) != nil)
        #expect(title("Counter 0", in: host.layout) == nil)
        // The host's picture after the update is the same as a fresh render of the same state.
        let fresh = ViewLayout(of: Screen(), on: .iPhone15Pro)
        #expect(title("Counter 0", in: fresh) != nil)
    }

    @Test func aRowsOwnStateChangesTheTitle() throws {
        // The row's state changes, not the screen's: the update keeps the navigation stack's
        // screen, whose reader is read again after layout.
        struct TitledRow: View {
            @State private var isOn = false
            var body: some View {
                Button(isOn ? "On" : "Off") { isOn.toggle() }
                    .navigationTitle(isOn ? "Title On" : "Title Off")
            }
        }
        let host = ViewHost(NavigationStack { List { TitledRow() } }, on: .iPhone15Pro)
        #expect(title("Title Off", in: host.layout) != nil)
        try host.tap("Off")
        #expect(title("Title On", in: host.layout) != nil)
        #expect(title("Title Off", in: host.layout) == nil)
        try host.tap("On")
        #expect(title("Title Off", in: host.layout) != nil)
    }

    @Test func aRelayoutThatBuildsRowsWithReadersEqualsAFirstLayout() {
        // Random tree 2,526,449, shrunk: the tab view in the list's row reads its content after
        // layout, but the row is built only at sizes where it shows. Laid out where it doesn't,
        // then again where it does, the views must be those of a first layout there.
        let view = List {
            Color.red
            TabView {
                LazyHStack {
                    ScrollView([.horizontal, .vertical]) { Color.red }
                }
                .tabItem { Label("Tab 0", systemImage: "star") }
            }
        }
        .listStyle(.grouped)
        let first = ViewLayout(of: view, in: CGSize(width: 100, height: 414))
        let back = ViewLayout(of: view, in: CGSize(width: 100, height: 414))
            .relayout(in: CGSize(width: 320, height: 0.001))
            .relayout(in: CGSize(width: 100, height: 414))
        #expect(back.description == first.description)
    }
}

