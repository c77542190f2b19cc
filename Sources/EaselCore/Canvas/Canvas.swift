import Foundation

/// A view you draw into with code (Apple, `Canvas`): `renderer` is given a `GraphicsContext` and
/// the canvas's size each time the view is drawn. As a view it takes the space it is offered (10 ×
/// 10 unspecified, as a shape). Symbols (`Canvas(renderer:symbols:)`) aren't drawn yet: the layout
/// says so.
nonisolated public struct Canvas<Symbols: View>: View, LeafView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let hasSymbols: Bool

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
        self.hasSymbols = false
    }

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.hasSymbols = true
    }

    package func makeLeafContent(inputs: _ViewInputs) -> CanvasLeaf {
        if hasSymbols {
            inputs.graph.warn("Canvas symbols aren't drawn yet: resolveSymbol(id:) finds none.")
        }
        return CanvasLeaf(renderer: renderer)
    }
}

/// How a canvas blends colours (Apple, `ColorRenderingMode`); Easel draws in sRGB.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// A canvas as a leaf: it runs its renderer for the size it is drawn at.
package struct CanvasLeaf: LeafContent {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    package var name: String { "Canvas" }
    package var detail: String? { nil }

    package func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// What the renderer draws at `size`.
    package func record(size: CGSize, environment: EnvironmentValues) -> CanvasRecording {
        let recording = CanvasRecording()
        var context = GraphicsContext(recording: recording, environment: environment)
        renderer(&context, size)
        return recording
    }
}

extension GraphicsContext {
    /// A symbol drawn by `Canvas(renderer:symbols:)`; Easel finds none yet.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    /// A view resolved for drawing in a canvas (Apple, `GraphicsContext.ResolvedSymbol`).
    public struct ResolvedSymbol {
        public var size: CGSize { .zero }
    }

    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}
}
