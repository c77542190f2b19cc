/// A piece of text in one font: what `Text("a") + Text("b").bold()` becomes.
/// `tag` is the caller's (the view layer uses it for colour); it comes back on every ``GlyphRun``.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: FontDescription
    public var tag: Int

    public init(_ text: String, font: FontDescription, tag: Int = 0) {
        self.text = text
        self.font = font
        self.tag = tag
    }
}
