import Foundation

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// It accepts the size it is offered (10 points for an unspecified dimension, as users measured in
/// scroll views; OpenSwiftUI says 0, spec §12 contested) and places each view of its content at its
/// top-leading corner, proposing them its own size (spec §12 [M] FG-geometry-reader; [R]).
nonisolated public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard let inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        let content = view.content
        let node = GeometryReaderNode(inputs: inputs.forContainerContent(orientation: nil)) { proxy, inputs in
            Content.makeNodes(content(proxy), inputs: inputs)
        }
        list.append(node)
    }
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    let globalFrame: CGRect
    let namedFrames: [AnyHashable: CGRect]
    /// The safe area inset of the container view: how far each of its edges lies outside its safe
    /// area (zero in a layout without a device, and where the reader ignores the safe area).
    public let safeAreaInsets: EdgeInsets

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case let .named(name):
            // An unknown name falls back to global coordinates, as SwiftUI does.
            let origin = namedFrames[name]?.origin ?? .zero
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The bounds of a named coordinate space's view (`.scrollView` for the nearest scroll view,
    /// or a name given with `coordinateSpace(name:)`) in this view's own coordinates, or nil when no
    /// view around it has that name (Apple, `bounds(of:)`).
    public func bounds(of coordinateSpace: CoordinateSpace) -> CGRect? {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return nil
        case let .named(name):
            return namedFrames[name]?.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
        }
    }
}

/// A resolved coordinate space: the container's own, the canvas's, or one named with
/// `coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)

    /// The nearest scroll view's visible region (Apple, `NamedCoordinateSpace.scrollView`).
    public static var scrollView: CoordinateSpace { .named(ScrollViewCoordinateSpaceName()) }

    /// The nearest scroll view along `axis`; Easel names the nearest scroll view, whatever it
    /// scrolls along.
    public static func scrollView(axis: Axis) -> CoordinateSpace { scrollView }
}

/// The name the nearest scroll view gives its coordinate space.
package struct ScrollViewCoordinateSpaceName: Hashable {}

/// A geometry reader: its content is built when it is placed, from its size and position.
package final class GeometryReaderNode: LayoutNode {
    private let inputs: _ViewInputs
    private let makeContent: (GeometryProxy, _ViewInputs) -> [LayoutNode]

    init(inputs: _ViewInputs, makeContent: @escaping (GeometryProxy, _ViewInputs) -> [LayoutNode]) {
        self.inputs = inputs
        self.makeContent = makeContent
        super.init()
    }

    package override var name: String { "GeometryReader" }

    package override var buildsChildrenWhileLaidOut: Bool { true }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        // Placement here reads more than the frame: see `PlacementMemory`.
        context.snapshot?.notePlacementReadsMore()
        let proxy = GeometryProxy(
            size: bounds.size, globalFrame: bounds, namedFrames: context.namedFrames,
            safeAreaInsets: context.safeArea?.insets(in: bounds) ?? EdgeInsets()
        )
        children = makeContent(proxy, inputs.forViewsMadeFromResolvedContent)
        let childProposal = ProposedViewSize(bounds.size)
        for child in children {
            let size = child.sizeThatFits(childProposal)
            child.place(in: CGRect(origin: bounds.origin, size: size), proposal: childProposal, context: context)
        }
    }
}
