import Foundation

/// A container view that arranges its children in a grid that grows vertically, creating items
/// only as needed.
///
/// Its columns come from `columns` (`GridItem.tracks(for:in:)` sizes them in the width offered);
/// items fill each row left to right, each proposed its column's width and no height; a row is as
/// tall as its tallest item, and each item is aligned in its cell by its column's alignment or else
/// `alignment` across and centred down (Apple, `LazyVGrid`, `GridItem`). Rows are `spacing` apart
/// (8 when nil). Built only where it shows: see `LazyStackNode`.
nonisolated public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let configuration: LazyStackNode.Configuration
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.configuration = LazyStackNode.Configuration(name: "LazyVGrid", axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, pinnedViews: pinnedViews, gridItems: columns, detail: "columns: \(columns.count)")
        self.content = content()
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        LazyStackNode.resolve(view.content, configuration: view.configuration, inputs: inputs, list: &list)
    }
}
