import Foundation

/// The size a `containerRelativeFrame` is relative to: its nearest container's. SwiftUI's
/// containers are the window (the screen on iOS), scroll views and lists, navigation stacks, tab
/// views and split view columns, less their safe area insets (Apple,
/// `containerRelativeFrame(_:alignment:)`). Easel's are the window (the root's proposal: the canvas,
/// or the device's safe area) and scroll views (their proposal); inside a navigation stack or a tab
/// view the window's safe area already leaves out the bars, which is what their content gets.
///
/// The size is set while sizing, before the container's content is asked, so the frames inside
/// depend on it as well as on their proposals: a container whose size changes forgets what the
/// views inside remembered.
package final class RelativeFrameContainer {
    /// The container's lengths; nil along an axis it has no length on yet (unspecified, infinite).
    package private(set) var width: CGFloat?
    package private(set) var height: CGFloat?
    /// Whether any container-relative frame reads it (only then do changes cost anything).
    package var hasDependents = false

    package init() {}

    /// Sets the container's size; returns whether it changed for views that read it.
    @discardableResult
    package func update(to proposal: ProposedViewSize) -> Bool {
        func usable(_ length: CGFloat?) -> CGFloat? {
            guard let length, length.isFinite, length >= 0 else { return nil }
            return length
        }
        let (newWidth, newHeight) = (usable(proposal.width), usable(proposal.height))
        guard newWidth != width || newHeight != height else { return false }
        width = newWidth
        height = newHeight
        return hasDependents
    }

    package subscript(axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }
}

/// `containerRelativeFrame`: a frame whose length along `axes` comes from the nearest container's
/// (see `RelativeFrameContainer`), the rest as `frame(width:height:alignment:)` lays it out.
public struct _ContainerRelativeFrameLayout: Layout, NamedLayout {
    public var _engineTraits: _LayoutEngineTraits { .builtIn }
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    let description: String
    /// The nearest scroll view's size, if there is one, then the window's.
    let containers: [RelativeFrameContainer]

    /// The frame the lengths make: fixed along `axes` where a container has a length, free
    /// elsewhere. A length that isn't finite and positive leaves that axis free, with a diagnostic.
    private var frame: _FrameLayout {
        func resolved(_ axis: Axis) -> CGFloat? {
            guard axes.contains(axis), let container = containers.lazy.compactMap({ $0[axis] }).first else { return nil }
            let value = length(container, axis)
            guard value.isFinite, value >= 0 else {
                LayoutDiagnostics.warn("containerRelativeFrame(\(description)) computed \(formatLength(value)) for a container \(formatLength(container)) long; the \(axis == .horizontal ? "width" : "height") is left free.")
                return nil
            }
            return value
        }
        return _FrameLayout(width: resolved(.horizontal), height: resolved(.vertical), alignment: alignment)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        frame.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        frame.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The frame resets the spacing of the axes it is declared on, whether or not a container has
    /// a length there yet: a stack remembers its children's spacing across proposals, so spacing
    /// that followed the container's current size would be whatever the last measurement left
    /// (fuzz seed 3,745,274: a text's 10.6 points kept where a fresh layout gives 8).
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        frameSpacing(subviews.first?.spacing, resetting: fixedEdges(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)))
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwardedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwardedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    package var layoutName: String { "containerRelativeFrame" }
    package var layoutDetail: String? { description }
}

nonisolated public struct _ContainerRelativeFrameModifier: UnaryLayoutModifier {
    public typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    let description: String

    package func makeLayout(inputs: _ViewInputs) -> _ContainerRelativeFrameLayout? {
        let window = inputs.graph.windowContainer
        window.hasDependents = true
        var containers = [window]
        if let scrollView = inputs.enclosingScrollView {
            scrollView.container.hasDependents = true
            containers.insert(scrollView.container, at: 0)
        } else {
            // The window's size follows the canvas: a canvas of another size is measured anew.
            inputs.graph.hasViewportDependentViews = true
        }
        return _ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length, description: description, containers: containers)
    }
}

nonisolated extension View {
    /// Sizes the view along `axes` to its nearest container's length (the window's, or the nearest
    /// scroll view's; see `RelativeFrameContainer`) and aligns it in that frame (Apple,
    /// `containerRelativeFrame(_:alignment:)`). Along the other axes the frame takes the view's size.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in length }, description: describeAxes(axes)))
    }

    /// Sizes the view along `axes` to `span` of `count` equal parts of its container's length, with
    /// `spacing` between the parts (Apple, `containerRelativeFrame(_:count:span:spacing:alignment:)`:
    /// the container's length is divided into `count` columns or rows, `spacing` apart, and the
    /// view takes `span` of them and the spacing between them). A count below 1 is taken as 1 and
    /// a span outside 1 … count is clamped, with a diagnostic (SwiftUI's behaviour there is
    /// undocumented).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        let usableCount = Swift.max(1, count)
        let usableSpan = Swift.min(Swift.max(1, span), usableCount)
        let usableSpacing = spacing.isFinite ? spacing : 0
        let description = "\(describeAxes(axes)), count: \(count), span: \(span), spacing: \(formatLength(spacing))"
        return modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in
            if usableCount != count || usableSpan != span || usableSpacing != spacing {
                LayoutDiagnostics.warn("containerRelativeFrame(\(description)): count must be at least 1, span between 1 and count, and spacing finite; \(usableCount), \(usableSpan) and \(formatLength(usableSpacing)) are used.")
            }
            let part = (length - usableSpacing * CGFloat(usableCount - 1)) / CGFloat(usableCount)
            return Swift.max(0, part * CGFloat(usableSpan) + usableSpacing * CGFloat(usableSpan - 1))
        }, description: description))
    }

    /// Sizes the view along `axes` to what `length` makes of its container's length along each
    /// (Apple, `containerRelativeFrame(_:alignment:_:)`).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length, description: describeAxes(axes)))
    }
}

private func describeAxes(_ axes: Axis.Set) -> String {
    switch axes {
    case .horizontal: ".horizontal"
    case .vertical: ".vertical"
    case []: "[]"
    default: "[.horizontal, .vertical]"
    }
}
