import EaselCore
import Foundation

/// A type that produces view previews. Easel has no canvas to show them in, but a file with
/// previews pastes over unchanged, and `previews` can be drawn with `ImageRenderer`.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Self.Previews { get }
}

/// The layout of a preview in Xcode's canvas; it changes nothing in Easel.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on; it changes nothing in Easel.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }
}

nonisolated extension View {
    /// Xcode's preview settings: accepted, and without effect on layout or pictures.
    public func previewLayout(_ value: PreviewLayout) -> Self { self }
    public func previewDisplayName(_ value: String?) -> Self { self }
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }
}
