@testable import EaselCore
import Easel
import Foundation
import Testing

/// A changed view is evaluated again in place (`ViewUpdates.updateInPlace`): its new nodes take
/// the old ones' place in the container that placed them, the views around it are kept whole, and
/// the result is a full render's. When it can't be exactly that, the views around are walked.
@Suite struct InPlaceUpdateTests {
    typealias ToggleRow = ViewUpdateTests.ToggleRow

    /// One view, or two, as it is tapped.
    struct Expander: View {
        @State private var isExpanded = false
        var body: some View {
            Text("Expand").onTapGesture { isExpanded.toggle() }
            if isExpanded {
                Text("More")
                Text("Even more")
            }
        }
    }

    struct ExpanderScreen: View {
        var body: some View {
            VStack(spacing: 4) {
                Text("Above")
                Expander()
                Text("Below")
            }
        }
    }

    @Test func aViewMakingMoreNodesReplacesItsOwnAmongItsSiblings() throws {
        let host = ViewHost(ExpanderScreen(), canvasSize: CGSize(width: 390, height: 600))
        let stack = host.layout.storage.entries[0].node
        try host.tap("Expand")
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        #expect(host.updateStatistics.bodyEvaluations == 1)
        #expect(host.updateStatistics.walkedViews == 0)
        // The same stack, with the expander's three nodes where its one was.
        #expect(host.layout.storage.entries[0].node === stack)
        #expect(stack.children.count == 5)
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Above", "Expand", "More", "Even more", "Below"])
        #expect(host.layout.description == host.freshLayout().description)
        try host.tap("Expand")
        #expect(stack.children.count == 3)
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Above", "Expand", "Below"])
        #expect(host.layout.description == host.freshLayout().description)
        // "Below" moved up by the two lines and gaps that left: 4 points apart from "Expand".
        let entries = host.layout.storage.entries
        let expand = try #require(entries.first { $0.node.textContent == "Expand" })
        let below = try #require(entries.first { $0.node.textContent == "Below" })
        #expect(abs(below.frame.minY - (expand.frame.maxY + 4)) < 1e-9)
    }

    struct PaddedExpanderScreen: View {
        var body: some View {
            VStack(spacing: 4) {
                Text("Above")
                Expander().padding(2)
            }
        }
    }

    @Test func aViewAModifierWrapsIsWalkedInstead() throws {
        let host = ViewHost(PaddedExpanderScreen(), canvasSize: CGSize(width: 390, height: 600))
        try host.tap("Expand")
        // `padding` wraps each of the expander's views in a padding of its own: a walk makes the
        // two new ones theirs, which putting them in the one padding there was would not.
        #expect(host.updateStatistics.viewsUpdatedInPlace == 0)
        #expect(host.updateStatistics.walkedViews == 1)
        #expect(host.layout.description.split(separator: "\n").filter { $0.contains("padding") }.count == 3)
        #expect(host.layout.description == host.freshLayout().description)
    }

    struct TitleKey: PreferenceKey {
        static var defaultValue: String { "" }
        static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
    }

    struct Titled: View {
        @State private var count = 0
        var body: some View {
            Text("Title \(count)").onTapGesture { count += 1 }.preference(key: TitleKey.self, value: "T\(count)")
        }
    }

    struct PreferenceScreen: View {
        var body: some View {
            VStack {
                Titled()
                Text("Other")
            }
            .overlayPreferenceValue(TitleKey.self, alignment: .bottom) { value in Text("Read \(value)") }
        }
    }

    @Test func aViewWhosePreferencesAreReadWhileResolvingIsWalkedInstead() throws {
        let host = ViewHost(PreferenceScreen(), canvasSize: CGSize(width: 390, height: 600))
        try host.tap("Title 0")
        // The overlay is made from the preference the title sets: made again with the new one.
        #expect(host.updateStatistics.viewsUpdatedInPlace == 0)
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Title 1", "Other", "Read T1"])
        #expect(host.layout.description == host.freshLayout().description)
    }

    struct Growing: View {
        @State private var grows = false
        var body: some View {
            Text("Grow").onTapGesture { grows.toggle() }
            if grows { Text("Grown") }
        }
    }

    struct SubviewsScreen: View {
        var body: some View {
            VStack {
                Group(subviews: Growing()) { subviews in
                    ForEach(subviews: subviews) { $0 }
                    Text("\(subviews.count) views")
                }
            }
        }
    }

    @Test func aViewWhoseNodesAContainerBuildsFromIsWalkedInstead() throws {
        let host = ViewHost(SubviewsScreen(), canvasSize: CGSize(width: 390, height: 600))
        try host.tap("Grow")
        // `Group(subviews:)` counted the view's nodes: it counts them again.
        #expect(host.updateStatistics.viewsUpdatedInPlace == 0)
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Grow", "Grown", "2 views"])
        #expect(host.layout.description == host.freshLayout().description)
    }

    struct Tally: View {
        @State private var count = 0
        var body: some View {
            Text("Count \(count)").onTapGesture { count += 1 }
        }
    }

    struct AnnotatedTally: View {
        var body: some View {
            VStack {
                Tally().opacity(0.5)
                Text("Beside")
            }
        }
    }

    @Test func aViewAModifierAroundAnnotatedIsWalkedInstead() throws {
        let host = ViewHost(AnnotatedTally(), canvasSize: CGSize(width: 390, height: 600))
        try host.tap("Count 0")
        // The opacity outside the tally annotated its node: a walk annotates the new one again.
        #expect(host.updateStatistics.viewsUpdatedInPlace == 0)
        #expect(host.updateStatistics.walkedViews == 1)
        #expect(host.updateStatistics.bodyEvaluations == 1)
        #expect(host.layout.description.contains("Count 1"))
        #expect(host.layout.description.contains("opacity(0.5)"))
        #expect(host.layout.description == host.freshLayout().description)
    }

    /// A row that names a missing image once it is switched on: its warning comes between the
    /// others', in the order of the tree, as a full render says them.
    struct WarningRow: View {
        let name: String
        @State private var isOn = false
        var body: some View {
            HStack {
                Text(name).onTapGesture { isOn.toggle() }
                if isOn { Image("missing-\(name)") }
            }
        }
    }

    struct WarningScreen: View {
        var body: some View {
            VStack {
                Image("missing-first")
                WarningRow(name: "middle")
                Image("missing-last")
            }
        }
    }

    @Test func whatAViewDoesForTheRenderIsDoneInTheOrderOfTheTree() throws {
        let host = ViewHost(WarningScreen(), canvasSize: CGSize(width: 390, height: 600))
        #expect(host.layout.diagnostics.count == 2)
        try host.tap("middle")
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        let diagnostics = host.layout.diagnostics
        #expect(diagnostics.count == 3)
        #expect(diagnostics == host.freshLayout().diagnostics)
        #expect(diagnostics.map { $0.contains("missing-middle") } == [false, true, false])
        try host.tap("middle")
        #expect(host.layout.diagnostics == host.freshLayout().diagnostics)
        #expect(host.layout.diagnostics.count == 2)
    }

    typealias RowModel = ForEachUpdateTests.RowModel
    typealias ModelRow = ForEachUpdateTests.ModelRow

    struct ModelRows: View {
        let models: [RowModel]
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<models.count, id: \.self) { ModelRow(index: $0, model: models[$0]) }
                }
            }
        }
    }

    @Test func severalChangedViewsAreEachUpdatedInPlace() {
        let models = (0..<30).map { _ in RowModel() }
        let host = ViewHost(ModelRows(models: models), canvasSize: CGSize(width: 390, height: 844))
        models[3].isOn = true
        models[17].isOn = true
        models[29].isOn = true
        let layout = host.update()
        #expect(host.updateStatistics.viewsUpdatedInPlace == 3)
        // Each row's body and its toggle's four views.
        #expect(host.updateStatistics.bodyEvaluations == 15)
        #expect(host.updateStatistics.reusedElements == 0)
        #expect(layout.description == host.freshLayout().description)
        #expect(layout.description.split(separator: "\n").filter { $0.contains("Capsule(fill: green)") }.count == 3)
        // Then one of them again, and one never changed.
        models[17].isOn = false
        models[0].isOn = true
        #expect(host.update().description == host.freshLayout().description)
        #expect(host.updateStatistics.viewsUpdatedInPlace == 2)
    }

    struct ScrolledTally: View {
        var body: some View {
            ScrollView { Tally() }
        }
    }

    @Test func aViewAScrollViewHoldsAloneIsWalkedInstead() throws {
        let host = ViewHost(ScrolledTally(), canvasSize: CGSize(width: 390, height: 844))
        try host.tap("Count 0")
        // A scroll view's content is one node, made with it: it isn't replaced in it.
        #expect(host.updateStatistics.viewsUpdatedInPlace == 0)
        #expect(host.updateStatistics.walkedViews == 1)
        #expect(host.layout.description.contains("Count 1"))
        #expect(host.layout.description == host.freshLayout().description)
    }

    struct LazyRows: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { ToggleRow(index: $0) }
                }
            }
        }
    }

    @Test func rowsALazyStackBuildsAreWalkedInstead() throws {
        let host = ViewHost(LazyRows(), canvasSize: CGSize(width: 390, height: 844))
        try host.setToggle("Row 3", to: true)
        // A lazy stack builds its rows as it is laid out: they aren't replaced in it.
        #expect(host.updateStatistics.viewsUpdatedInPlace == 0)
        #expect(host.layout.description == host.freshLayout().description)
        #expect(host.layout.description.contains("Capsule(fill: green)"))
    }
}
