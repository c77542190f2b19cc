import Foundation

extension Layout {
    /// Combines the specified views into a single composite view, laid out by this layout:
    /// `MyLayout { … }`, as in SwiftUI.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRootView(layout: self, content: content())
    }
}

/// A container view laid out by a `Layout`: what `HStack { … }` and `MyLayout { … }` become.
public struct _LayoutRootView<L: Layout, Content: View>: View {
    public typealias Body = Never
    let layout: L
    let content: Content

    package init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard let inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        let traits = view.layout._engineTraits
        if let diagnostic = traits.diagnostic {
            inputs.graph.warn(diagnostic)
        }
        let properties = traits.dynamicProperties ?? L.layoutProperties
        let children = Content.makeNodes(view.content, inputs: inputs.forContainerContent(orientation: properties.stackOrientation))
        list.append(LayoutContainerNode(layout: view.layout, children: children))
    }
}
