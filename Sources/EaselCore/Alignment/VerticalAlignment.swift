import Foundation

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    package let key: AlignmentKey

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .vertical)
    }

    public static let top = VerticalAlignment(TopAlignment.self)
    public static let center = VerticalAlignment(VerticalCenterAlignment.self)
    public static let bottom = VerticalAlignment(BottomAlignment.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)
}

extension VerticalAlignment: CustomStringConvertible {
    public var description: String { key.name }
}
