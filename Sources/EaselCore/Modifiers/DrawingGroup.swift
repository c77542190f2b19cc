import Foundation

nonisolated extension View {
    /// Puts the view's drawing in a group of its own before the effects applied after it: Easel
    /// already draws each view's effects (opacity, shadows, blurs) over its composited content, so
    /// there is nothing left to group.
    public func compositingGroup() -> some View {
        self
    }

    /// Draws the view offscreen into one image before it is composited (Apple, `drawingGroup`):
    /// for speed on iOS, and a picture like `compositingGroup()`'s, which is how Easel draws it.
    /// An opaque group (its transparent pixels undefined on iOS) and a linear colour mode (blending
    /// in linear light) aren't drawn as such; the layout's diagnostics say so.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_DrawingGroupModifier(opaque: opaque, colorMode: colorMode))
    }
}

/// `drawingGroup(opaque:colorMode:)`: a compositing group, and a diagnostic for what differs.
nonisolated public struct _DrawingGroupModifier: NodeAnnotatingModifier {
    let opaque: Bool
    let colorMode: ColorRenderingMode

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        if opaque {
            inputs.graph.warn("drawingGroup(opaque: true) is drawn as a transparent group: where the view leaves pixels transparent, iOS's are undefined.")
        }
        if colorMode != .nonLinear {
            inputs.graph.warn("drawingGroup(colorMode: .\(colorMode)) blends in sRGB, as .nonLinear does: overlapping translucent colours may differ slightly from iOS's.")
        }
    }
}
