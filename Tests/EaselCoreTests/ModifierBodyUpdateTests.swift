@testable import EaselCore
import Easel
import Foundation
import Testing

/// Views made in a custom modifier's body are compared like any others: the modifier's content
/// is one object from one render to the next (`ModifierContent`), so their inputs compare equal.
/// A view that showed the content (its `content` placeholder) is evaluated again, as the content
/// may have changed while the view's value didn't (`ViewRecord.resolvedModifierContents`).
@Suite struct ModifierBodyUpdateTests {
    /// A view of the modifier's body that doesn't show its content.
    struct Footer: View {
        var body: some View { Text("Footer") }
    }

    /// Shows the content it is given: a view of the modifier's body that shows its content.
    struct Shell<Content: View>: View {
        let content: Content
        var body: some View { content.padding(4) }
    }

    /// Shows the content it is given once tapped.
    struct Reveal<Content: View>: View {
        let content: Content
        @State private var isShown = false
        var body: some View {
            VStack {
                Text("Reveal").onTapGesture { isShown = true }
                if isShown { content }
            }
        }
    }

    /// Holds a `Reveal` in a stack: a view with a record between the modifier and the view
    /// showing its content, which the reveal's change leaves as it is.
    struct Holder<Content: View>: View {
        let content: Content
        var body: some View {
            VStack { Reveal(content: content) }
        }
    }

    struct Card: ViewModifier {
        func body(content: Content) -> some View {
            VStack {
                Shell(content: content)
                Footer()
                Holder(content: content)
            }
        }
    }

    struct Screen: View {
        @State private var count = 0
        var body: some View {
            Text("Count \(count)").onTapGesture { count += 1 }
                .modifier(Card())
        }
    }

    private func texts(of host: ViewHost<some View>) -> [String] {
        host.layout.storage.entries.compactMap(\.node.textContent)
    }

    private func evaluated(_ host: ViewHost<some View>) -> Set<ObjectIdentifier> {
        Set(host.updateStatistics.evaluatedViewTypes)
    }

    @Test func aViewOfTheBodyIsKeptAndOneShowingTheContentIsEvaluatedAgain() throws {
        let host = ViewHost(Screen(), canvasSize: CGSize(width: 390, height: 600))
        try host.tap("Count 0")
        // The screen runs its body: the footer is kept; the shell shows the content, and the
        // holder's reveal doesn't yet, so the holder is kept.
        #expect(evaluated(host) == [ObjectIdentifier(Screen.self), ObjectIdentifier(Shell<Card.Content>.self)])
        #expect(texts(of: host) == ["Count 1", "Footer", "Reveal"])
        #expect(host.layout.description == host.freshLayout().description)
    }

    @Test func aViewThatStartsShowingTheContentInPlaceMarksTheViewsAround() throws {
        let host = ViewHost(Screen(), canvasSize: CGSize(width: 390, height: 600))
        try host.tap("Reveal")
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        #expect(texts(of: host) == ["Count 0", "Footer", "Reveal", "Count 0"])
        // The holder, kept while its reveal was updated in place, now holds a view showing the
        // content: it is evaluated again with the screen, and the new count shows twice.
        try host.tap("Count 0")
        #expect(evaluated(host).contains(ObjectIdentifier(Holder<Card.Content>.self)))
        #expect(!evaluated(host).contains(ObjectIdentifier(Footer.self)))
        #expect(texts(of: host) == ["Count 1", "Footer", "Reveal", "Count 1"])
        #expect(host.layout.description == host.freshLayout().description)
    }

    /// A screen pushed on a navigation stack: the stack makes it in its screen modifier's body.
    struct Detail: View {
        let number: Int
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { ViewUpdateTests.ToggleRow(index: $0) }
                }
            }
            .navigationTitle("Detail \(number)")
        }
    }

    struct Pushed: View {
        @State private var path = [7]
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationTitle("Root")
                    .navigationDestination(for: Int.self) { Detail(number: $0) }
            }
        }
    }

    /// A pushed screen written inline in its destination.
    struct InlinePushed: View {
        @State private var path = [7]
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationDestination(for: Int.self) { number in
                        ScrollView {
                            VStack(spacing: 0) {
                                ForEach(0..<20, id: \.self) { ViewUpdateTests.ToggleRow(index: $0) }
                            }
                        }
                        .navigationTitle("Detail \(number)")
                    }
            }
        }
    }

    @Test func aPushedScreensDestinationIsntCalledAgainForAChangeOnIt() throws {
        let host = ViewHost(InlinePushed(), on: .iPhone15Pro)
        try host.setToggle("Row 7", to: true)
        // The screen's value and the destination declared by the root, kept, are as they were:
        // the pushed screen is kept without calling the destination, and its row updated in
        // place (SwiftUI calls the destination again only when the view declaring it runs its
        // body). Only the row and its toggle's four views run their bodies.
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        #expect(host.updateStatistics.bodyEvaluations == 5)
        #expect(host.layout.description == host.freshLayout().description)
    }

    @Test func aRowOfAPushedScreenIsUpdatedInPlace() throws {
        let host = ViewHost(Pushed(), on: .iPhone15Pro)
        try host.setToggle("Row 7", to: true)
        let statistics = host.updateStatistics
        // The row and its toggle's four views: the pushed screen, the other 19 rows and the bar
        // are kept. All 109 bodies ran before.
        #expect(statistics.bodyEvaluations == 5)
        #expect(statistics.viewsUpdatedInPlace == 1)
        #expect(host.layout.description == host.freshLayout().description)
        // The back button, kept, pops the screen.
        try host.tap("Back")
        #expect(texts(of: host).contains("Root"))
        #expect(!texts(of: host).contains("Detail 7"))
    }
}
