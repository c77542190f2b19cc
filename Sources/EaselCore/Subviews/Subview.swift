import Foundation

/// One view of a container's content, resolved (Apple, `Subview`): show it by putting it in a
/// view, read what it gives its container from `containerValues`.
nonisolated public struct Subview: View, Identifiable, Equatable {
    public typealias Body = Never
    let node: LayoutNode
    let shown: SubviewUse
    /// Its place in the collection, which is what identifies it from render to render.
    public let id: Int

    /// The values the view gives its container (its tag, `containerValue`s).
    public var containerValues: ContainerValues {
        ContainerValues(storage: node.traits.containerValues)
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    /// The same view resolved the same way: the same node at the same place.
    public static func == (lhs: Subview, rhs: Subview) -> Bool {
        lhs.node === rhs.node && lhs.id == rhs.id
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        // A resolved view has one place in the tree: shown twice, it shows once and says so.
        guard view.shown.claim(view.node) else {
            inputs.graph.warn("A Subview is shown more than once; it appears only in its first place.")
            return
        }
        list.append(view.node)
    }
}

/// Which subviews of a collection are already shown.
final class SubviewUse {
    private var claimed: Set<ObjectIdentifier> = []

    func claim(_ node: LayoutNode) -> Bool {
        claimed.insert(ObjectIdentifier(node)).inserted
    }
}

/// The resolved views of a container's content, in order (Apple, `SubviewsCollection`): a
/// `ForEach` counts as its elements, a `Group` as its members.
public struct SubviewsCollection: RandomAccessCollection {
    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
}

/// The content of `Group(subviews:transform:)`: the base view's subviews, transformed.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    public typealias Body = Never
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    public var body: Never { primitiveBodyCalled(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard let inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        let nodes = inputs.identified(by: .view(ObjectIdentifier(Subviews.self))) { inputs in
            var inputs = inputs
            inputs.contentReaderDepth = inputs.depth
            return Subviews.makeNodes(view.subviews, inputs: inputs)
        }
        let use = SubviewUse()
        let collection = SubviewsCollection(subviews: nodes.enumerated().map { Subview(node: $1, shown: use, id: $0) })
        inputs.forViewsMadeFromResolvedContent.identified(by: .view(ObjectIdentifier(Content.self))) { inputs in
            Content._makeViewList(view: view.transform(collection), inputs: inputs, list: &list)
        }
    }
}

extension Group where Content: View {
    /// Resolves `view` and builds the group's content from its subviews (iOS 18): a container
    /// arranging, filtering or decorating the views it was given.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result) where Content == GroupElementsOfContent<Base, Result> {
        self.init(content: GroupElementsOfContent(subviews: view, transform: transform))
    }
}

extension ForEach where Data == SubviewsCollection, ID == Int, Content: View {
    /// A view for each subview of a collection.
    public init(subviews: SubviewsCollection, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(subviews, id: \.id, content: content)
    }
}
