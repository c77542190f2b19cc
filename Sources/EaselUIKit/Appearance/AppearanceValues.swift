@_spi(SystemViews) import EaselCore
import Foundation

/// Where a UIKit view's appearance properties live: for the view `appearance()` returns, in the
/// store every bar made afterwards reads (`SystemAppearance`); for any other view, in the view.
struct AppearanceValues<Section> {
    let section: WritableKeyPath<SystemAppearance, Section>
    let isProxy: Bool
    private var local: Section

    init(_ section: WritableKeyPath<SystemAppearance, Section>, isProxy: Bool, initial: Section) {
        self.section = section
        self.isProxy = isProxy
        self.local = initial
    }

    subscript<Value>(_ key: WritableKeyPath<Section, Value>) -> Value {
        get {
            isProxy ? SystemAppearance.current[keyPath: section.appending(path: key)] : local[keyPath: key]
        }
        set {
            if isProxy {
                let path = section.appending(path: key)
                SystemAppearance.update { $0[keyPath: path] = newValue }
            } else {
                local[keyPath: key] = newValue
            }
        }
    }

    /// A colour, as UIKit's properties hold it.
    subscript(color key: WritableKeyPath<Section, Color?>) -> UIColor? {
        get { self[key].map(UIColor.init) }
        set { self[key] = newValue?.color }
    }

    /// An image set on a bar (the empty `UIImage()` kept as no image).
    subscript(image key: WritableKeyPath<Section, SystemAppearance.BarImage?>) -> UIImage? {
        get { self[key].map(UIImage.init) }
        set { self[key] = newValue.map(SystemAppearance.BarImage.init) }
    }
}

extension SystemAppearance.TextStyle {
    /// The colour and font of UIKit's text attributes (`.foregroundColor` a `UIColor`, `.font` a
    /// `UIFont`); the other attributes don't change how a bar's title is drawn in a still picture,
    /// or aren't read.
    init(_ attributes: [NSAttributedString.Key: Any]?) {
        self.init(
            color: (attributes?[.foregroundColor] as? UIColor)?.color,
            font: (attributes?[.font] as? UIFont).map { Font($0) }
        )
    }

    /// The attributes back, as far as they were kept: the colour (a font isn't kept as a `UIFont`).
    var attributes: [NSAttributedString.Key: Any] {
        color.map { [.foregroundColor: UIColor($0)] } ?? [:]
    }
}

extension SystemAppearance.BarImage {
    /// An image set on a bar: the empty `UIImage()` is kept as no image.
    init(_ image: UIImage) {
        self.init(image: image.size == .zero ? nil : image.image, size: image.size)
    }
}
