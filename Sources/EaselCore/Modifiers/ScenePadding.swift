import Foundation

/// The kind of padding that spaces a view from its scene (Apple, `ScenePadding`, iOS 16).
public struct ScenePadding: Equatable, Sendable {
    let name: String

    /// The minimum scene padding (Apple: on macOS the spacing around a window's root view, on
    /// watchOS the alignment with a navigation title; nothing is said for iOS).
    public static let minimum = ScenePadding(name: "minimum")
}

nonisolated extension View {
    /// Pads the given edges by the amount the scene calls for (Apple, `scenePadding(_:)`, iOS 15).
    /// Apple publishes the amount only for macOS and watchOS; on iPhone Easel pads by the system
    /// default padding, 16 points, the same as `padding()` [I].
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        modifier(_PaddingModifier(edges: edges, length: nil, insets: nil))
    }

    /// Pads the given edges by the given kind of scene padding (Apple, `scenePadding(_:edges:)`,
    /// iOS 16): `.minimum`, on iPhone the system default padding, 16 points [I].
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        modifier(_PaddingModifier(edges: edges, length: nil, insets: nil))
    }
}
