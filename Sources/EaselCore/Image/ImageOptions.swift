import Foundation

extension Image {
    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image at its original size, as many times as necessary to fill the space.
        case tile
        /// Enlarges or reduces the image so that it fills the available space.
        case stretch
    }

    /// The level of quality for rendering an image that requires interpolation, such as a
    /// scaled image.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Renders the image pixels as they are.
        case original
        /// Renders the image's opaque pixels in the foreground style (its alpha as a mask).
        case template
    }

    /// A scale to apply to vector images relative to text (`imageScale(_:)`).
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// Sets the mode by which the image resizes to fit its space.
    ///
    /// A resizable image takes each dimension it is offered, but no less than its cap insets
    /// along it (`leading + trailing`, `top + bottom`), and its natural size along a dimension
    /// offered nil (spec §1.3 [R] `ResolvedImage.sizeThatFits`). The cap insets (points) are the
    /// border the renderer keeps unscaled; `.tile` repeats the middle instead of stretching it.
    /// Negative or non-finite insets are treated as 0.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        var image = self
        image.resizing = Resizing(
            capInsets: EdgeInsets(top: clean(capInsets.top), leading: clean(capInsets.leading),
                                  bottom: clean(capInsets.bottom), trailing: clean(capInsets.trailing)),
            mode: resizingMode)
        return image
    }

    /// Specifies the level of quality for rendering the image when it is scaled.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// Specifies whether the image is antialiased when rendered.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }

    /// Indicates whether the image renders its pixels as they are or as a template in the
    /// foreground style; nil restores the default (`.template` for symbols, `.original` otherwise).
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }
}

enum ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The image scale for symbol images in this environment; `.medium` by default.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Scales symbol images within the view: `.small` about 20 % smaller than `.medium`, `.large`
    /// about 30 % larger (Apple, `NSImage.SymbolScale`). Bitmaps are not affected.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

private enum DefaultImageRenderingModeKey: EnvironmentKey {
    static let defaultValue: Image.TemplateRenderingMode? = nil
}

@_spi(SystemViews)
extension EnvironmentValues {
    /// How the images inside that don't choose are drawn (SPI for Easel's iOS looks): a tab bar
    /// draws its items' images as templates, as UIKit's `UITabBarItem` makes its images from
    /// their alpha ("By default, the actual unselected and selected images are automatically
    /// created from the alpha values in the source images"). Nil: symbols as templates, other
    /// images as they are.
    public var _defaultImageRenderingMode: Image.TemplateRenderingMode? {
        get { self[DefaultImageRenderingModeKey.self] }
        set { self[DefaultImageRenderingModeKey.self] = newValue }
    }
}
