import Foundation

/// A proposal for the size of a view: each dimension is a length, or nil for "unspecified".
///
/// A parent proposes, the child chooses its own size. `.zero` asks for a view's minimum size,
/// `.infinity` for its maximum, `.unspecified` for its ideal size (Apple, `ProposedViewSize`;
/// swiftui-layout-spec.md §1.1 [A]).
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed horizontal size, or nil for unspecified.
    public var width: CGFloat?
    /// The proposed vertical size, or nil for unspecified.
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Replaces each unspecified dimension with the matching one of `size`; 10×10 by default, the
    /// ideal size SwiftUI gives colours and shapes (Apple, `replacingUnspecifiedDimensions(by:)`).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize: CustomStringConvertible {
    public var description: String {
        "(\(width.map(formatLength) ?? "nil"), \(height.map(formatLength) ?? "nil"))"
    }
}

extension ProposedViewSize {
    /// The proposal along one axis.
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A proposal given as major and minor lengths for a stack along `axis`.
    package init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }

    /// Shrinks each specified dimension by the insets, never below zero; unspecified stays
    /// unspecified (swiftui-layout-spec.md §7 [R]).
    package func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: width.map { Swift.max(0, $0 - insets.leading - insets.trailing) },
            height: height.map { Swift.max(0, $0 - insets.top - insets.bottom) }
        )
    }
}
