import Foundation

/// Why a picture could not be made.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The scale is zero, negative, infinite or NaN.
    case invalidScale(CGFloat)
    /// The view has no area to draw (a width or height of zero).
    case emptyCanvas(CGSize)
    /// The picture would be larger than a raster can be (Cairo's limit is 32,767 pixels a side) or
    /// than is sensible to allocate.
    case canvasTooLarge(width: Int, height: Int)
    /// The canvas is infinite or NaN, as for a view that takes any space offered with nothing to
    /// limit it.
    case unboundedCanvas(CGSize)
    /// A library failed (Cairo, libpng), with its message.
    case backend(String)

    public var description: String {
        switch self {
        case let .invalidScale(scale):
            "Invalid scale \(scale): it must be a positive, finite number."
        case let .emptyCanvas(size):
            "Nothing to draw: the view is \(size.width) × \(size.height) points."
        case let .canvasTooLarge(width, height):
            "The picture would be \(width) × \(height) pixels; the most Easel draws is \(Raster.maximumSide) pixels a side and \(Raster.maximumPixels) pixels in all."
        case let .unboundedCanvas(size):
            "The view's size is \(size.width) × \(size.height): propose a finite size (ImageRenderer.proposedSize) to draw it."
        case let .backend(message):
            "Drawing failed: \(message)"
        }
    }
}

/// The limits of a raster picture.
enum Raster {
    /// Cairo's image surfaces are at most 32,767 pixels a side.
    static let maximumSide = 32_767
    /// About 1 GiB of 4-byte pixels.
    static let maximumPixels = 268_435_456

    /// The pixel size of a canvas, or why it can't be drawn.
    static func pixelSize(of size: CGSize, scale: CGFloat) throws -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        guard size.width.isFinite, size.height.isFinite else { throw RenderError.unboundedCanvas(size) }
        guard size.width > 0, size.height > 0 else { throw RenderError.emptyCanvas(size) }
        let width = (size.width * scale).rounded(.up)
        let height = (size.height * scale).rounded(.up)
        guard width <= CGFloat(maximumSide), height <= CGFloat(maximumSide), width * height <= CGFloat(maximumPixels) else {
            throw RenderError.canvasTooLarge(width: Int(min(width, 1e15)), height: Int(min(height, 1e15)))
        }
        return (Int(width), Int(height))
    }
}
