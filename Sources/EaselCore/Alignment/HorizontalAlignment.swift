import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    package let key: AlignmentKey

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal)
    }

    public static let leading = HorizontalAlignment(LeadingAlignment.self)
    public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
    public static let trailing = HorizontalAlignment(TrailingAlignment.self)
    /// Where list row separators start; outside a list it is the leading edge.
    public static let listRowSeparatorLeading = HorizontalAlignment.leading
    /// Where list row separators end; outside a list it is the trailing edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment.trailing
}

extension HorizontalAlignment: CustomStringConvertible {
    public var description: String { key.name }
}
