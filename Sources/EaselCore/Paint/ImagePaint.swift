import Foundation

/// A shape style that fills a shape with an image, repeated (Apple, `ImagePaint`): tiles of the
/// image at its size times `scale`, from the shape's top-leading corner.
///
/// A fill draws the tiles clipped to the shape. A `sourceRect` other than the whole image, and
/// an image paint on a stroke or text, are drawn as the whole image and grey, each said.
public struct ImagePaint: ShapeStyle, @unchecked Sendable {
    // @unchecked: an Image is a value read on the thread that renders it.
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }
}

extension ImagePaint: ResolvableShapeStyle {
    /// What a stroke or text paints with: grey, said (fills draw the image).
    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        LayoutDiagnostics.warn("An ImagePaint on a stroke or text is drawn grey: Easel draws image paint in fills.")
        return .color(.gray)
    }
}

extension ShapeStyle where Self == ImagePaint {
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

extension AnyShapeStyle {
    /// The image paint the style is, if it is one.
    package var imagePaint: ImagePaint? {
        base as? ImagePaint
    }
}
