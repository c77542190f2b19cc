import Foundation

/// Decoded pixels of a bitmap image, ready to draw.
///
/// RGBA, 8 bits per channel, **premultiplied** alpha (`c' = round(c × a / 255)`), rows top to
/// bottom without padding: pixel (x, y) starts at `pixels[(y * width + x) * 4]`. Colour values are
/// the file's sRGB values as stored: gamma (`gAMA`) and ICC profiles are not applied, nor is a
/// JPEG's EXIF orientation (the pixels are as encoded).
///
/// `scale` is pixels per point, so the bitmap covers `width / scale × height / scale` points:
/// the image's natural size. A bitmap decoded downsampled (see ``EncodedImage/maximumPixelCount``)
/// has fewer pixels and a smaller scale, and still covers the same points.
package struct ImageBitmap: Sendable, Equatable {
    package let width: Int
    package let height: Int
    package let scale: CGFloat
    package let pixels: [UInt8]

    package init(width: Int, height: Int, scale: CGFloat, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "ImageBitmap: \(pixels.count) bytes for \(width)×\(height) RGBA pixels")
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = pixels
    }

    /// The size in points the bitmap covers.
    package var size: CGSize {
        CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
    }

    /// The premultiplied RGBA components of pixel (x, y).
    package subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let offset = (y * width + x) * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }
}
