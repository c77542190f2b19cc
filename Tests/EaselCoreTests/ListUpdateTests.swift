@testable import EaselCore
import Easel
import Foundation
import Testing

/// A row of a list that changes its own state: the list, walked, builds the row again as it is
/// laid out, and decorates it again (insets, background, separator) from its new views.
@Suite struct ListUpdateTests {
    /// A settings row that keeps its own state, as rows are written.
    typealias SettingRow = ViewUpdateTests.ToggleRow

    struct SettingsList: View {
        var body: some View {
            List {
                ForEach(0..<30, id: \.self) { SettingRow(index: $0) }
            }
        }
    }

    struct SettingsForm: View {
        var body: some View {
            NavigationStack {
                Form {
                    Section("General") {
                        ForEach(0..<30, id: \.self) { SettingRow(index: $0) }
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    /// How many lines of the layout's dump name `text`: one per view.
    private func lines(of layout: ViewLayout, containing text: String) -> Int {
        layout.description.split(separator: "\n").filter { $0.contains(text) }.count
    }

    @Test func aRowsOwnStateShowsInAList() throws {
        let host = ViewHost(SettingsList(), on: .iPhone15Pro)
        #expect(lines(of: host.layout, containing: "Capsule(fill: green)") == 0)
        try host.setToggle("Row 3", to: true)
        // The row and its toggle's four views run their bodies again, and the row's decoration
        // (`ListRow`, its swipe actions' modifier and its content), made from the row's new
        // views; the other rows are kept.
        #expect(host.updateStatistics.bodyEvaluations == 8)
        #expect(lines(of: host.layout, containing: "Capsule(fill: green)") == 1)
        #expect(host.layout.description == host.freshLayout().description)
    }

    @Test func aRowsOwnStateShowsInAFormInANavigationStack() throws {
        let host = ViewHost(SettingsForm(), on: .iPhone15Pro)
        try host.setToggle("Row 3", to: true)
        try host.setToggle("Row 5", to: true)
        #expect(lines(of: host.layout, containing: "Capsule(fill: green)") == 2)
        #expect(host.layout.description == host.freshLayout().description)
        try host.setToggle("Row 3", to: false)
        #expect(lines(of: host.layout, containing: "Capsule(fill: green)") == 1)
        #expect(host.layout.description == host.freshLayout().description)
    }
}
