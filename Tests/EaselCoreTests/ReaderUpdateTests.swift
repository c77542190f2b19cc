@testable import EaselCore
import Easel
import Foundation
import Testing

/// A changed view inside the content of a view that reads its content while resolving it (a
/// preference reader, a navigation stack reading its screen's title and toolbar) is updated in
/// place from a view inside that content: the reader, holding a changed view, is walked and reads
/// its content again (`_ViewInputs.contentReaderDepth`).
@Suite struct ReaderUpdateTests {
    typealias ToggleRow = ViewUpdateTests.ToggleRow

    typealias TitleKey = InPlaceUpdateTests.TitleKey
    /// A count that names itself ("T0") in the title the reader reads.
    typealias Counter = InPlaceUpdateTests.Titled

    /// The reader's content: a view of its own, with a record.
    struct Rows: View {
        var body: some View {
            VStack(spacing: 0) {
                Counter()
                ForEach(0..<20, id: \.self) { ToggleRow(index: $0) }
            }
        }
    }

    struct ReadingScreen: View {
        var body: some View {
            Rows().overlayPreferenceValue(TitleKey.self, alignment: .bottom) { Text("Read \($0)") }
        }
    }

    /// The texts of `host`'s layout, in order.
    private func texts(of host: ViewHost<some View>) -> [String] {
        host.layout.storage.entries.compactMap(\.node.textContent)
    }

    @Test func aRowInsideAReadersContentIsUpdatedInPlaceAndTheReaderWalked() throws {
        let host = ViewHost(ReadingScreen(), canvasSize: CGSize(width: 390, height: 1_200))
        let stack = try #require(host.layout.storage.entries.first { $0.node.name == "VStack" }?.node)
        try host.setToggle("Row 7", to: true)
        let statistics = host.updateStatistics
        // The screen, whose body holds the reader, is walked; the rows are kept whole, with the
        // row evaluated in place in their stack, which is the same node.
        #expect(statistics.walkedViews == 1)
        #expect(statistics.viewsUpdatedInPlace == 1)
        #expect(statistics.viewsSplicedIn == 1)
        #expect(host.layout.storage.entries.contains { $0.node === stack })
        #expect(texts(of: host).last == "Read T0")
        #expect(host.layout.description == host.freshLayout().description)
    }

    @Test func aViewChangingWhatTheReaderReadsIsUpdatedInPlaceAndReadAgain() throws {
        let host = ViewHost(ReadingScreen(), canvasSize: CGSize(width: 390, height: 1_200))
        try host.tap("Title 0")
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        #expect(texts(of: host).first == "Title 1")
        #expect(texts(of: host).last == "Read T1")
        try host.tap("Title 1")
        #expect(texts(of: host).last == "Read T2")
        #expect(host.layout.description == host.freshLayout().description)
    }

    /// A view that sets the title the reader shows only once tapped.
    struct Flagging: View {
        @State private var isFlagged = false
        var body: some View {
            if isFlagged {
                Text("Flagged").preference(key: TitleKey.self, value: "F")
            } else {
                Text("Flag").onTapGesture { isFlagged = true }
            }
        }
    }

    struct FlaggingScreen: View {
        struct Content: View {
            var body: some View {
                VStack {
                    ForEach(0..<5, id: \.self) { Text("Line \($0)") }
                    Flagging()
                }
            }
        }

        var body: some View {
            Content().overlayPreferenceValue(TitleKey.self, alignment: .bottom) { Text("Read [\($0)]") }
        }
    }

    @Test func aViewThatStartsSettingWhatTheReaderReadsIsFoundWhereNoneWasBefore() throws {
        let host = ViewHost(FlaggingScreen(), canvasSize: CGSize(width: 390, height: 600))
        // Read once with no view setting the title: the stack remembers that none below it does.
        let stack = try #require(host.layout.storage.entries.first { $0.node.name == "VStack" }?.node)
        #expect(texts(of: host).last == "Read []")
        #expect(stack.childrenHavePreferencesMemo == false)
        try host.tap("Flag")
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        #expect(stack.childrenHavePreferencesMemo == true)
        #expect(texts(of: host).last == "Read [F]")
        #expect(host.layout.description == host.freshLayout().description)
    }

    /// A settings screen as people write it: rows in a scroll view, straight in a navigation stack.
    struct SettingsScreen: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 0) {
                        Counter()
                        ForEach(0..<20, id: \.self) { ToggleRow(index: $0) }
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    @Test func aRowInANavigationStacksScreenIsUpdatedInPlace() throws {
        let host = ViewHost(SettingsScreen(), on: .iPhone15Pro)
        let stack = try #require(host.layout.storage.entries.first { $0.node.name == "VStack" }?.node)
        try host.setToggle("Row 7", to: true)
        let statistics = host.updateStatistics

        #expect(statistics.viewsUpdatedInPlace == 1)
        #expect(statistics.viewsSplicedIn == 1)
        #expect(host.layout.storage.entries.contains { $0.node === stack })
        #expect(texts(of: host).contains("Settings"))
        #expect(host.layout.description == host.freshLayout().description)
    }

    /// Rows straight in a tab, as people write them.
    struct TabbedRows: View {
        var body: some View {
            TabView {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { ToggleRow(index: $0) }
                    }
                }
                .tabItem { Label("Rows", systemImage: "list.bullet") }
                Text("Other").tabItem { Label("Other", systemImage: "star") }
            }
        }
    }

    @Test func aRowInATabIsUpdatedInPlace() throws {
        let host = ViewHost(TabbedRows(), on: .iPhone15Pro)
        let stack = try #require(host.layout.storage.entries.first { $0.node.name == "VStack" }?.node)
        try host.setToggle("Row 7", to: true)
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        #expect(host.updateStatistics.viewsSplicedIn == 1)
        #expect(host.layout.storage.entries.contains { $0.node === stack })
        #expect(texts(of: host).contains("Other"))
        #expect(host.layout.description == host.freshLayout().description)
    }
}
