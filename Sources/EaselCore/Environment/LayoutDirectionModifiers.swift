import Foundation

/// `flipsForRightToLeftLayoutDirection`: in a right-to-left layout the view is drawn mirrored
/// (Apple: "Sets whether this view mirrors its contents horizontally when the layout direction is
/// right-to-left"), as a horizontal flip about its centre; its frame doesn't change.
nonisolated struct FlipsForRightToLeftModifier: ViewModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) private var layoutDirection

    func body(content: Content) -> some View {
        if enabled && layoutDirection == .rightToLeft {
            content.scaleEffect(x: -1, y: 1)
        } else {
            content
        }
    }
}

nonisolated extension View {
    /// Sets whether this view mirrors its contents horizontally when the layout direction is
    /// right-to-left.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(FlipsForRightToLeftModifier(enabled: enabled))
    }
}
