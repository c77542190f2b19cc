import Foundation

/// A view that SwiftUI updates only when its value changes by `==` (Apple, `EquatableView`):
/// a way to skip body updates, not to change what is drawn. Easel evaluates every body on each
/// render, so the picture is the content's.
nonisolated public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    public var body: some View { content }
}

nonisolated extension View where Self: Equatable {
    /// Wraps the view so that it is compared with `==` before its body is updated.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
