import Foundation

/// The content of one hosted screen (a window's, a navigation screen's, a sheet's): a single view,
/// however many views the content is.
///
/// UIKit hosts each of these in its own hosting controller, and a hosting controller stacks a
/// root that is several views vertically, centred, with the default spacing; it shows nothing for
/// none. So a navigation destination whose `body` returns a rectangle, a text and a spacer with no
/// container around them (Hacking with Swift's iDine detail screen) is one screen under one bar,
/// not three screens each with a bar, as a modifier applied to the three would make them.
@_spi(SystemViews)
nonisolated public struct _HostedContent<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(_ content: Content) {
        self.content = content
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if let node = hostedNode(Content.makeNodes(view.content, inputs: inputs), inputs: inputs) {
            list.append(node)
        }
    }
}

/// The one node a hosting view lays out for `nodes`, the views of its content: the view itself,
/// or several stacked vertically (a `VStack` with the default spacing); nil for none.
package func hostedNode(_ nodes: [LayoutNode], inputs: _ViewInputs) -> LayoutNode? {
    guard nodes.count > 1 else { return nodes.first }
    let container = LayoutContainerNode(layout: VStackLayout(), children: nodes, holdsViewList: true)
    if inputs.updates != nil {
        // As `makeContainer` does: a host's update may splice a changed view's nodes in.
        container.placementMemory = PlacementMemory()
    }
    return container
}
