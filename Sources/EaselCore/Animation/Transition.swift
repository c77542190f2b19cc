import Foundation

/// How a view comes in and goes out. A transition plays only while a view is inserted or removed,
/// so a view at rest (every picture Easel draws) shows no trace of it (Apple, `transition(_:)`).
public struct AnyTransition: Sendable, CustomStringConvertible {
    public let description: String
    /// The view at rest, for transitions that change it there: `modifier(active:identity:)`
    /// applies its identity modifier to the view for as long as it shows, not only during the
    /// transition (Apple, `AnyTransition.modifier(active:identity:)`: "a transition from one view
    /// modifier to another"; the identity is the state of an inserted view). Nil for the built-in
    /// transitions, whose identity state is the view unchanged.
    let atRest: RestingState?

    init(_ description: String, atRest: RestingState? = nil) {
        self.description = description
        self.atRest = atRest
    }

    /// The modifier a transition leaves on the view at rest. @unchecked: it holds the identity
    /// modifier the transition was made with, applied only while resolving the view.
    struct RestingState: @unchecked Sendable {
        let apply: (AnyView) -> AnyView

        func then(_ next: RestingState?) -> RestingState {
            guard let next else { return self }
            return RestingState { next.apply(apply($0)) }
        }
    }

    /// A transition from `active` (the view as it is inserted or removed) to `identity` (the view
    /// at rest, which a still picture shows).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition("modifier(\(E.self))", atRest: RestingState { AnyView($0.modifier(identity)) })
    }

    public static let identity = AnyTransition("identity")
    public static let opacity = AnyTransition("opacity")
    public static let scale = AnyTransition("scale")
    public static let slide = AnyTransition("slide")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale(\(scale))") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: \(edge))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: \(edge))") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset.width), \(offset.height))") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset(\(x), \(y))") }
    /// At rest, the view is as its insertion left it.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))", atRest: insertion.atRest)
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition("\(description).combined(with: \(other))", atRest: atRest.map { $0.then(other.atRest) } ?? other.atRest)
    }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A transition of iOS 17's form (Apple, `Transition`): `body(content:phase:)` says how the view
/// looks as it comes in (`willAppear`), at rest (`identity`) and as it goes (`didDisappear`).
/// A still picture shows the view at rest: its body in the identity phase.
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition, then `other`.
    public func combined<T: Transition>(with other: T) -> _CombinedTransition<Self, T> {
        _CombinedTransition(first: self, second: other)
    }

    /// The transition with an animation of its own; at rest, the same.
    public func animation(_ animation: Animation?) -> Self { self }

    /// The view at rest under the transition.
    func atRest<V: View>(_ view: V) -> AnyView {
        AnyView(body(content: PlaceholderContentView(content: view), phase: .identity))
    }
}

/// Two transitions, one inside the other.
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    public func body(content: Content, phase: TransitionPhase) -> some View {
        second.body(content: PlaceholderContentView(content: first.body(content: PlaceholderContentView(content: content), phase: phase)), phase: phase)
    }
}

/// Where a transitioning view is (Apple, `TransitionPhase`).
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear

    public var isIdentity: Bool { self == .identity }

    /// -1 coming in, 0 at rest, 1 going out.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, for the system (Apple, `TransitionProperties`).
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

extension AnyTransition {
    /// A transition of iOS 17's form, type-erased.
    public init<T: Transition>(_ transition: T) {
        self.init("\(T.self)", atRest: RestingState { transition.atRest($0) })
    }
}

/// How a view's content changes in place (text counting up, symbols swapping); at rest it shows
/// the new content.
public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

nonisolated extension View {
    /// Associates a transition with the view, played when it is inserted or removed. A still
    /// picture shows the view at rest: as it is, or with the identity modifier of a
    /// `modifier(active:identity:)` transition.
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TransitionAtRest(transition: transition))
    }

    /// Associates an iOS 17 transition with the view; a still picture shows the view as the
    /// transition's body draws it in the identity phase.
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionAtRest(transition: AnyTransition(transition)))
    }

    /// The transition the view's content changes with.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        self
    }
}

/// The view at rest under its transition (see `View.transition(_:)`).
nonisolated public struct _TransitionAtRest: ViewModifier {
    let transition: AnyTransition

    public func body(content: Content) -> some View {
        if let atRest = transition.atRest {
            atRest.apply(AnyView(content))
        } else {
            content
        }
    }
}
