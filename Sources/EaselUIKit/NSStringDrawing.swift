import EaselCore
import Foundation

extension NSAttributedString.Key {
    /// The font of the text (UIKit's `NSAttributedString.Key.font`): a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text: a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Extra space between letters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
}

extension NSString {
    /// The size the string takes on one line in the attributes' font (UIKit's
    /// `size(withAttributes:)`), as Easel's `Text` measures it: its width, and the line's height.
    /// Without a font, UIKit's default for attributed text, 12 pt Helvetica, which Easel's text
    /// engine draws as the 12 pt system font (Helvetica isn't one of its fonts).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let kern = (attributes?[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        let text = Text(verbatim: String(describing: self)).font(Font(font)).kerning(kern)
        return ViewLayout(of: text.fixedSize(), proposing: .unspecified).canvasSize
    }
}

extension String {
    /// The size the string takes on one line in the attributes' font (see `NSString`'s).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: self).size(withAttributes: attributes)
    }
}
