import Foundation

/// How a view comes in and goes out. A transition plays only while a view is inserted or removed,
/// so a view at rest (every picture Easel draws) shows no trace of it (Apple, `transition(_:)`).
public struct AnyTransition: Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
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
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
    }

    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(description).combined(with: \(other))") }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
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
    /// Associates a transition with the view, played when it is inserted or removed.
    public func transition(_ transition: AnyTransition) -> some View {
        self
    }

    /// The transition the view's content changes with.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        self
    }
}
