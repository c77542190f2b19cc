import Foundation

/// What a content shape is for.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

nonisolated extension View {
    /// Sets the shape that takes touches. Nothing drawn changes. A `ViewHost` finds controls by
    /// their labels and ids, and `tap(at:)` takes a control's whole frame (as if every control had
    /// `contentShape(Rectangle())`), so the shape changes nothing a host does either.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Sets the shape used for the given kinds of interaction.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }

    /// Whether the view and those inside take touches: with `false`, a `ViewHost` can't use the
    /// controls inside (as a person can't), and nothing looks different (unlike `disabled`).
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        transformEnvironment(\.allowsInteraction) { $0 = $0 && enabled }
    }
}
