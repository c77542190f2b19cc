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
        // The screen runs its body, and the card's, which shows the screen's text: the footer is
        // kept; the shell shows the content, and the holder's reveal doesn't yet, so the holder
        // is kept.
        #expect(evaluated(host) == [ObjectIdentifier(Screen.self), ObjectIdentifier(Card.self), ObjectIdentifier(Shell<Card.Content>.self)])
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
        // body). Only the row and its toggle's four views run their bodies, and the two
        // modifiers the stack puts around its screen, which show the screen the stack reads again.
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        #expect(host.updateStatistics.bodyEvaluations == 7)
        #expect(host.layout.description == host.freshLayout().description)
    }

    @Test func aRowOfAPushedScreenIsUpdatedInPlace() throws {
        let host = ViewHost(Pushed(), on: .iPhone15Pro)
        try host.setToggle("Row 7", to: true)
        let statistics = host.updateStatistics
        // The row and its toggle's four views, and the two modifiers the stack puts around its
        // screen: the pushed screen, the other 19 rows and the bar are kept.
        #expect(statistics.bodyEvaluations == 7)
        #expect(statistics.viewsUpdatedInPlace == 1)
        #expect(host.layout.description == host.freshLayout().description)
        // The back button, kept, pops the screen.
        try host.tap("Back")
        #expect(texts(of: host).contains("Root"))
        #expect(!texts(of: host).contains("Detail 7"))
    }

    /// Counts the bodies of `Host` run, as a view whose body makes something costly would.
    final class BodyRuns: @unchecked Sendable {
        var host = 0
    }

    /// A modifier with state of its own, which a tap changes.
    struct Flag: ViewModifier {
        @State private var isRaised = false
        func body(content: Content) -> some View {
            VStack {
                content
                Text(isRaised ? "Raised" : "Lowered").onTapGesture { isRaised.toggle() }
            }
        }
    }

    struct Host: View {
        let runs: BodyRuns
        var body: some View {
            runs.host += 1
            return Text("Host").modifier(Flag())
        }
    }

    @Test func aModifiersOwnStateRunsOnlyItsBody() throws {
        // Batch 10's reproduction 18: the modifier's state changed, and the view applying it ran
        // its body again (and made again all it makes: Backyard Birds' preview container).
        let runs = BodyRuns()
        let host = ViewHost(Host(runs: runs), canvasSize: CGSize(width: 390, height: 600))
        #expect(runs.host == 1)
        try host.tap("Lowered")
        #expect(runs.host == 1)
        #expect(host.updateStatistics.evaluatedViewTypes == [ObjectIdentifier(Flag.self)])
        #expect(texts(of: host) == ["Host", "Raised"])
        try host.tap("Raised")
        #expect(runs.host == 1)
        #expect(texts(of: host) == ["Host", "Lowered"])
        #expect(host.layout.description == host.freshLayout().description)
    }

    /// A view with state, wrapped by a modifier: the modifier's record sits between it and the
    /// view applying the modifier.
    struct Tally: View {
        @State private var count = 0
        var body: some View {
            Text("Tally \(count)").onTapGesture { count += 1 }
        }
    }

    struct WrappedTally: View {
        let runs: BodyRuns
        var body: some View {
            runs.host += 1
            return Tally().modifier(Flag())
        }
    }

    @Test func aViewInsideAModifiersContentRunsOnlyItsOwnBody() throws {
        let runs = BodyRuns()
        let host = ViewHost(WrappedTally(runs: runs), canvasSize: CGSize(width: 390, height: 600))
        try host.tap("Tally 0")
        #expect(runs.host == 1)
        #expect(host.updateStatistics.evaluatedViewTypes == [ObjectIdentifier(Tally.self)])
        #expect(texts(of: host) == ["Tally 1", "Lowered"])
        // The modifier's change then shows the tally's new count, kept.
        try host.tap("Lowered")
        #expect(runs.host == 1)
        #expect(texts(of: host) == ["Tally 1", "Raised"])
        #expect(host.layout.description == host.freshLayout().description)
    }
}
