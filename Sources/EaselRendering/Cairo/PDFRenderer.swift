import CCairo
import Foundation

/// Draws a display list into a one-page PDF with Cairo. Vector content stays vector; shadows,
/// colour filters and blurs are embedded as images at `rasterScale` pixels per point.
enum PDFRenderer {
    static func render(_ list: DisplayList, rasterScale: CGFloat) throws -> Data {
        guard rasterScale.isFinite, rasterScale > 0 else { throw RenderError.invalidScale(rasterScale) }
        let size = list.size
        guard size.width.isFinite, size.height.isFinite else { throw RenderError.unboundedCanvas(size) }
        guard size.width > 0, size.height > 0 else { throw RenderError.emptyCanvas(size) }
        // PDF pages are limited to 14,400 points a side (PDF 1.7, Annex C).
        guard size.width <= 14_400, size.height <= 14_400 else {
            throw RenderError.canvasTooLarge(width: Int(size.width), height: Int(size.height))
        }
        let sink = Sink()
        let unmanaged = Unmanaged.passRetained(sink)
        defer { unmanaged.release() }
        guard let surface = cairo_pdf_surface_create_for_stream({ closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque(), size.width, size.height) else {
            throw RenderError.backend("Cairo could not make a PDF surface")
        }
        // Fixed dates: the same picture gives the same bytes on every run.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Easel")
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError.backend("Cairo could not make a context")
        }
        CairoPainter(context: context, list: list, deviceScale: 1, rasterScale: rasterScale, isRaster: false).drawAll()
        let status = cairo_status(context)
        cairo_destroy(context)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.backend(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }

    private final class Sink {
        var data = Data()
    }
}
