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
    /// Where list row separators start: a text's leading edge, else the view's leading edge (see
    /// `ListRowSeparatorLeadingAlignment`).
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingAlignment.self)
    /// Where list row separators end; unless a view sets it, the trailing edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingAlignment.self)
}

extension HorizontalAlignment: CustomStringConvertible {
    public var description: String { key.name }
}
