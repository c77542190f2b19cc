import Foundation

/// A view that arranges its children in a line that grows horizontally, creating items only as
/// needed: `LazyVStack` with the axes swapped (see there). In a horizontal scroll view it hugs its
/// content along the axis (spec §19, skip-ui #315 [M]).
nonisolated public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let configuration: LazyStackNode.Configuration
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.configuration = LazyStackNode.Configuration(name: "LazyHStack", axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, pinnedViews: pinnedViews, gridItems: nil, detail: lazyDetail(alignment: alignment == .center ? nil : "\(alignment)", spacing: spacing))
        self.content = content()
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        LazyStackNode.resolve(view.content, configuration: view.configuration, inputs: inputs, list: &list)
    }
}
