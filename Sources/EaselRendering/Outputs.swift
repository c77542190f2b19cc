import EaselCore
import EaselCupertino
import Foundation

extension ViewLayout {
    /// The laid-out view painted into a display list covering the layout's canvas.
    /// - Parameters:
    ///   - background: a colour behind everything, a system colour as drawn in the layout's
    ///     colour scheme; nil leaves the canvas transparent.
    ///   - showsFrames: outline every view's frame and label it with its size.
    /// With `systemBars`, the device's status bar and home indicator are drawn over the view, as
    /// device screenshots show them (`SystemBars`).
    public func displayList(background: Color? = nil, showsFrames: Bool = false, systemBars device: Device? = nil) -> DisplayList {
        LargeStack.run {
            var list = DisplayListBuilder(layout: self).build(background: background?.resolved(for: colorScheme))
            if let device {
                let root = storage.entries.first?.node
                list.items += SystemBarsPicture.items(for: SystemBars(
                    device: device, lightStatusBar: pushesWindowBack,
                    hidesStatusBar: root?.preferenceValue(_StatusBarHiddenKey.self) ?? false,
                    hidesHomeIndicator: root?.preferenceValue(_SystemOverlaysHiddenKey.self) ?? false,
                    colorScheme: colorScheme, layoutDirection: layoutDirection
                ), scale: scale)
            }
            if showsFrames {
                list.items += FrameOverlay(layout: self, canvas: CGRect(origin: .zero, size: canvasSize)).items()
            }
            // Checked once here, so that `diagnostics` tells what can't be drawn as given.
            return list.drawable()
        }
    }
}

extension DisplayList {
    /// The picture as PNG, `scale` pixels per point.
    public func pngData(scale: CGFloat) throws -> Data {
        try LargeStack.run { Result { try PNGRenderer.render(self, scale: scale) } }.get()
    }

    /// The picture as a baseline JPEG, `scale` pixels per point, with libjpeg's `quality` (1–100);
    /// transparent parts come out black (see `JPEGRenderer`). For UIKit's `jpegData`.
    package func jpegData(scale: CGFloat, quality: Int) throws -> Data {
        try LargeStack.run { Result { try JPEGRenderer.render(self, scale: scale, quality: quality) } }.get()
    }

    /// The picture as a one-page PDF, in points; shadows and filters are embedded as images at
    /// `rasterScale` pixels per point.
    public func pdfData(rasterScale: CGFloat = 2) throws -> Data {
        try LargeStack.run { Result { try PDFRenderer.render(self, rasterScale: rasterScale) } }.get()
    }

    /// The picture as SVG text, in points; what SVG can't express (perspective, conic gradients)
    /// is embedded as images at `rasterScale` pixels per point.
    public func svg(rasterScale: CGFloat = 2) throws -> String {
        guard size.width.isFinite, size.height.isFinite else { throw RenderError.unboundedCanvas(size) }
        guard size.width > 0, size.height > 0 else { throw RenderError.emptyCanvas(size) }
        guard rasterScale.isFinite, rasterScale > 0 else { throw RenderError.invalidScale(rasterScale) }
        return try LargeStack.run { Result { try SVGRenderer.render(self, rasterScale: rasterScale) } }.get()
    }
}

/// The drawing of a device's system bars, made once per device, status bar style and scale: it
/// never changes, and every whole-device picture draws it.
enum SystemBarsPicture {
    private struct Key: Hashable {
        let device: Device
        let lightStatusBar: Bool
        let hidesStatusBar: Bool
        let hidesHomeIndicator: Bool
        let colorScheme: ColorScheme
        let layoutDirection: LayoutDirection
        let scale: CGFloat
    }

    private static let cache = NSLock()
    nonisolated(unsafe) private static var pictures: [Key: [DisplayItem]] = [:]

    static func items(for bars: SystemBars, scale: CGFloat) -> [DisplayItem] {
        let key = Key(device: bars.device, lightStatusBar: bars.lightStatusBar, hidesStatusBar: bars.hidesStatusBar, hidesHomeIndicator: bars.hidesHomeIndicator, colorScheme: bars.colorScheme,
                      layoutDirection: bars.layoutDirection, scale: scale)
        if let items = cache.withLock({ pictures[key] }) { return items }
        var environment = EnvironmentValues()
        environment.displayScale = scale
        // The package initialiser: the public ones are main-actor isolated with the
        // `MainActorViews` trait, and the system bars are Easel's own nonisolated views.
        let bars = ViewLayout(of: bars, in: bars.device.screenSize, environment: environment, stateStore: nil)
        let items = DisplayListBuilder(layout: bars).build(background: nil).items
        cache.withLock {
            // A handful of devices are drawn in practice; a program drawing many keeps the latest.
            if pictures.count >= 32 { pictures.removeAll() }
            pictures[key] = items
        }
        return items
    }
}
