@_spi(SystemViews) import EaselCore
import Foundation

/// A list of values that a navigation stack shows screens for, of any hashable types (Apple,
/// `NavigationPath`).
public struct NavigationPath: Equatable {
    package var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens the path pushes.
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops `k` screens (all of them if there are fewer).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.min(Swift.max(0, k), elements.count))
    }
}

/// What a navigation stack pushed: a value, shown by the matching `navigationDestination`, or a
/// view given by a `NavigationLink(destination:)`.
package enum NavigationEntry: Equatable {
    case value(AnyHashable)
    case view(AnyView)

    /// The same value, or the same view (erased once: a pushed view is kept in the stack's state).
    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.value(some), .value(other)): some == other
        case let (.view(some), .view(other)): some._isSame(as: other)
        default: false
        }
    }
}

/// What a navigation stack gives the views inside it: a way to push screens.
///
/// A class, so that an update compares it by identity: the stack's body makes a new one, and a
/// walk that shows the stack's last body again shows the same one, so the environment of the
/// views inside is found unchanged (a closure held in a struct never compares the same).
package final class NavigationContext: @unchecked Sendable {
    // @unchecked: the closures run on the thread that renders and uses the views.
    package let push: (NavigationEntry) -> Void

    package init(push: @escaping (NavigationEntry) -> Void) {
        self.push = push
    }
}

package enum NavigationContextKey: EnvironmentKey {
    package static let defaultValue: NavigationContext? = nil
}

extension EnvironmentValues {
    package var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
