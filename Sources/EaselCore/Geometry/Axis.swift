import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// An efficient set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }

    /// The other axis.
    package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Axis.Set {
    package func contains(_ axis: Axis) -> Bool {
        contains(axis == .horizontal ? Axis.Set.horizontal : Axis.Set.vertical)
    }

    /// In the sets of axes along which a view may have explicit guides (`LayoutNode`), the list
    /// row separator's guides on their own: every text sets them, and a stack aligning its views
    /// by `.center` or `.leading` has no need to ask each text (see `AlignmentKey.guideAxes`).
    package static let listRowSeparatorGuides = Axis.Set(rawValue: 1 << 2)
}

extension CGSize {
    /// The length along one axis.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A size given as major and minor lengths along `axis`.
    package init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }
}

extension CGPoint {
    /// The coordinate along one axis.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }

    package init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal {
            self.init(x: major, y: minor)
        } else {
            self.init(x: minor, y: major)
        }
    }
}
