import Foundation

/// A container view that arranges other views in a two-dimensional layout.
///
/// "A grid and its rows behave something like a collection of HStack instances wrapped in a
/// VStack", except that columns line up across rows (Apple, `Grid`; spec §22). Put `GridRow`s in
/// it; any other view is a row of its own across all columns. See `GridLayout` for the rules.
nonisolated public struct Grid<Content: View>: View {
    public typealias Body = Never
    let layout: GridLayout
    let content: Content

    /// - Parameters:
    ///   - alignment: how cells sit in their column × row rectangle; `.center` by default.
    ///   - horizontalSpacing: the gap between columns, or nil for the cells' preferred distance
    ///     (8 between plain views, as in stacks).
    ///   - verticalSpacing: the gap between rows, likewise.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        makeContainer(layout: view.layout, content: view.content, inputs: inputs, list: &list)
    }
}
