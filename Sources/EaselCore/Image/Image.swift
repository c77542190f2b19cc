import Foundation

/// A view that displays an image: a PNG or JPEG (named, from a file or from data) or a system
/// symbol.
///
/// Layout (swiftui-layout-spec.md §1.3, §17): an image is its natural size in points — pixels ÷
/// the image's scale, or a symbol's box — whatever it is offered, overflowing a smaller frame
/// (which centres it); `.resizable()` makes it take each dimension it is offered (at least its cap
/// insets), and its natural size along a dimension offered nil. Combine with `.scaledToFit()`,
/// `.scaledToFill()` or `.aspectRatio(_:contentMode:)` to keep its proportions.
///
/// Bad input never stops layout: a missing or undecodable image is an empty 0 × 0 view and an
/// unknown symbol a question-mark placeholder, each with a diagnostic (`ViewLayout.diagnostics`).
public struct Image: Equatable {
    /// Where the pixels or the glyph come from.
    package enum Source: Equatable {
        /// Looked up in ``ImageAssets``' folders, then the bundle, at the display scale.
        case named(String, bundle: Bundle?)
        case file(URL, scale: CGFloat)
        /// Data whose header was read when the image was made, or why it could not be.
        case data(Result<EncodedImage, ImageDecodingError>, byteCount: Int, scale: CGFloat)
        case system(String)
    }

    /// How `.resizable(capInsets:resizingMode:)` configured the image.
    package struct Resizing: Equatable {
        package var capInsets: EdgeInsets
        package var mode: ResizingMode
    }

    package var source: Source
    /// Made with `init(decorative:bundle:)`: ignored by accessibility (which Easel does not model).
    package var isDecorative = false
    package var resizing: Resizing?
    /// `.low` unless set: OpenSwiftUI's `GraphicsImage` default [R].
    package var interpolation: Interpolation = .low
    package var isAntialiased = true
    /// nil: the default, `.template` for symbols and `.original` for bitmaps.
    package var renderingMode: TemplateRenderingMode?
    /// A symbol's variable value, 0 … 1 (`init(systemName:variableValue:)`), nil when not given.
    package var variableValue: Double?

    package init(source: Source) {
        self.source = source
    }

    /// Creates a labeled image, looked up by name in the folders registered with
    /// ``ImageAssets/register(folder:)``, then in `bundle` (the main bundle when nil).
    ///
    /// The variant for the environment's `displayScale` is used (`name@2x.png` at 2×), else the
    /// nearest (see ``ImageAssets``). SwiftUI logs "No image named … found" and shows nothing for
    /// an unknown name; Easel's image is then empty (0 × 0), with a diagnostic.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name, bundle: bundle))
    }

    /// Creates an unlabeled, decorative image, looked up like ``init(_:bundle:)``.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name, bundle: bundle))
        isDecorative = true
    }

    /// Easel's stand-in for `Image(uiImage: UIImage(contentsOfFile:))`: a PNG or JPEG file, whose
    /// pixels are `scale` per point (2 for a file drawn at 2×). Only the header is read until the
    /// image is drawn; a missing or undecodable file gives an empty image and a diagnostic.
    public init(contentsOf url: URL, scale: CGFloat = 1) {
        self.init(source: .file(url, scale: scale))
    }

    /// Easel's stand-in for `Image(uiImage: UIImage(data:scale:))`: PNG or JPEG data, whose pixels
    /// are `scale` per point. The header is read now, the pixels when the image is drawn; data that
    /// is neither gives an empty image and a diagnostic.
    public init(data: Data, scale: CGFloat = 1) {
        let label = "image data (\(data.count) bytes)"
        self.init(source: .data(EncodedImage.make(data: data, label: label), byteCount: data.count, scale: scale))
    }

    /// Creates a system symbol image.
    ///
    /// SF Symbols are Apple's; Easel draws about 290 common names (`star`, `star.fill`,
    /// `person.circle`, `gear`, `chevron.right`, …) with glyphs of the bundled Fork Awesome icon
    /// font (see `SystemSymbols`). The symbol is sized like text of the current font (`.font`,
    /// `.body` by default; see `SymbolBox`) and drawn in the foreground style. An unknown name
    /// shows a question-mark placeholder of the same size, with a diagnostic.
    public init(systemName: String) {
        self.init(source: .system(systemName))
    }

    /// Creates a system symbol image with a variable value (Apple,
    /// `init(systemName:variableValue:)`, iOS 16): a symbol with variable layers (`wifi`,
    /// `speaker.wave.3`) fills them up to `variableValue`, 0 … 1; one without them ignores it.
    /// Easel's open symbol font has no variable layers: the whole symbol is drawn, as at 1, and
    /// a value below 1 leaves a diagnostic.
    public init(systemName: String, variableValue: Double?) {
        self.init(source: .system(systemName))
        self.variableValue = variableValue
    }
}

nonisolated extension Image: LeafView {
    package func makeLeafContent(inputs: _ViewInputs) -> ImageLeaf {
        ImageLeaf(image: self, inputs: inputs)
    }

    /// A symbol whose name says "forward" or "backward" points the way text reads: in a
    /// right-to-left layout it is drawn mirrored (Apple, SF Symbols: `chevron.forward` and
    /// `chevron.backward` are the localizable forms of `chevron.right` and `chevron.left`).
    public static func _makeViewList(view: Image, inputs: _ViewInputs, list: inout _ViewList) {
        let node = LeafNode.make(content: view.makeLeafContent(inputs: inputs), inputs: inputs)
        if case let .system(name) = view.source, inputs.environment.layoutDirection == .rightToLeft,
           name.split(separator: ".").contains(where: { $0 == "forward" || $0 == "backward" }) {
            node.annotate { $0.effects.append(.scale(CGSize(width: -1, height: 1), anchor: .center)) }
        }
        list.append(node)
    }
}
