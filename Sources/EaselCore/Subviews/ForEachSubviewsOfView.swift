import Foundation

/// The data of `ForEach(subviews:content:)` given a view: that view, one element, which becomes
/// its subviews when the `ForEach` is resolved (the subviews exist only then).
public struct _SubviewsOfView<Base: View>: RandomAccessCollection {
    let base: Base

    public var startIndex: Int { 0 }
    public var endIndex: Int { 1 }
    public subscript(position: Int) -> Base { base }
}

extension ForEach where ID == Int, Content: View {
    /// A view for each subview of `view`, a container's content (Apple,
    /// `ForEach.init(subviews:content:)`, iOS 18): `view` is resolved, a `ForEach` in it counting
    /// as its elements and a `Group` as its members, and `content` makes a view of each, in order,
    /// as `Group(subviews:transform:)` with a `ForEach` over the collection would.
    public init<Base: View, SubviewContent: View>(
        subviews view: Base, @ViewBuilder content: @escaping (Subview) -> SubviewContent
    ) where Data == _SubviewsOfView<Base>, Content == GroupElementsOfContent<Base, ForEach<SubviewsCollection, Int, SubviewContent>> {
        self.init(data: _SubviewsOfView(base: view), identifier: { _ in 0 }) { base in
            GroupElementsOfContent(subviews: base) { ForEach<SubviewsCollection, Int, SubviewContent>(subviews: $0, content: content) }
        }
    }
}
