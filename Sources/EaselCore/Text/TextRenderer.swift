import EaselText
import Foundation

/// Draws the text views below a `textRenderer(_:)` modifier in place of their own drawing (Apple,
/// `TextRenderer`, iOS 18): `draw(layout:in:)` is handed the text's lines, runs and glyphs
/// (`Text.Layout`) and a graphics context in the text's own coordinates, and draws them with
/// `GraphicsContext.draw(_:options:)`, changing the context's opacity, transform, filters and
/// clips between calls as a `Canvas` does. What it doesn't draw isn't shown.
///
/// A picture is one frame: a renderer's `animatableData` is drawn as it is (Easel draws no
/// animation in between).
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `context`, whose origin is the text view's top-leading corner.
    func draw(layout: Text.Layout, in context: inout GraphicsContext)
    /// The text view's size for `proposal`; by default the size its text takes (`text`).
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far the renderer may draw outside the text's frame. Easel lets a renderer's drawing
    /// reach anywhere, as a canvas's does, so this changes nothing drawn.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        text.sizeThatFits(proposal)
    }

    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a `TextRenderer` sizes (Apple, `TextProxy`): its own size for a proposal.
public struct TextProxy {
    let leaf: TextLeaf

    /// The size the text takes when offered `proposal`, as it would without the renderer.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        leaf.naturalSize(for: proposal)
    }
}

/// A value a `Text` carries for a `TextRenderer` to read from its runs (Apple, `TextAttribute`),
/// given with `Text.customAttribute(_:)`; it changes nothing by itself.
public protocol TextAttribute: Hashable {}

extension Text {
    /// Attaches `value` to this text's runs, for a `TextRenderer` to read with
    /// `Text.Layout.Run[T.self]`.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        let value = AnyHashable(value)
        return styled { $0.customAttributes[ObjectIdentifier(T.self)] = value }
    }
}

private struct TextRendererKey: EnvironmentKey {
    static var defaultValue: (any TextRenderer)? { nil }
}

extension EnvironmentValues {
    /// The renderer `textRenderer(_:)` set for the text views below it.
    package var textRenderer: (any TextRenderer)? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the text views in this view with `renderer` (see `TextRenderer`).
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        transformEnvironment(\.textRenderer) { $0 = renderer }
    }
}

extension TextLeaf {
    /// Runs the leaf's renderer on the text as laid out for `proposal`, and returns what it drew:
    /// `.textGlyphs` commands for the lines, runs and glyphs it drew, in the text's coordinates.
    package func recordRenderer(for proposal: ProposedViewSize, environment: EnvironmentValues) -> CanvasRecording? {
        guard let renderer else { return nil }
        let recording = CanvasRecording()
        var context = GraphicsContext(recording: recording, environment: environment)
        renderer.draw(layout: Text.Layout(TextLayoutStorage(leaf: self, layout: layout(for: proposal))), in: &context)
        return recording
    }
}
