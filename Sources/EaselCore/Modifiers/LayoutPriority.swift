import Foundation

/// Sets the priority by which a parent layout apportions space. Stacks offer space to higher
/// priorities first, and a ZStack sizes itself to its highest-priority children (Apple,
/// `layoutPriority(_:)`; spec §10). It must be the outermost layout modifier to count: a frame or
/// padding around it reports priority 0 (spec §3.2 [R]).
nonisolated public struct _LayoutPriorityModifier: NodeAnnotatingModifier {
    public typealias Body = Never
    let priority: Double

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        if priority.isNaN {
            inputs.graph.warn("Invalid layout priority (NaN); 0 is used instead.")
        }
        node.explicitPriority = priority.isNaN ? 0 : priority
    }
}

/// Controls the display order of overlapping views; layout is unaffected.
nonisolated public struct _ZIndexModifier: NodeAnnotatingModifier {
    public typealias Body = Never
    let index: Double

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        node.annotate { $0.traits.zIndex = index.isNaN ? 0 : index }
    }
}

/// Gives a view an explicit identity; `ViewLayout.frame(id:)` finds views by it.
nonisolated public struct _IdentityModifier: NodeAnnotatingModifier {
    public typealias Body = Never
    let id: AnyHashable

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        node.annotate { $0.ids.append(id) }
    }

    /// An explicit id is also part of the view's identity: a view given a new id is a new view,
    /// and its state starts over (Apple, `id(_:)`).
    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        let start = list.nodes.count
        body(inputs.identified(by: .explicit(modifier.id)), &list)
        for index in start..<list.nodes.count {
            modifier.annotate(list.nodes[index], inputs: inputs)
        }
    }
}

/// Names a coordinate space for `GeometryProxy.frame(in: .named(_:))`.
nonisolated public struct _CoordinateSpaceModifier: NodeAnnotatingModifier {
    public typealias Body = Never
    /// The name; nil for a space that needs none (see `coordinateSpace(_:)`).
    let name: AnyHashable?

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        guard let name else { return }
        node.annotate { $0.coordinateSpaceNames.append(name) }
    }
}

nonisolated extension View {
    /// Sets the priority by which a parent layout should apportion space to this child.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityModifier(priority: value))
    }

    /// Controls the display order of overlapping views.
    public func zIndex(_ value: Double) -> some View {
        modifier(_ZIndexModifier(index: value))
    }

    /// Binds a view's identity to the given proxy value.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: AnyHashable(id)))
    }

    /// Assigns a name to the view's coordinate space, so other code can find frames relative to it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// iOS 17's form: `.coordinateSpace(.named("card"))`. SwiftUI's argument is a named space
    /// (`NamedCoordinateSpace`), so only `.named` reaches here from SwiftUI code; the global and
    /// local spaces, which every view already has, name nothing.
    public func coordinateSpace(_ space: CoordinateSpace) -> some View {
        let name: AnyHashable? = if case let .named(name) = space { name } else { nil }
        return modifier(_CoordinateSpaceModifier(name: name))
    }
}
