import Foundation

/// A primitive modifier that puts each view it modifies inside a layout of one subview (padding,
/// frames, fixedSize, …). A modifier applied to several views (a Group, a ForEach) wraps each.
nonisolated package protocol UnaryLayoutModifier: PrimitiveViewModifier {
    associatedtype WrappingLayout: Layout
    /// The layout to wrap each view in, or nil when the modifier changes nothing.
    func makeLayout(inputs: _ViewInputs) -> WrappingLayout?
}

nonisolated extension UnaryLayoutModifier {
    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        guard let inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        guard let layout = modifier.makeLayout(inputs: inputs) else {
            body(inputs, &list)
            return
        }
        let start = list.nodes.count
        body(inputs, &list)
        // Each node is moved out of the list into its wrapper and the wrapper put in its place,
        // rather than copied out and overwritten: a retain and a release fewer for every view a
        // frame or padding wraps.
        list.nodes.withUnsafeMutableBufferPointer { nodes in
            for index in start..<nodes.count {
                let slot = nodes.baseAddress! + index
                slot.initialize(to: wrap(slot.move(), in: layout))
            }
        }
    }
}

/// A new view that lays out `node` with `layout`. Traits such as `zIndex` and layout values travel
/// outward with the view; its layout priority does not, unless the layout forwards it (spec §3.2).
package func wrap<L: Layout>(_ node: consuming LayoutNode, in layout: L) -> LayoutNode {
    // A view without annotations has the default traits, which a new node has already: most
    // wrapped views, and reading them would make and compare a default set for each.
    let traits = node.annotations?.traits
    let wrapper = LayoutContainerNode(layout: layout, children: [node])
    if let traits {
        wrapper.traits = traits
    }
    return wrapper
}

/// A primitive modifier that annotates each view it modifies (priority, identity, traits,
/// alignment guides, drawing effects) without adding a view of its own.
nonisolated package protocol NodeAnnotatingModifier: PrimitiveViewModifier {
    func annotate(_ node: LayoutNode, inputs: _ViewInputs)
}

nonisolated extension NodeAnnotatingModifier {
    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        let start = list.nodes.count
        body(inputs, &list)
        for index in start..<list.nodes.count {
            modifier.annotate(list.nodes[index], inputs: inputs)
        }
    }
}

/// Replaces a frame or padding length SwiftUI would reject (negative, NaN, infinite) with nil and
/// says so, as SwiftUI logs "Invalid frame dimension (negative or non-finite)." and ignores it
/// (spec §5 [R]).
package func validLength(_ value: CGFloat?, _ what: String, inputs: _ViewInputs) -> CGFloat? {
    guard let value else { return nil }
    guard value.isFinite, value >= 0 else {
        inputs.graph.warn("Invalid frame dimension (negative or non-finite): \(what) \(formatLength(value)) is ignored.")
        return nil
    }
    return value
}
