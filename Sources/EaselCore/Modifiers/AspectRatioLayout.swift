import Foundation

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

/// Constrains a view to an aspect ratio by changing only what it proposes: it proposes the largest
/// (`.fit`) or smallest (`.fill`) size of that ratio fitting the proposal, and reports whatever the
/// child answers. With no ratio, the child's ideal size gives it. An unspecified proposal passes
/// through (spec §13 [M] objc.io "Aspect Ratios in SwiftUI", FG-aspect-ratio; [R]).
public struct _AspectRatioLayout: Layout, NamedLayout {
    public var _engineTraits: _LayoutEngineTraits { .builtIn }
    public var aspectRatio: CGFloat?
    public var contentMode: ContentMode

    /// SwiftUI's proposal to the child (spec §13 [R], with [M] objc.io's 16:9 example: 100×100
    /// proposes 100×56.25 to fit and 177.8×100 to fill): the ratio scaled by the proposal's width
    /// over the ratio's width, or its height over the ratio's height — the smaller scale to fit,
    /// the larger to fill.
    ///
    /// SwiftUI counts an unspecified dimension (and a ratio side of 0) as an infinite scale. To fit,
    /// that scale is never the smaller one, so Easel's answer is SwiftUI's. To fill, it is always the
    /// larger one, and SwiftUI proposes an infinite size, which no view can be drawn at: a row of a
    /// lazy stack filled to a ratio becomes infinitely tall (measured nowhere; [I] from the formula).
    /// Easel scales by the dimensions that are given instead (fill the width when only the width is
    /// given), and says so in the layout's diagnostics. A proposal of infinity itself (a container
    /// probing how far the view grows) still gives an infinite proposal, as in SwiftUI.
    private func childProposal(_ proposal: ProposedViewSize, child: LayoutSubview) -> ProposedViewSize {
        if proposal == .unspecified { return proposal }
        var ratio: CGSize
        if let aspectRatio {
            ratio = CGSize(width: aspectRatio, height: 1)
        } else {
            ratio = child.sizeThatFits(.unspecified)
        }
        // Equal sides (including an ideal size of 0×0) mean a square (spec §13 [R]).
        if ratio.width == ratio.height {
            ratio = CGSize(width: 1, height: 1)
        }
        let scaleX = proposal.width.flatMap { ratio.width > 0 ? $0 / ratio.width : nil }
        let scaleY = proposal.height.flatMap { ratio.height > 0 ? $0 / ratio.height : nil }
        let scale: CGFloat
        switch (scaleX, scaleY) {
        case let (x?, y?):
            scale = contentMode == .fit ? Swift.min(x, y) : Swift.max(x, y)
        case let (given?, nil), let (nil, given?):
            if contentMode == .fill, given.isFinite {
                LayoutDiagnostics.warn(
                    "aspectRatio(\(layoutDetail ?? "")) was proposed \(formatProposal(proposal)): SwiftUI proposes an infinite size to its content there; Easel scales the content to the \(scaleX != nil ? "width" : "height") it was given."
                )
            }
            scale = given
        case (nil, nil):
            // Only sides of length 0 were given a length: SwiftUI's scale is infinite whatever the
            // mode. The content is proposed the ratio itself, its ideal size when no ratio is given.
            LayoutDiagnostics.warn(
                "aspectRatio(\(layoutDetail ?? "")) was proposed \(formatProposal(proposal)) for content whose ideal size is \(formatSize(ratio)): SwiftUI proposes an infinite size there; Easel proposes the content's ideal size."
            )
            scale = 1
        }
        // A container probing how far the view grows along one axis, the other left unspecified
        // (a stack's (∞, nil)): the unspecified side stays unspecified. SwiftUI's formula makes it
        // infinite too, and the content answers an infinite length for a dimension it wasn't given,
        // which no parent can use (Easel settles it with a diagnostic); only the probed side's
        // answer is read [I].
        if scale.isInfinite, scaleX == nil || scaleY == nil {
            return ProposedViewSize(width: scaleX == nil ? nil : ratio.width == 0 ? 0 : .infinity,
                                    height: scaleY == nil ? nil : ratio.height == 0 ? 0 : .infinity)
        }
        // A side of length 0 stays 0 at any scale, infinite ones included.
        return ProposedViewSize(
            width: ratio.width == 0 ? 0 : ratio.width * scale,
            height: ratio.height == 0 ? 0 : ratio.height * scale
        )
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child: child))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        child.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal, child: child))
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwardedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwardedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    package var layoutName: String { "aspectRatio" }
    package var layoutDetail: String? {
        let ratio = aspectRatio.map(formatLength) ?? "nil"
        return "\(ratio), contentMode: \(contentMode == .fit ? ".fit" : ".fill")"
    }
}

nonisolated public struct _AspectRatioModifier: UnaryLayoutModifier {
    public typealias Body = Never
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    package func makeLayout(inputs: _ViewInputs) -> _AspectRatioLayout? {
        var ratio = aspectRatio
        if let value = ratio, !(value.isFinite && value > 0) {
            inputs.graph.warn("Invalid aspect ratio \(formatLength(value)); the view's ideal size gives the ratio instead.")
            ratio = nil
        }
        return _AspectRatioLayout(aspectRatio: ratio, contentMode: contentMode)
    }
}

nonisolated extension View {
    /// Constrains this view's dimensions to the specified aspect ratio (width / height); nil uses the
    /// view's ideal size as the ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioModifier(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio: CGFloat? = aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil
        return modifier(_AspectRatioModifier(aspectRatio: ratio, contentMode: contentMode))
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View {
        aspectRatio(nil, contentMode: .fit)
    }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View {
        aspectRatio(nil, contentMode: .fill)
    }
}
