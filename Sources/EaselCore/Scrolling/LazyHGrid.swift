import Foundation

/// A container view that arranges its children in a grid that grows horizontally, creating items
/// only as needed: `LazyVGrid` with the axes swapped, its `rows` sized in the height offered and
/// items filling each column top to bottom (Apple, `LazyHGrid`).
nonisolated public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let configuration: LazyStackNode.Configuration
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.configuration = LazyStackNode.Configuration(name: "LazyHGrid", axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, pinnedViews: pinnedViews, gridItems: rows, detail: "rows: \(rows.count)")
        self.content = content()
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        LazyStackNode.resolve(view.content, configuration: view.configuration, inputs: inputs, list: &list)
    }
}
