import CCairo
import CPoppler
import CRsvg
import Foundation

/// Vector images of asset catalogs and resource folders: PDF (Poppler) and SVG (librsvg), drawn
/// with cairo into a PNG at the display scale.
///
/// Xcode turns an image set's single vector file into bitmaps when it builds the app, one per
/// scale, sized by the file's page (PDF) or its declared width and height (SVG) in points (Apple,
/// "Asset Catalog Format Reference", image sets: a PDF or SVG "universal" image with no scale is
/// rendered at each scale the device needs). Easel does the same as it reads the file, at the
/// environment's display scale, so the image lays out at the size of its page and draws sharp.
package enum VectorImage {
    package enum Format: String, Sendable {
        case pdf = "PDF"
        case svg = "SVG"
    }

    /// The vector format a file's extension names, if any.
    package static func format(of url: URL) -> Format? {
        switch url.pathExtension.lowercased() {
        case "pdf": .pdf
        case "svg": .svg
        default: nil
        }
    }

    /// `data` drawn at `scale` pixels per point, as PNG data: the first page of a PDF, the whole
    /// of an SVG (its intrinsic size, or its view box's when it declares none).
    package static func rasterized(_ data: Data, format: Format, scale: CGFloat) -> Result<Data, ImageDecodingError> {
        guard scale.isFinite, scale > 0 else { return .failure(ImageDecodingError("the scale \(scale) can't be drawn at")) }
        switch format {
        case .pdf: return pdf(data, scale: scale)
        case .svg: return svg(data, scale: scale)
        }
    }

    private static func pdf(_ data: Data, scale: CGFloat) -> Result<Data, ImageDecodingError> {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            return .failure(ImageDecodingError("not a PDF Poppler can read (\(message(error)))"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            return .failure(ImageDecodingError("the PDF has no page"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        return draw(width: width, height: height, scale: scale) { context in
            poppler_page_render(page, context)
            return nil
        }
    }

    private static func svg(_ data: Data, scale: CGFloat) -> Result<Data, ImageDecodingError> {
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { buffer in
            rsvg_handle_new_from_data(buffer.bindMemory(to: UInt8.self).baseAddress, gsize(buffer.count), &error)
        }
        guard let handle else { return .failure(ImageDecodingError("not an SVG librsvg can read (\(message(error)))")) }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            // No width and height of its own: the view box's, as Xcode sizes it.
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else { return .failure(ImageDecodingError("the SVG has neither a size nor a view box")) }
            width = viewBox.width
            height = viewBox.height
        }
        return draw(width: width, height: height, scale: scale) { context in
            var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
            var error: UnsafeMutablePointer<GError>?
            return rsvg_handle_render_document(handle, context, &viewport, &error) == 0 ? message(error) : nil
        }
    }

    /// A transparent canvas of `width` × `height` points at `scale`, drawn by `body` (which returns
    /// why it failed, or nil), encoded as PNG.
    private static func draw(width: Double, height: Double, scale: CGFloat, _ body: (OpaquePointer) -> String?) -> Result<Data, ImageDecodingError> {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            return .failure(ImageDecodingError("the image has no size (\(width) × \(height) points)"))
        }
        let pixelWidth = Int((width * Double(scale)).rounded(.up)), pixelHeight = Int((height * Double(scale)).rounded(.up))
        guard pixelWidth <= 8192, pixelHeight <= 8192, pixelWidth * pixelHeight <= EncodedImage.maximumPixelCount else {
            return .failure(ImageDecodingError("the image is \(width) × \(height) points, too large to draw at scale \(scale)"))
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            return .failure(ImageDecodingError("cairo could not make a canvas"))
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        cairo_scale(context, Double(scale), Double(scale))
        let problem = body(context)
        cairo_destroy(context)
        if let problem { return .failure(ImageDecodingError(problem)) }
        cairo_surface_flush(surface)
        var png = Data()
        let status = withUnsafeMutablePointer(to: &png) { output in
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                closure.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, output)
        }
        guard status == CAIRO_STATUS_SUCCESS else { return .failure(ImageDecodingError("cairo could not encode the drawing")) }
        return .success(png)
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no reason given" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
