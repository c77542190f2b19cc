import Foundation

/// Gives its content a proxy that scrolls the scroll views inside it to a view (Apple,
/// `ScrollViewReader`).
///
/// The proxy is for actions (button taps, `onAppear`, `onChange`), as in SwiftUI: a `ViewHost`
/// runs them and draws the next frame scrolled. Calling `scrollTo` while the body is evaluated is
/// a SwiftUI programming error and does nothing here either.
nonisolated public struct ScrollViewReader<Content: View>: View {
    public var content: (ScrollViewProxy) -> Content
    @State private var request: ScrollRequest?

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        let request = request
        return content(ScrollViewProxy(request: $request))
            .transformEnvironment(\.scrollRequest) { input in
                if let request { input = ScrollRequestInput(request: request, reachesNestedScrollViews: true) }
            }
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader` (Apple, `ScrollViewProxy`).
public struct ScrollViewProxy {
    private let request: Binding<ScrollRequest?>

    init(request: Binding<ScrollRequest?>) {
        self.request = request
    }

    /// Scrolls the first scroll view inside the reader that holds a view identified by `id` (an
    /// `.id(_:)`, or a `ForEach` element's identifier) to that view. With an `anchor`, that point
    /// of the view lines up with the same point of the scroll view; without one, the scroll view
    /// moves the least that shows the whole view (Apple, `scrollTo(_:anchor:)`). An id that no
    /// view has leaves the scroll view where it is, with a diagnostic.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        request.wrappedValue = .view(id: AnyHashable(id), anchor: anchor)
    }
}
