import Foundation

/// Images inside text: `Text(Image(systemName: "star.fill")) + Text(" 4.5")` and
/// `Text("Rated \(Image(systemName: "star"))")`, which SwiftUI draws as glyphs of the line, in
/// the text's colour and at its size (Apple, `Text.init(_:)` taking an `Image`).
///
/// A system symbol is its Fork Awesome stand-in (see `SystemSymbols`) set in the symbol font at
/// the text's point size, on the text's baseline: the icon band is 0.86 em tall, from 0.07 em
/// below the baseline (`SymbolFont`'s box), close to SF Symbols' medium scale beside text [I].
/// A symbol Easel lacks is the question-mark placeholder, and another image (a bitmap) is left
/// out; the layout's diagnostics say both.
extension Text {
    public init(_ image: Image) {
        var segment = Segment(string: "")
        if case let .system(name) = image.source, let family = SymbolFont.family {
            let mapping = SystemSymbols.mapping(for: name)
            let codePoint = (mapping ?? SystemSymbols.placeholder).codePoint
            segment.string = Unicode.Scalar(codePoint).map { String(Character($0)) } ?? ""
            segment.symbolFamily = family
            if mapping == nil { segment.note = ImageDiagnostics.unknownSymbol(name) }
        } else {
            segment.note = "An image inside text is drawn only when it is a system symbol; this one is left out."
        }
        self.init(segments: [segment])
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// An image inside a string: drawn as `Text(image)` is.
    public mutating func appendInterpolation(_ image: Image) {
        appendInterpolation(Text(image))
    }
}
