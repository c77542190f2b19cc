import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed.
///
/// Across, it lines its rows up like a `VStack` (on `alignment`), but it takes the width it is
/// offered rather than hugging its rows, and proposes each row that width and no height. [I]
/// (community measurements; spec §19 calls the rest unknown.) Built only where it shows: see
/// `LazyStackNode`.
nonisolated public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let configuration: LazyStackNode.Configuration
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.configuration = LazyStackNode.Configuration(name: "LazyVStack", axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, pinnedViews: pinnedViews, gridItems: nil, detail: lazyDetail(alignment: alignment == .center ? nil : "\(alignment)", spacing: spacing))
        self.content = content()
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        LazyStackNode.resolve(view.content, configuration: view.configuration, inputs: inputs, list: &list)
    }
}

extension LazyStackNode {
    /// Describes `content` lazily and adds a lazy container for it to `list`.
    static func resolve<Content: View>(_ content: Content, configuration: Configuration, inputs: _ViewInputs, list: inout _ViewList) {
        guard let inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        var spacing = configuration.spacing
        if spacing?.isFinite == false {
            inputs.graph.warn("Invalid \(configuration.name) spacing (\(formatLength(spacing!))); the default spacing is used instead.")
            spacing = nil
        }
        let configuration = Configuration(
            name: configuration.name, axis: configuration.axis, alignment: configuration.alignment, spacing: spacing,
            pinnedViews: configuration.pinnedViews, gridItems: configuration.gridItems, detail: configuration.detail
        )
        let contentInputs = inputs.forContainerContent(orientation: configuration.gridItems == nil ? configuration.axis : nil)
        var lazyList = _LazyViewList()
        if configuration.gridItems?.isEmpty == true {
            inputs.graph.warn("\(configuration.name) has no \(configuration.axis == .vertical ? "columns" : "rows"); its content is not shown.")
        } else {
            Content._makeLazyViewList(view: content, inputs: contentInputs, list: &lazyList)
        }
        list.append(LazyStackNode(configuration: configuration, content: lazyList, inputs: contentInputs))
    }
}

/// The arguments a lazy container shows in layout dumps.
func lazyDetail(alignment: String?, spacing: CGFloat?) -> String? {
    let parts = [alignment.map { "alignment: .\($0)" }, spacing.map { "spacing: \(formatLength($0))" }].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
}
