import Foundation

nonisolated extension View {
    /// Adds the given insets to the view's safe area (Apple, `safeAreaPadding(_:)`).
    ///
    /// The view is laid out as with `padding`, and the padding becomes unsafe area for its
    /// content: a view inside that ignores the safe area (a scroll view, a background) still reaches
    /// the padded edges, while everything else keeps clear of them.
    @inlinable
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingModifier(edges: .all, length: nil, insets: insets, insetsSafeArea: true))
    }

    /// Adds the same inset to the safe area along `edges`; nil means the system default padding,
    /// as for `padding`.
    @inlinable
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingModifier(edges: edges, length: length, insets: nil, insetsSafeArea: true))
    }

    /// Adds the same inset to the safe area along every edge.
    @inlinable
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        modifier(_PaddingModifier(edges: .all, length: length, insets: nil, insetsSafeArea: true))
    }
}
