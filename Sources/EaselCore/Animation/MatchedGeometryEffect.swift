import Foundation
import Synchronization

/// A dynamic property that names a group of matched geometry effects: `@Namespace var hero`.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private static let counter = Mutex(0)
    private let id: ID

    public init() {
        id = ID(value: Namespace.counter.withLock { count in
            count += 1
            return count
        })
    }

    public var wrappedValue: ID { id }
}

/// Which of a source's geometry a matched view takes.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `matchedGeometryEffect`: views sharing an id move from one's frame to the other's as one is
/// inserted and the other removed. At rest each source keeps its own frame, which is all the
/// usual pattern (one view of the pair shown at a time) ever shows. A view that is not a source
/// (`isSource: false`) takes its source's frame in SwiftUI even at rest; Easel doesn't yet, and
/// says so.
nonisolated public struct _MatchedGeometryEffectModifier: NodeAnnotatingModifier {
    let isSource: Bool

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        if !isSource {
            inputs.graph.warn("matchedGeometryEffect(isSource: false) is not applied: the view keeps its own frame, where SwiftUI gives it its source's.")
        }
    }
}

nonisolated extension View {
    /// Matches this view's geometry with the other views of the same `id` in `namespace` (see
    /// `_MatchedGeometryEffectModifier` for what shows at rest).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryEffectModifier(isSource: isSource))
    }
}

nonisolated extension View {
    /// Makes the view's subviews take their geometry from it during an animation, rather than
    /// animating their own (Apple, `geometryGroup()`): it changes how frames move between two
    /// states, so a picture at rest, which shows one state, is the same.
    public func geometryGroup() -> some View { self }
}

/// How a pushed or presented view comes in (Apple, `NavigationTransition`); it plays while
/// navigating, so a picture at rest shows the screen it ends on.
public struct NavigationTransition: Sendable {
    let name: String
    public static let automatic = NavigationTransition(name: "automatic")
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition { NavigationTransition(name: "zoom") }
}

nonisolated extension View {
    /// Sets how this view, pushed or presented, comes in; a picture shows where it ends.
    public func navigationTransition(_ style: NavigationTransition) -> some View { self }

    /// Marks the view a zoom transition starts from; it changes nothing at rest.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}
