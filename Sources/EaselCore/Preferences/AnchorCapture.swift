import Foundation

/// A place to keep the anchor of a view's bounds while the tree is resolved, for a presentation
/// of the same render to read (SPI for Easel's iOS looks: an open menu finds its button).
///
/// Presentations are resolved after the views around them and placed after them, so an anchor
/// captured here resolves, through a `GeometryProxy` in the presented view, to where the view was
/// placed in this render.
@_spi(SystemViews)
public final class _AnchorCapture: @unchecked Sendable {
    // @unchecked: written while the tree is resolved and read while it is laid out, on one thread.
    public internal(set) var anchor: Anchor<CGRect>?

    public init() {}
}

/// Keeps the anchor of each view it modifies in a capture.
nonisolated public struct _AnchorCaptureModifier: NodeAnnotatingModifier {
    public typealias Body = Never
    let capture: _AnchorCapture

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        capture.anchor = Anchor(node: WeakNode(node), value: { $0 })
    }
}

nonisolated extension View {
    /// Keeps this view's bounds as an anchor in `capture` (SPI; see `_AnchorCapture`).
    @_spi(SystemViews)
    public func _capturingAnchor(_ capture: _AnchorCapture) -> some View {
        modifier(_AnchorCaptureModifier(capture: capture))
    }
}
