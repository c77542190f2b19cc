@_spi(SystemViews) import EaselCore
import Foundation

/// What a navigation stack holds: the screens pushed, and how to pop back to a depth.
struct NavigationChainStack: Equatable {
    let entries: [NavigationEntry]
    let popper: NavigationPopper

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.popper === rhs.popper && lhs.entries == rhs.entries
    }
}

/// Pops a navigation stack's screens: one for the stack's life (kept in its state), holding the pop
/// its last body made. A dismiss action that goes through it does, whichever body made it, what
/// the stack does now, so the actions of one screen are the same from one update to the next
/// (`DismissAction`'s identity) and the views of a pushed screen keep their environment.
final class NavigationPopper: @unchecked Sendable {
    // @unchecked: set by the stack's body and called on the thread that renders the views.
    private var pop: (Int) -> Void = { _ in }

    /// The popper, popping with `pop` from now on (the stack's body gives the one it made).
    func popping(with pop: @escaping (Int) -> Void) -> NavigationPopper {
        self.pop = pop
        return self
    }

    /// The action that pops back to `depth` screens pushed.
    func dismissAction(toDepth depth: Int) -> DismissAction {
        DismissAction(identity: Identity(popper: ObjectIdentifier(self), depth: depth)) { [self] in pop(depth) }
    }

    private struct Identity: Hashable {
        let popper: ObjectIdentifier
        let depth: Int
    }
}

/// A screen of a navigation stack: a view, or a value and the destination that shows it, called
/// when the screen is made (so that a screen whose value and destination are the same as last time
/// is kept without calling it).
enum NavigationScreen: Equatable {
    case view(AnyView)
    case destination(NavigationDestination, AnyHashable)

    /// The same screen: the same view (erased once), or the same value shown by the same
    /// destination. An update compares a pushed screen's chain with the last one, once per update;
    /// reflecting these values instead had been a fifth of a pushed screen's update.
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.view(some), .view(other)): some._isSame(as: other)
        case let (.destination(some, value), .destination(other, otherValue)): some === other && value == otherValue
        default: false
        }
    }

    var view: AnyView {
        switch self {
        case let .view(view): view
        case let .destination(destination, value): destination.screen(for: value.base)
        }
    }
}

/// What the screens below one tell it: the destinations they registered, the previous title (for
/// the back button) and the title mode an `automatic` one inherits.
struct NavigationScreensBelow: Equatable {
    var destinations: [ObjectIdentifier: NavigationDestination] = [:]
    var title: Text?
    /// A stack's first screen shows a large title: SwiftUI sets UIKit's `prefersLargeTitles`, and
    /// `automatic` takes the previous screen's mode (Apple, `NavigationBarItem.TitleDisplayMode`).
    var displayMode: NavigationBarItem.TitleDisplayMode = .large

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.displayMode == rhs.displayMode
            && lhs.destinations.count == rhs.destinations.count
            && lhs.destinations.allSatisfy { type, destination in rhs.destinations[type] === destination }
    }
}

/// One screen of a navigation stack, resolved so that its preferences are known: if a screen is
/// pushed over it, that screen follows (and this one is not shown); otherwise it shows, with its
/// bars.
nonisolated struct NavigationScreenChain: View {
    let screen: NavigationScreen
    let level: Int
    /// How this screen is popped (nil for the root).
    let dismiss: DismissAction?
    let stack: NavigationChainStack
    let below: NavigationScreensBelow

    var body: some View {
        _ReadContent(_HostedContent(screen.view))
            // The screen's scroll views say where their content ends, for its bottom toolbar.
            .environment(\._reportsScrollContentBounds, true)
            .transformEnvironment(\._dismiss) { action in
                // A pushed screen's dismiss pops it; the root keeps what is around the stack (a
                // sheet's).
                if let dismiss { action = dismiss }
            }
            .containerControllerFrame()
            ._readingPreference(NavigationScreenKey.self) { preferences in
                NavigationScreenModifier(preferences: preferences, level: level, dismiss: dismiss, stack: stack, below: below)
            }
    }
}

/// Shows a resolved screen with its bars, or, when a screen is pushed over it, goes on to that one.
nonisolated struct NavigationScreenModifier: ViewModifier {
    let preferences: NavigationScreenPreferences
    let level: Int
    let dismiss: DismissAction?
    let stack: NavigationChainStack
    let below: NavigationScreensBelow

    private var displayMode: NavigationBarItem.TitleDisplayMode {
        preferences.displayMode == .automatic ? below.displayMode : preferences.displayMode
    }

    /// The screen pushed over this one, and how it is popped; or why none could be shown.
    private func nextScreen(destinations: [ObjectIdentifier: NavigationDestination]) -> (screen: NavigationScreen, dismiss: DismissAction)?? {
        if level < stack.entries.count {
            let dismiss = stack.popper.dismissAction(toDepth: level)
            switch stack.entries[level] {
            case let .view(view):
                return (.view(view), dismiss)
            case let .value(value):
                guard let destination = destinations[ObjectIdentifier(type(of: value.base))] else { return .some(nil) }
                return (.destination(destination, value), dismiss)
            }
        }
        if let presented = preferences.presentedDestinations.first(where: { $0.isPresented.wrappedValue }) {
            let binding = presented.isPresented
            return (.view(presented.view), DismissAction { binding.wrappedValue = false })
        }
        return nil
    }

    func body(content: Content) -> some View {
        let destinations = below.destinations.merging(preferences.destinations) { _, new in new }
        switch nextScreen(destinations: destinations) {
        case let .some(.some(next)):
            NavigationScreenChain(
                screen: next.screen, level: level + 1, dismiss: next.dismiss, stack: stack,
                below: NavigationScreensBelow(destinations: destinations, title: preferences.title, displayMode: displayMode)
            )
        case .some(.none):
            shown(content)._diagnostic(missingDestination)
        case .none:
            shown(content)
        }
    }

    private var missingDestination: String? {
        guard level < stack.entries.count, case let .value(value) = stack.entries[level] else { return nil }
        return "A NavigationLink or path presents a value of type \(type(of: value.base)), but no navigationDestination(for: \(type(of: value.base)).self) is declared on the stack's screens: nothing is pushed for it (SwiftUI shows nothing either)."
    }

    @ViewBuilder
    private func shown(_ content: Content) -> some View {
        let items = preferences.toolbarItems
        let bottomItems = items.filter { $0.placement.position == .bottom }
        content
            .safeAreaInset(edge: .top, spacing: 0) {
                if !preferences.navigationBarHidden {
                    NavigationBar(
                        title: preferences.title,
                        displayMode: displayMode,
                        backTitle: level > 0 && !preferences.backButtonHidden ? (below.title ?? Text("Back")) : nil,
                        backTitleHidden: preferences.toolbarRole == .editor,
                        back: dismiss,
                        items: items,
                        background: preferences.barBackgroundVisibility == .hidden ? nil : preferences.barBackground,
                        showsBackground: preferences.barBackgroundVisibility == .visible,
                        search: preferences.search,
                        colorScheme: preferences.barColorScheme,
                        appearance: SystemAppearance.current.navigationBar
                    )
                }
            }
            .modifier(BottomToolbarModifier(items: preferences.bottomBarHidden ? [] : bottomItems))
            .background {
                if let background = preferences.containerBackground {
                    background.ignoresSafeArea()
                }
            }
    }
}
