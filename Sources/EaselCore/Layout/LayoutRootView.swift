import Foundation

extension Layout {
    /// Combines the specified views into a single composite view, laid out by this layout:
    /// `MyLayout { … }`, as in SwiftUI.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRootView(layout: self, content: content())
    }
}

/// A container view laid out by a `Layout`: what `HStack { … }` and `MyLayout { … }` become.
nonisolated public struct _LayoutRootView<L: Layout, Content: View>: View {
    public typealias Body = Never
    let layout: L
    let content: Content

    package init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        makeContainer(layout: view.layout, content: view.content, inputs: inputs, list: &list)
    }
}

/// Resolves `content` into the children of one container laid out by `layout`. The built-in
/// containers call it directly rather than through a `_LayoutRootView` of their content, whose
/// generic type would be looked up at run time for every container. Inlined so that the node's
/// type is known where the layout's is.
@inline(__always)
package func makeContainer<L: Layout, Content: View>(layout: L, content: Content, inputs: _ViewInputs, list: inout _ViewList) {
    let traits = layout._engineTraits
    let properties = traits.dynamicProperties ?? L.layoutProperties
    guard let inputs = inputs.nestedContainerContent(orientation: properties.stackOrientation, orPlaceholderIn: &list) else { return }
    if let diagnostic = traits.diagnostic {
        inputs.graph.warn(diagnostic)
    }
    let children = Content.makeNodes(content, inputs: inputs)
    let container = LayoutContainerNode(layout: layout, children: children, holdsViewList: true, traits: traits)
    if inputs.updates != nil {
        // A host's update may put a changed view's new nodes among the children in place of its
        // old ones; when they answer as those did, the container is copied from the last layout
        // with them spliced in (`LayoutSplice`), which needs it to remember how it was placed.
        container.placementMemory = PlacementMemory()
    }
    list.append(container)
}
