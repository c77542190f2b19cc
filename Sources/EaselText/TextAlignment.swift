/// `multilineTextAlignment`: where each line sits inside the text's width (the widest line), so it
/// only shows on multi-line text (platform-constants.md §4 [RE]). `.leading` is the left edge: the
/// text layer lays out for a left-to-right layout direction.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }
