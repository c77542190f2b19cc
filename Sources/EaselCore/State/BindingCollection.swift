import Foundation

// A binding to a mutable collection is a collection of bindings to its elements (Apple,
// `Binding`'s conformances to `Sequence` through `RandomAccessCollection`, iOS 15): a list edits
// its rows in place with `ForEach($items) { $item in TextField("Name", text: $item.name) }`.
// Each element's binding reads and writes the collection through this binding, at its index.

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }

    public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

    public func formIndex(after index: inout Index) { wrappedValue.formIndex(after: &index) }

    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before index: Index) -> Index { wrappedValue.index(before: index) }

    public func formIndex(before index: inout Index) { wrappedValue.formIndex(before: &index) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// A binding to an identifiable value is identified as the value is (Apple, `Binding`'s
/// conformance to `Identifiable`): `ForEach($items)` identifies its rows by the items' ids.
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

nonisolated extension ForEach where Content: View {
    /// Views for each element of a bound collection, each given a binding to its element and
    /// identified by `id` of the element's value (Apple, `init(_:id:content:)` with a binding).
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                                @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == Binding<C> {
        self.init(data: data, identifier: { $0.wrappedValue[keyPath: id] }, content: content)
    }

    /// Views for each element of a bound collection of identifiable values.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>,
                                                                @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(data: data, identifier: { $0.wrappedValue.id }, content: content)
    }
}
