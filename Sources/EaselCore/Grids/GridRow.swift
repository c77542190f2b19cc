import Foundation

/// A horizontal row in a two-dimensional grid container.
///
/// A row is not a view of its own: its views join the grid as cells, each tagged with the row they
/// belong to, so the grid's layout sees one flat list of subviews (Apple, `GridRow`: "Use one or
/// more GridRow instances to define the rows of a Grid"). Inside a row, Spacers and Dividers orient
/// as in an HStack; outside a grid a row's views are laid out like a `Group`'s.
nonisolated public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// - Parameters:
    ///   - alignment: how the row's cells line up vertically; nil for the grid's vertical alignment.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard let inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        let membership = GridRowMembership(alignment: view.alignment)
        for node in Content.makeNodes(view.content, inputs: inputs.forContainerContent(orientation: .horizontal)) {
            node.annotate { $0.traits.layoutValues[ObjectIdentifier(GridRowKey.self)] = membership }
            list.append(node)
        }
    }
}

/// The row a grid cell belongs to: one object per resolved `GridRow`, compared by identity, so
/// that two rows next to each other stay apart.
package final class GridRowMembership {
    package let alignment: VerticalAlignment?

    init(alignment: VerticalAlignment?) {
        self.alignment = alignment
    }
}

/// Tags each view of a `GridRow` with its row; views with none are rows of their own.
package struct GridRowKey: LayoutValueKey {
    package static var defaultValue: GridRowMembership? { nil }
}
