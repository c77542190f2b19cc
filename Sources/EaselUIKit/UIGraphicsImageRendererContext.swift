import EaselCore
import Foundation

/// How a `UIGraphicsImageRenderer` makes its images (`UIGraphicsImageRendererFormat`): pixels per
/// point, the main screen's by default, as UIKit's default format has.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    open var scale: CGFloat
    open var opaque = false
    open var preferredRange: Range = .automatic

    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    public init() {
        scale = UIScreen.main.scale
    }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What an image renderer's drawing closure draws into (`UIGraphicsImageRendererContext`): the
/// views drawn with `drawHierarchy(in:afterScreenUpdates:)`, each in its rectangle, in order.
/// Core Graphics drawing (`cgContext`) isn't offered: a file that uses it doesn't compile, rather
/// than drawing an empty picture.
open class UIGraphicsImageRendererContext: @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    /// The views drawn so far, with the rectangles they were drawn in.
    package private(set) var drawings: [(view: AnyView, rect: CGRect)] = []

    /// The context a renderer's closure is drawing into, on this task.
    @TaskLocal package static var current: UIGraphicsImageRendererContext?

    package init(format: UIGraphicsImageRendererFormat) {
        self.format = format
    }

    package func draw(_ view: AnyView, in rect: CGRect) {
        drawings.append((view, rect))
    }
}
