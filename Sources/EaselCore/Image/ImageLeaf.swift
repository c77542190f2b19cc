import Foundation

/// `Image` as a leaf: what the image resolved to in its environment, how it sizes, and what the
/// renderer draws.
///
/// Drawing, for the renderer: if `symbol` is set, draw its glyph (``SymbolGlyph``) in
/// `foreground`; else if `bitmap()` gives pixels, draw them into the frame (stretched, or sliced
/// by `capInsets` and tiled per `resizingMode`, with `interpolation` and `isAntialiased`), as a mask
/// filled with `foreground` when that is set (template images); else draw what `placeholder` says.
package struct ImageLeaf: LeafContent {
    package var ink: LeafInk { .image }
    package enum Content: Equatable {
        /// A PNG or JPEG whose header was read; `scale` is its pixels per point.
        case bitmap(EncodedImage, scale: CGFloat)
        case symbol(SymbolGlyph)
        /// Nothing usable; see `placeholder`.
        case none
    }

    package let content: Content
    /// The image's size in points when not resized: pixels ÷ scale, or a symbol's box.
    package let naturalSize: CGSize
    package let isResizable: Bool
    /// Points along each edge kept unscaled when resizing (zero unless `.resizable(capInsets:)`).
    package let capInsets: EdgeInsets
    package let resizingMode: Image.ResizingMode
    package let interpolation: Image.Interpolation
    package let isAntialiased: Bool
    /// The mode in effect: `.template` by default for symbols, `.original` for bitmaps.
    package let renderingMode: Image.TemplateRenderingMode
    /// The paint for template images and symbols: the environment's foreground style (`.primary`
    /// unless set); `.primary` for a symbol rendered `.original` (the font has no colours); nil for
    /// bitmaps drawn as they are.
    package let foreground: ResolvedPaint?
    /// Why the image is not what was asked for, and what to draw instead; nil when it is.
    package let placeholder: ImagePlaceholder?
    package let isDecorative: Bool
    /// The text baseline a symbol aligns with, from its top (nil for bitmaps).
    package let baseline: CGFloat?
    /// The name or file shown in layout dumps.
    let label: String

    package var name: String { "Image" }

    package var detail: String? {
        isResizable ? label + ", resizable" : label
    }

    /// The symbol to draw, for system images (the placeholder's glyph for an unknown name).
    package var symbol: SymbolGlyph? {
        if case .symbol(let glyph) = content { return glyph }
        return nil
    }

    /// The decoded pixels of a bitmap image, or nil (not a bitmap, or undecodable: see
    /// `decodedBitmap`). Decoded on first use and cached; safe from any thread.
    package func bitmap() -> ImageBitmap? {
        try? decodedBitmap()?.get()
    }

    /// The decoded pixels, downsampled to at most `maximumPixelCount` pixels (see `EncodedImage`),
    /// or why they cannot be had; nil when the image is not a bitmap. A bitmap whose data broke off
    /// part way is still a success: the part that was there.
    package func decodedBitmap(maximumPixelCount: Int = EncodedImage.maximumPixelCount) -> Result<ImageBitmap, ImageDecodingError>? {
        guard case let .bitmap(image, scale) = content else { return nil }
        return image.decode(maximumPixelCount: maximumPixelCount).map { decoded in
            ImageBitmap(width: decoded.width, height: decoded.height,
                        scale: scale * CGFloat(decoded.width) / CGFloat(image.header.pixelWidth),
                        pixels: decoded.pixels)
        }
    }

    /// How to draw `symbol` into a frame of `size`: the glyph origin, and the scale to apply to the
    /// glyph about that origin (1 × 1 at the natural size).
    ///
    /// A resizable symbol in a frame of another size stretches its glyph's ink to the frame: SF
    /// Symbols' images are their glyphs' alignment boxes, close around the ink (Apple, "Configuring
    /// and displaying symbol images in your UI": a symbol image's alignment rectangle), so that
    /// `Image(systemName: "person.circle.fill").resizable().frame(width: 48, height: 48)` is a
    /// 48-point circle. (The natural box is a line of text tall, and stretching it would squash
    /// round symbols.) Its natural size is the ink's too (`init(image:environment:warn:)`), so that an aspect
    /// ratio kept keeps it round. A glyph with no outline stretches its natural box.
    package func symbolPlacement(in size: CGSize) -> (origin: CGPoint, scaleX: CGFloat, scaleY: CGFloat)? {
        guard let symbol else { return nil }
        if isResizable, let ink = symbol.inkBounds, ink.width > 0, ink.height > 0 {
            let scaleX = size.width / ink.width
            let scaleY = size.height / ink.height
            return (CGPoint(x: -ink.minX * scaleX, y: -ink.minY * scaleY), scaleX, scaleY)
        }
        let scaleX = naturalSize.width > 0 ? size.width / naturalSize.width : 1
        let scaleY = naturalSize.height > 0 ? size.height / naturalSize.height : 1
        return (CGPoint(x: symbol.origin.x * scaleX, y: symbol.origin.y * scaleY), scaleX, scaleY)
    }

    /// Not resizable: the natural size, whatever the proposal (spec §1.3 [M] NETSPLIT-FIXED,
    /// [R] `ResolvedImage.sizeThatFits`). Resizable: each specified dimension of the proposal, but
    /// at least the cap insets' sum along it; an unspecified one, the natural size (spec §1.3 [R],
    /// [M] FG-ideal-size: "an image's ideal size is its underlying point size").
    package func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        guard isResizable else { return naturalSize }
        let width = proposal.width.map { max($0, capInsets.leading + capInsets.trailing) } ?? naturalSize.width
        let height = proposal.height.map { max($0, capInsets.top + capInsets.bottom) } ?? naturalSize.height
        return CGSize(width: width, height: height)
    }

    package var explicitGuideAxes: Axis.Set { baseline != nil && !isResizable ? .vertical : [] }

    /// A symbol that is not resizable reports its text baseline for `.firstTextBaseline` and
    /// `.lastTextBaseline` (OpenSwiftUI `ResolvedImageLayoutEngine.explicitAlignment` [R]), so it
    /// lines up with text in `HStack(alignment: .firstTextBaseline)`. Bitmaps report none (their
    /// bottom edge is used).
    package func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in context: LeafContext) -> CGFloat? {
        guard let baseline, !isResizable,
              key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        return baseline
    }
}

/// What stands in for an image that cannot be shown as asked.
package struct ImagePlaceholder: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// No named image, or no file at the path.
        case missingImage
        /// The file or data is unreadable, not PNG or JPEG, or its header is corrupt.
        case undecodableImage
        /// The header was read, but the image is too large to decode at all.
        case tooLargeToDecode
        /// No such system symbol name.
        case unknownSymbol
        /// The bundled symbol font could not be loaded.
        case symbolFontUnavailable
    }

    /// What the renderer draws.
    package enum Drawing: Sendable, Equatable {
        /// Nothing (the view is 0 × 0, or keeps its frame empty).
        case nothing
        /// The `symbol` glyph (Fork Awesome's question-circle-o) in the foreground style.
        case symbol
        /// A one-pixel outline of the frame in the foreground style.
        case outline
    }

    package let kind: Kind
    package let drawing: Drawing
    /// The diagnostic reported for it.
    package let message: String
}
