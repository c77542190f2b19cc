import Foundation

/// A flexible space that expands along the major axis of its containing stack, or on both axes
/// if not contained in a stack.
///
/// Along its axis it takes what it is offered but never less than `minLength` (8 by default, the
/// system spacing); across it, nothing. It has the lowest layout priority, so a stack gives it only
/// what its other children leave, and it asks for no spacing next to its neighbours (spec §15 [A][R];
/// WATERUI-968 [M] for the priority).
nonisolated public struct Spacer: LeafView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    package func makeLeafContent(inputs: _ViewInputs) -> SpacerLeaf {
        // A negative minimum is allowed (offered nothing, the spacer then takes nothing); NaN and
        // infinity are not.
        var length = minLength
        if let value = length, !value.isFinite {
            inputs.graph.warn("Invalid Spacer minLength \(formatLength(value)); the default is used instead.")
            length = nil
        }
        return SpacerLeaf(minLength: length ?? ViewSpacing.defaultDistance)
    }
}

package struct SpacerLeaf: LeafContent {
    let minLength: CGFloat

    package var name: String { "Spacer" }
    package var detail: String? { minLength == ViewSpacing.defaultDistance ? nil : "minLength: \(formatLength(minLength))" }
    package var layoutPriority: Double { -.infinity }
    package var drawsNothing: Bool { true }

    package func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        func length(_ axis: Axis) -> CGFloat {
            max(proposal[axis] ?? -.infinity, minLength)
        }
        switch context.stackOrientation {
        case .horizontal?: return CGSize(width: length(.horizontal), height: 0)
        case .vertical?: return CGSize(width: 0, height: length(.vertical))
        case nil: return CGSize(width: length(.horizontal), height: length(.vertical))
        }
    }

    package func spacing(in context: LeafContext) -> ViewSpacing {
        context.stackOrientation.map(ViewSpacing.zero(along:)) ?? .zero
    }
}
