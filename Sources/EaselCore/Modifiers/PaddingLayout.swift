import Foundation

/// Insets a view: it is proposed the proposal less the insets (never below zero) and reports its
/// size plus the insets (spec §7 [R]). The padded edges take default spacing (spec §3.1 [R]).
public struct _PaddingLayout: Layout, NamedLayout {
    public var _engineTraits: _LayoutEngineTraits {
        guard insetsSafeArea else { return .builtIn }
        var traits = _LayoutEngineTraits.builtIn
        traits.safeAreaInsetSubviewIndex = 0
        return traits
    }
    public var edges: Edge.Set
    public var insets: EdgeInsets
    /// `safeAreaPadding`: the padding is unsafe area for the content, which views that ignore the
    /// safe area extend into.
    package var insetsSafeArea = false
    /// A scroll view's `contentMargins`, named so in layout dumps.
    package var isContentMargins = false

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let size = child.sizeThatFits(proposal.inset(by: insets))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
            anchor: .topLeading,
            proposal: proposal.inset(by: insets)
        )
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        // Padding on every edge (`.padding()`, `.padding(8)`) resets every edge: nothing of the
        // child's preferences is left, so they aren't worked out (a stack's are a merge of all of
        // its children's).
        if edges == .all { return ViewSpacing() }
        var spacing = subviews.first?.spacing ?? ViewSpacing()
        spacing.reset(edges)
        return spacing
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwardedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwardedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    package var layoutName: String { isContentMargins ? "contentMargins" : insetsSafeArea ? "safeAreaPadding" : "padding" }
    package var layoutDetail: String? {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if Set(values).count == 1 { return formatLength(insets.top) }
        return "top: \(formatLength(insets.top)), leading: \(formatLength(insets.leading)), bottom: \(formatLength(insets.bottom)), trailing: \(formatLength(insets.trailing))"
    }
}

/// The `padding` modifier: explicit insets, or SwiftUI's default of 16 on the chosen edges.
nonisolated public struct _PaddingModifier: UnaryLayoutModifier {
    public typealias Body = Never
    let edges: Edge.Set
    let length: CGFloat?
    let insets: EdgeInsets?
    let insetsSafeArea: Bool

    @usableFromInline init(edges: Edge.Set, length: CGFloat?, insets: EdgeInsets?, insetsSafeArea: Bool = false) {
        self.edges = edges
        self.length = length
        self.insets = insets
        self.insetsSafeArea = insetsSafeArea
    }

    package func makeLayout(inputs: _ViewInputs) -> _PaddingLayout? {
        var resolved = insets ?? EdgeInsets()
        if insets == nil {
            let defaults = inputs.environment.defaultPadding
            for edge in Edge.allCases where edges.contains(edge) {
                let value = length ?? defaults[edge]
                switch edge {
                case .top: resolved.top = value
                case .leading: resolved.leading = value
                case .bottom: resolved.bottom = value
                case .trailing: resolved.trailing = value
                }
            }
        }
        // Negative padding is allowed (it lets content spill over); NaN and infinity are not.
        for edge in Edge.allCases where !resolved[edge].isFinite {
            inputs.graph.warn("Invalid padding (non-finite): \(formatLength(resolved[edge])) is replaced by 0.")
        }
        resolved = EdgeInsets(
            top: resolved.top.isFinite ? resolved.top : 0,
            leading: resolved.leading.isFinite ? resolved.leading : 0,
            bottom: resolved.bottom.isFinite ? resolved.bottom : 0,
            trailing: resolved.trailing.isFinite ? resolved.trailing : 0
        )
        var layout = _PaddingLayout(edges: insets == nil ? edges : .all, insets: resolved)
        layout.insetsSafeArea = insetsSafeArea
        return layout
    }
}

nonisolated extension View {
    /// Adds the same padding to the given edges; `nil` means the system default, 16 points on iOS.
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingModifier(edges: edges, length: length, insets: nil))
    }

    /// Adds the given amount of padding to every edge.
    @inlinable
    public func padding(_ length: CGFloat) -> some View {
        modifier(_PaddingModifier(edges: .all, length: length, insets: nil))
    }

    /// Adds different padding to each edge.
    @inlinable
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingModifier(edges: .all, length: nil, insets: insets))
    }
}
