import Foundation

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    @usableFromInline let identifier: (Data.Element) -> ID
    /// `onDelete` and `onMove`, given to each row (see `_RowEditing`).
    var editActions: _RowEditActions?
    /// Whether each element of a range of integers is its own identifier (`ForEach(0..<n)`,
    /// `ForEach(0..<n, id: \.self)`): then no two can be the same, and they aren't checked for
    /// repeats. Only ever true for a `Range<Int>`: the initializers set it for nothing else.
    @usableFromInline let identifiesEachElementByItself: Bool

    @usableFromInline package init(data: Data, identifier: @escaping (Data.Element) -> ID, identifiesEachElementByItself: Bool = false, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.identifier = identifier
        self.identifiesEachElementByItself = identifiesEachElementByItself
        self.content = content
    }
}

nonisolated extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyCalled(Self.self) }

    /// Creates views for each element, identified by the key path `id`.
    @inlinable public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        // An integer identified by itself is its identifier, read without applying the key path
        // (which looks a type up at run time for every element).
        let identifiesByItself = Data.self == Range<Int>.self && id == _integerIdentityKeyPath
        self.init(
            data: data,
            identifier: identifiesByItself ? { unsafeBitCast($0, to: ID.self) } : { $0[keyPath: id] },
            identifiesEachElementByItself: identifiesByItself,
            content: content
        )
    }

    /// Every element's view, in order. Each element is visited once.
    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if let updates = inputs.updates {
            updates.resolve(forEach: view, inputs: inputs, list: &list)
            return
        }
        view.makeElements(inputs: inputs, list: &list) { content, inputs, list in
            Content._makeViewList(view: content, inputs: inputs, list: &list)
        }
    }

    /// Whether the element's views are marked with its id or offset: in a picker, when a scroll
    /// view looks for an element, and with edit actions.
    func marksElements(inputs: _ViewInputs) -> Bool {
        let marks = inputs.environment.forEachElementMarks
        return marks.contains(.tags) || identifiesElements(inputs: inputs, marks: marks) || editActions != nil
    }

    /// Whether elements are found by their identifiers: a scroll view asked to scroll to a view
    /// finds elements by them (Apple, `ScrollViewProxy.scrollTo(_:anchor:)`: "a child view with
    /// identifier `id`").
    private func identifiesElements(inputs: _ViewInputs, marks: ForEachElementMarks) -> Bool {
        inputs.enclosingScrollView?.request?.viewID != nil || marks.contains(.identifiers)
    }

    /// Makes every element's views, in order, with `make`, from the content the element's closure
    /// returns and the element's inputs; then marks them as `marksElements(inputs:)` says.
    func makeElements(inputs: _ViewInputs, list: inout _ViewList, make: (Content, _ViewInputs, inout _ViewList) -> Void) {
        let data = data
        let content = content
        let identifier = identifier
        // A range's count read through the generic collection looks its index type up at run
        // time; the common range of integers is counted directly.
        let count = Data.self == Range<Int>.self ? unsafeBitCast(data, to: Range<Int>.self).count : data.count
        list.nodes.reserveCapacity(list.nodes.count + count)
        // Uses the properties read above, not `self`: a function capturing `self` would look up the
        // ForEach's generic type at run time for every element.
        let marks = inputs.environment.forEachElementMarks
        let tagsElements = marks.contains(.tags)
        let identifiesElements = identifiesElements(inputs: inputs, marks: marks)
        let editActions = editActions
        // Identifiers are checked for repeats in small collections only (see `BuiltIdentifiers`),
        // typed, with no `AnyHashable` made for each.
        // Larger collections don't touch the check at all: in this generic code each use of it looks
        // its type up at run time. Nor do the integers of a range identified by themselves, which
        // are all different.
        let repeats = !identifiesEachElementByItself && count > 1 && count <= BuiltIdentifiers.eagerCheckLimit ? RepeatedIdentifiers<ID>(count: count) : nil
        // The element's offset is passed in, not counted in a variable this function captures: a
        // captured variable is boxed, and each use of it checked for exclusivity at run time.
        func makeViews(for element: Data.Element, at offset: Int) {
            let elementID = identifier(element)
            if let repeats, let first = repeats.firstOffset(of: elementID, adding: offset) {
                BuiltIdentifiers.warn(elementID, at: first, and: offset, in: Self.self, inputs: inputs)
            }
            inputs.identified(by: .element(AnyHashable(elementID))) { inputs in
                guard tagsElements || identifiesElements || editActions != nil else {
                    make(content(element), inputs, &list)
                    return
                }
                let start = list.nodes.count
                make(content(element), inputs, &list)
                let id = AnyHashable(elementID)
                if let editActions {
                    Self.give(editActions, offset: offset, to: list.nodes[start...])
                }
                for node in list.nodes[start...] {
                    // In a picker, an element's views are tagged with its id unless they have a
                    // tag (Apple, `Picker`: "ForEach automatically applies the appropriate tag").
                    if tagsElements, node.traits.containerValues[ObjectIdentifier(TagKey.self)] == nil {
                        node.traits.containerValues[ObjectIdentifier(TagKey.self)] = id
                    }
                    if identifiesElements {
                        node.annotate { $0.elementID = id }
                    }
                }
            }
        }
        // This code is generic over the collection, so stepping an iterator costs a run-time lookup
        // of its type per element; ranges of integers (the common case) and arrays are walked
        // directly instead.
        if Data.self == Range<Int>.self {
            for (offset, element) in unsafeBitCast(data, to: Range<Int>.self).enumerated() {
                makeViews(for: unsafeBitCast(element, to: Data.Element.self), at: offset)
            }
            return
        }
        let walked: Void? = data.withContiguousStorageIfAvailable { elements in
            for index in 0..<elements.count { makeViews(for: elements[index], at: index) }
        }
        if walked == nil {
            var index = data.startIndex
            for offset in 0..<count {
                makeViews(for: data[index], at: offset)
                data.formIndex(after: &index)
            }
        }
    }

    /// In a lazy container, one item per element, none evaluated until it is needed: element `i`
    /// is reached by index, so a million elements cost nothing until shown. Elements that are
    /// `Section`s are read at once, since each one shapes the container.
    public static func _makeLazyViewList(view: Self, inputs: _ViewInputs, list: inout _LazyViewList) {
        if Content.self is any _SectionView.Type {
            for element in view.data {
                Content._makeLazyViewList(view: view.content(element), inputs: inputs, list: &list)
            }
            return
        }
        let data = view.data
        let content = view.content
        let identifier = view.identifier
        let editActions = view.editActions
        let identifierAt = { (index: Int) in AnyHashable(identifier(data[data.index(data.startIndex, offsetBy: index)])) }
        let built = BuiltIdentifiers()
        list.appendItems(count: data.count, identifier: identifierAt) { index, nodes in
            let element = data[data.index(data.startIndex, offsetBy: index)]
            built.check(AnyHashable(identifier(element)), at: index, in: Self.self, inputs: inputs)
            inputs.identified(by: .element(AnyHashable(identifier(element)))) { inputs in
                let start = nodes.nodes.count
                Content._makeViewList(view: content(element), inputs: inputs, list: &nodes)
                if let editActions {
                    Self.give(editActions, offset: index, to: nodes.nodes[start...])
                }
                if inputs.environment._identifiesForEachElements {
                    let id = AnyHashable(identifier(element))
                    for node in nodes.nodes[start...] { node.annotate { $0.elementID = id } }
                }
                // In a selectable list, rows are tagged with their ids, as in a picker.
                if inputs.environment._tagsForEachElements {
                    let id = AnyHashable(identifier(element))
                    for node in nodes.nodes[start...] where node.traits.containerValues[ObjectIdentifier(TagKey.self)] == nil {
                        node.traits.containerValues[ObjectIdentifier(TagKey.self)] = id
                    }
                }
            }
        }
    }

    /// Gives an element's nodes the `ForEach`'s edit actions and the element's offset.
    private static func give(_ actions: _RowEditActions, offset: Int, to nodes: ArraySlice<LayoutNode>) {
        for node in nodes {
            node.traits.containerValues[ObjectIdentifier(RowEditingKey.self)] = _RowEditing(actions: actions, offset: offset)
        }
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates views for each element of a collection of identifiable data.
    @inlinable public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identifier: { $0.id }, content: content)
    }
}

/// `\Int.self`, made once: `ForEach(0..<n, id: \.self)`'s key path is compared with it. A key
/// path written in generic code (`\Data.Element.self`) is made again at each use, which cost more
/// than the check for repeated identifiers it spares. Unchecked for sending: a key path is
/// immutable.
@usableFromInline nonisolated(unsafe) let _integerIdentityKeyPath: AnyKeyPath = \Int.self

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates views for each integer of a constant range.
    @inlinable public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, identifier: { $0 }, identifiesEachElementByItself: true, content: content)
    }
}

/// The identifiers of the elements a `ForEach` has built, to say when one repeats: SwiftUI logs
/// "the ID … occurs multiple times within the collection, this will give undefined results!" and
/// Easel draws every element, saying so on the layout. Lazy containers check the rows they build;
/// eager ones check collections of up to `eagerCheckLimit` elements: a hundred, since hashing every
/// identifier of a thousand cards cost about a tenth of their layout (measured).
final class BuiltIdentifiers {
    static let eagerCheckLimit = 100
    private var indices: [AnyHashable: Int] = [:]

    func check<T>(_ id: AnyHashable, at index: Int, in type: T.Type, inputs: _ViewInputs) {
        if let first = indices[id], first != index {
            Self.warn(id.base, at: first, and: index, in: type, inputs: inputs)
        } else {
            indices[id] = index
        }
    }

    static func warn<T>(_ id: Any, at first: Int, and index: Int, in type: T.Type, inputs: _ViewInputs) {
        inputs.graph.warn("\(shapeName(type)): the ID \(id) occurs more than once in the collection (elements \(first) and \(index)); SwiftUI's results are undefined, Easel shows every element.")
    }
}

/// The identifiers an eager `ForEach` has built so far, typed: up to `linearLimit` of them are
/// compared one by one in a buffer allocated once, more are hashed. Wrapping each identifier in
/// `AnyHashable` to hash it cost a fifth of resolving the nested-stacks benchmark (callgrind),
/// most of it in the dynamic casts `AnyHashable` makes. A `count` of 0 or 1 checks nothing.
///
/// A class, made once per `ForEach`: the generic code building each element reads its fields
/// through the instance's own type, where a struct's type was looked up at run time for every
/// element (with an exclusivity check of the variable holding it), 4 % of resolving the
/// nested-stacks benchmark.
final class RepeatedIdentifiers<ID: Hashable> {
    static var linearLimit: Int { 16 }
    // Only the thread building the ForEach's elements touches these.
    @exclusivity(unchecked) private var seen: UnsafeMutableBufferPointer<ID>?
    @exclusivity(unchecked) private var seenCount = 0
    @exclusivity(unchecked) private var offsets: [ID: Int]?

    init(count: Int) {
        if count > Self.linearLimit {
            offsets = Dictionary(minimumCapacity: count)
        } else if count > 1 {
            seen = .allocate(capacity: count)
        }
    }

    /// The offset of an earlier element with identifier `id`, if there is one; `id` is remembered
    /// at `offset` either way.
    func firstOffset(of id: ID, adding offset: Int) -> Int? {
        if let seen {
            // Every element is kept, repeats too, so that an element's place is its offset.
            var first: Int?
            for index in 0..<seenCount where seen[index] == id {
                first = index
                break
            }
            if seenCount < seen.count {
                seen.initializeElement(at: seenCount, to: id)
                seenCount += 1
            }
            return first
        }
        guard offsets != nil else { return nil }
        if let first = offsets?[id] { return first }
        offsets?[id] = offset
        return nil
    }

    deinit {
        guard let seen else { return }
        seen.extracting(0..<seenCount).deinitialize()
        seen.deallocate()
    }
}
