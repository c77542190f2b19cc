import Foundation

/// The content of a lazy container (`LazyVStack`, `LazyHGrid`, …) before any of it is built: its
/// sections, and in each a count of items that are resolved into layout nodes only when needed.
///
/// A `ForEach` contributes one item per element without evaluating any element (its collection is
/// random-access, so element `i` is reached in constant time); a `Section` starts a section with a
/// header and footer; any other view is one item, resolved as a whole when it is first needed.
/// SwiftUI's lazy stacks "create items only as needed" (Apple, `LazyVStack`); this is how Easel
/// knows what there is to create.
public struct _LazyViewList {
    package private(set) var sections: [LazySection] = []
    /// Whether the last section is an explicit `Section` still collecting its content.
    private var explicitSectionIsOpen = false

    package init() {}

    /// Appends `count` items; `make` resolves item `index` (0 ..< count) into nodes, with the inputs
    /// the items were declared with. `identifier` gives item `index`'s identifier (a `ForEach`
    /// element's), for scrolling to it before it is built.
    package mutating func appendItems(count: Int, identifier: ((Int) -> AnyHashable)? = nil, make: @escaping (Int, inout _ViewList) -> Void) {
        guard count > 0 else { return }
        if sections.isEmpty || (sections[sections.count - 1].isExplicit && !explicitSectionIsOpen) {
            sections.append(LazySection(isExplicit: false))
        }
        sections[sections.count - 1].append(LazyChunk(count: count, identifier: identifier, make: make))
    }

    /// Appends the items of `other`, a list with no sections of its own, each resolved through
    /// `each` (given how to resolve the item, and its index); false, appending nothing, when
    /// `other` has sections or fewer than two items.
    package mutating func appendItems(
        of other: _LazyViewList,
        each: @escaping (_ make: @escaping (inout _ViewList) -> Void, _ index: Int, inout _ViewList) -> Void
    ) -> Bool {
        guard other.sections.count == 1, let section = other.sections.first, !section.isExplicit, section.itemCount > 1 else { return false }
        for chunk in section.chunks {
            let make = chunk.make
            appendItems(count: chunk.count, identifier: chunk.identifier) { index, list in
                each({ make(index, &$0) }, index, &list)
            }
        }
        return true
    }

    /// Appends one item resolved eagerly (as a whole) when it is first needed.
    package mutating func appendView<V: View>(_ view: V, inputs: _ViewInputs) {
        appendItems(count: 1) { _, list in
            V._makeViewList(view: view, inputs: inputs, list: &list)
        }
    }

    /// Collects the content `body` appends into a section of its own with a header and footer.
    /// A section inside a section is flattened into it, its header and footer becoming items.
    package mutating func appendSection(
        header: ((inout _ViewList) -> Void)?,
        footer: ((inout _ViewList) -> Void)?,
        content body: (inout _LazyViewList) -> Void
    ) {
        if explicitSectionIsOpen {
            if let header { appendItems(count: 1) { _, list in header(&list) } }
            body(&self)
            if let footer { appendItems(count: 1) { _, list in footer(&list) } }
            return
        }
        var section = LazySection(isExplicit: true)
        section.header = header
        section.footer = footer
        sections.append(section)
        explicitSectionIsOpen = true
        body(&self)
        explicitSectionIsOpen = false
    }
}

/// One section of a lazy container: an optional header, items, an optional footer.
package struct LazySection {
    package let isExplicit: Bool
    package var header: ((inout _ViewList) -> Void)?
    package var footer: ((inout _ViewList) -> Void)?
    fileprivate private(set) var chunks: [LazyChunk] = []
    /// The first item index of each chunk, for a binary search.
    private var chunkStarts: [Int] = []
    package private(set) var itemCount = 0

    init(isExplicit: Bool) {
        self.isExplicit = isExplicit
    }

    mutating func append(_ chunk: LazyChunk) {
        chunkStarts.append(itemCount)
        chunks.append(chunk)
        itemCount += chunk.count
    }

    /// Resolves item `index` of the section into its nodes.
    package func makeItem(_ index: Int) -> [LayoutNode] {
        precondition(index >= 0 && index < itemCount, "item \(index) outside 0..<\(itemCount)")
        var low = 0
        var high = chunkStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if chunkStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        var list = _ViewList()
        chunks[low].make(index - chunkStarts[low], &list)
        return list.nodes
    }

    /// The index of the first item identified by `id`, found without building any item: only
    /// `ForEach` elements carry identifiers before they are built. Linear in the items.
    package func itemIndex(identifiedBy id: AnyHashable) -> Int? {
        for (chunk, start) in zip(chunks, chunkStarts) {
            guard let identifier = chunk.identifier else { continue }
            for index in 0..<chunk.count where identifier(index) == id {
                return start + index
            }
        }
        return nil
    }

    package var hasHeader: Bool { header != nil }
    package var hasFooter: Bool { footer != nil }

    package func makeHeader() -> [LayoutNode] {
        var list = _ViewList()
        header?(&list)
        return list.nodes
    }

    package func makeFooter() -> [LayoutNode] {
        var list = _ViewList()
        footer?(&list)
        return list.nodes
    }
}

/// A run of items from one view: a `ForEach`'s elements, or a single view.
struct LazyChunk {
    let count: Int
    let identifier: ((Int) -> AnyHashable)?
    let make: (Int, inout _ViewList) -> Void
}

nonisolated extension View {
    /// The default: a custom view contributes what its body does (so a custom view wrapping a
    /// `ForEach` stays lazy); a primitive view is one item.
    public static func _makeLazyViewList(view: Self, inputs: _ViewInputs, list: inout _LazyViewList) {
        if Body.self == Never.self || inputs.depth >= inputs.graph.maximumDepth {
            list.appendView(view, inputs: inputs)
            return
        }
        var inputs = inputs.identified(by: .view(ObjectIdentifier(Self.self)))
        inputs.depth += 1
        DynamicProperties.install(in: view, inputs: inputs, identity: inputs.identity)
        Body._makeLazyViewList(view: view._bodyOnAnyThread, inputs: inputs, list: &list)
    }
}
