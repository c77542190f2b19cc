import Foundation

extension ImageLeaf {
    /// Resolves `image` in its environment: finds the named file for the display scale, reads the
    /// header, or measures the symbol; reports what goes wrong through `inputs.graph.warn`.
    init(image: Image, inputs: _ViewInputs) {
        self.init(image: image, environment: inputs.environment) { message in inputs.graph.warn(message) }
    }

    /// Resolves `image` in `environment`, reporting what goes wrong to `warn` (a `Canvas` draws
    /// images outside any layout).
    package init(image: Image, environment: EnvironmentValues, warn: @escaping (String) -> Void) {
        var resolved: (content: Content, size: CGSize, placeholder: ImagePlaceholder?, baseline: CGFloat?)
        let label: String
        switch image.source {
        case let .named(name, bundle):
            label = "\"\(name)\""
            if let location = ImageAssets.locate(name, bundle: bundle, displayScale: environment.displayScale, colorScheme: environment.colorScheme) {
                // A vector file is drawn at the display's scale, as Xcode draws it for each scale.
                let scale = VectorImage.format(of: location.url) == nil ? location.scale : Self.checked(environment.displayScale, name, warn)
                resolved = Self.file(location.url, scale: scale, warn: warn)
            } else {
                resolved = Self.missing(ImageAssets.explainMissingImage(name, bundle: bundle), warn: warn)
            }
        case let .file(url, scale):
            label = "contentsOf: \(url.lastPathComponent)"
            resolved = Self.file(url, scale: Self.checked(scale, url.lastPathComponent, warn), warn: warn)
        case let .data(result, byteCount, scale):
            label = "data: \(byteCount) bytes"
            let what = "image data (\(byteCount) bytes)"
            switch result {
            case .success(let image):
                resolved = Self.bitmap(image, scale: Self.checked(scale, what, warn), warn: warn)
            case .failure(let error):
                resolved = Self.missing(ImageDiagnostics.undecodable(what, error), kind: .undecodableImage, warn: warn)
            }
        case let .system(name):
            let variant = environment.symbolVariants.applied(to: name)
            if let missing = environment.symbolVariants.missingVariant(of: name) {
                warn("symbolVariant(\(environment.symbolVariants.name)): Easel has no stand-in for \"\(missing)\"; \"\(name)\" is drawn in its place.")
            }
            label = "systemName: \"\(variant)\""
            if let value = image.variableValue, !(value >= 1) {
                // At 1 every variable layer is filled: the whole symbol, as drawn.
                warn("Image(systemName: \"\(name)\", variableValue: \(value)): the variable value is not drawn: Easel's open symbol font has no variable layers, so the whole symbol is drawn.")
            }
            resolved = Self.symbol(variant, environment: environment, warn: warn)
        }

        let isSymbol: Bool
        if case .system = image.source { isSymbol = true } else { isSymbol = false }
        let mode = image.renderingMode ?? environment._defaultImageRenderingMode ?? (isSymbol ? .template : .original)
        if isSymbol, image.renderingMode == .original {
            // iOS draws a symbol's own colours in the original mode (its multicolour layers).
            warn("\(label): renderingMode(.original) is drawn in one colour (the primary): Easel's open symbol font has one layer, not the symbol's multicolour ones.")
        }
        content = resolved.content
        if image.resizing != nil, case .symbol(let glyph) = resolved.content, let ink = glyph.inkBounds, ink.width > 0, ink.height > 0 {
            // A resizable symbol is its glyph's ink (see `symbolPlacement`), so its ideal size,
            // and the ratio `aspectRatio(contentMode:)` keeps, are the ink's: a circle stays round
            // in a square frame, as an SF Symbol image, whose alignment box hugs its ink, does.
            naturalSize = ink.size
        } else {
            naturalSize = resolved.size
        }
        placeholder = resolved.placeholder
        baseline = resolved.baseline
        isResizable = image.resizing != nil
        capInsets = image.resizing?.capInsets ?? EdgeInsets()
        resizingMode = image.resizing?.mode ?? .stretch
        interpolation = image.interpolation
        isAntialiased = image.isAntialiased
        renderingMode = mode
        isDecorative = image.isDecorative
        self.label = label
        if mode == .template || resolved.placeholder?.drawing == .outline {
            foreground = ForegroundStyle().resolvePaint(in: environment)
        } else {
            foreground = isSymbol ? .color(Color.primary.resolved(for: environment.colorScheme)) : nil
        }
    }

    private typealias Resolved = (content: Content, size: CGSize, placeholder: ImagePlaceholder?, baseline: CGFloat?)

    /// An image scale must be finite and positive; otherwise 1, with a diagnostic.
    private static func checked(_ scale: CGFloat, _ what: String, _ warn: (String) -> Void) -> CGFloat {
        guard scale.isFinite, scale > 0 else {
            warn(ImageDiagnostics.invalidScale(scale, what))
            return 1
        }
        return scale
    }

    private static func missing(_ message: String, kind: ImagePlaceholder.Kind = .missingImage, warn: (String) -> Void) -> Resolved {
        warn(message)
        return (.none, .zero, ImagePlaceholder(kind: kind, drawing: .nothing, message: message), nil)
    }

    /// A file's image, or an empty view for a file that cannot be used.
    private static func file(_ url: URL, scale: CGFloat, warn: (String) -> Void) -> Resolved {
        switch ImageFileStore.shared.image(at: url, vectorScale: scale) {
        case .success(let image):
            return bitmap(image, scale: scale, warn: warn)
        case .failure(.notFound(let url)):
            return missing(ImageDiagnostics.fileNotFound(url), warn: warn)
        case .failure(.unreadable(let url, let reason)):
            return missing(ImageDiagnostics.unreadable(url, reason), kind: .undecodableImage, warn: warn)
        case .failure(.tooLarge(let url, let bytes)):
            return missing(ImageDiagnostics.fileTooLarge(url, bytes), kind: .undecodableImage, warn: warn)
        case .failure(.undecodable(let url, let error)):
            return missing(ImageDiagnostics.undecodable(url.lastPathComponent, error), kind: .undecodableImage, warn: warn)
        }
    }

    /// A bitmap's layout comes from its header alone; size problems found there are reported now.
    private static func bitmap(_ image: EncodedImage, scale: CGFloat, warn: (String) -> Void) -> Resolved {
        let header = image.header
        let size = CGSize(width: CGFloat(header.pixelWidth) / scale, height: CGFloat(header.pixelHeight) / scale)
        if header.pixelCount > EncodedImage.maximumSourcePixelCount {
            let message = ImageDiagnostics.tooLargeToDecode(image.label, header)
            warn(message)
            return (.bitmap(image, scale: scale), size, ImagePlaceholder(kind: .tooLargeToDecode, drawing: .nothing, message: message), nil)
        }
        let factor = image.downsamplingFactor()
        if factor > 1 {
            warn(ImageDiagnostics.downsampled(image.label, header, factor: factor))
        }
        if image.isTruncated {
            warn(ImageDiagnostics.truncated(image.label, header.format))
        }
        return (.bitmap(image, scale: scale), size, nil, nil)
    }

    private static func symbol(_ name: String, environment: EnvironmentValues, warn: (String) -> Void) -> Resolved {
        let mapping = SystemSymbols.mapping(for: name)
        let shown = mapping ?? SystemSymbols.placeholder
        guard let glyph = SymbolFont.glyph(for: shown.codePoint) else {
            // The font is unavailable: an outlined box the size of a square symbol.
            let message = ImageDiagnostics.symbolFontUnavailable(name)
            warn(message)
            let box = SymbolBox(advance: SymbolFont.boxHeight, environment: environment)
            return (.none, box.size, ImagePlaceholder(kind: .symbolFontUnavailable, drawing: .outline, message: message), box.baseline)
        }
        let box = SymbolBox(advance: glyph.advance, environment: environment)
        let symbol = SymbolGlyph(name: name, mapping: shown, face: glyph.face, glyph: glyph.id,
                                 fontSize: box.fontSize, origin: box.glyphOrigin, inkBoundsInUnits: glyph.inkBounds)
        var placeholder: ImagePlaceholder?
        if mapping == nil {
            let message = ImageDiagnostics.unknownSymbol(name)
            warn(message)
            placeholder = ImagePlaceholder(kind: .unknownSymbol, drawing: .symbol, message: message)
        }
        return (.symbol(symbol), box.size, placeholder, box.baseline)
    }
}

/// The words of every image diagnostic, in one place.
package enum ImageDiagnostics {
    static let empty = "the image is empty (0×0)"

    /// A file URL's path, any other URL as written.
    static func show(_ url: URL) -> String {
        url.isFileURL ? url.path : url.absoluteString
    }

    package static func noImageNamed(_ name: String) -> String {
        "No image named \"\(name)\" found in the registered image folders or the bundle; \(empty)."
    }

    package static func fileNotFound(_ url: URL) -> String {
        "Image file not found: \(show(url)); \(empty)."
    }

    package static func unreadable(_ url: URL, _ reason: String) -> String {
        "Cannot read image file \(show(url)) (\(reason)); \(empty)."
    }

    package static func fileTooLarge(_ url: URL, _ bytes: Int) -> String {
        "Image file \(show(url)) is \(bytes) bytes, more than Easel reads (\(ImageFileStore.maximumFileSize)); \(empty)."
    }

    package static func undecodable(_ label: String, _ error: ImageDecodingError) -> String {
        "Cannot decode \(label): \(error.message); \(empty)."
    }

    package static func invalidScale(_ scale: CGFloat, _ label: String) -> String {
        "Invalid image scale \(formatLength(scale)) for \(label); 1 is used instead."
    }

    package static func truncated(_ label: String, _ format: ImageFormat) -> String {
        let fill = format == .png ? "transparent" : "grey"
        return "Image \(label) is truncated (its data ends before the image does); the missing part is drawn \(fill)."
    }

    package static func downsampled(_ label: String, _ header: ImageHeader, factor: Int) -> String {
        let size = ImageCodec.outputSize(header, factor: factor)
        return "Image \(label) is \(header.pixelWidth)×\(header.pixelHeight) pixels; it is drawn from a copy downsampled "
            + "\(factor)× to \(size.width)×\(size.height) (the limit is \(EncodedImage.maximumPixelCount) pixels)."
    }

    package static func tooLargeToDecode(_ label: String, _ header: ImageHeader) -> String {
        "Image \(label) is \(header.pixelWidth)×\(header.pixelHeight) pixels, more than Easel decodes "
            + "(\(EncodedImage.maximumSourcePixelCount)); it keeps its frame and nothing is drawn."
    }

    package static func unknownSymbol(_ name: String) -> String {
        "No system symbol named \"\(name)\"; a question-mark placeholder is shown instead."
    }

    package static func symbolFontUnavailable(_ name: String) -> String {
        "The symbol font (Fork Awesome) could not be loaded; system image \"\(name)\" is drawn as an outlined box."
    }
}

extension Image {
    /// The image's size in points when it can be drawn (its file found and read, its symbol
    /// known), else nil (SPI: UIKit's failable `UIImage` initializers).
    @_spi(SystemViews)
    public var _naturalSize: CGSize? {
        let leaf = ImageLeaf(image: self, environment: EnvironmentValues()) { _ in }
        return leaf.placeholder == nil ? leaf.naturalSize : nil
    }
}
