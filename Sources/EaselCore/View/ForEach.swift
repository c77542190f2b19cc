import Foundation

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identifier: (Data.Element) -> ID

    init(data: Data, identifier: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.identifier = identifier
        self.content = content
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyCalled(Self.self) }

    /// Creates views for each element, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identifier: { $0[keyPath: id] }, content: content)
    }

    /// Every element's view, in order. Each element is visited once.
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.reserveCapacity(list.nodes.count + view.data.count)
        for element in view.data {
            Content._makeViewList(view: view.content(element), inputs: inputs, list: &list)
        }
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates views for each element of a collection of identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identifier: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates views for each integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, identifier: { $0 }, content: content)
    }
}
