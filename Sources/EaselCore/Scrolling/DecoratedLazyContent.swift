import Foundation

/// Where a row of a decorated lazy content sits: its section, and its place among the section's
/// rows (SPI for Easel's lists, whose rows draw separators and rounded corners by position).
@_spi(SystemViews)
public struct _RowPosition: Sendable, Equatable {
    public let section: Int
    public let index: Int
    public let count: Int
    public let isFirst: Bool
    public let isLast: Bool
    /// Whether the row's section has a header, and a footer.
    public let sectionHasHeader: Bool
    public let sectionHasFooter: Bool
}

/// Content whose rows, section headers and section footers are each shown through a view of the
/// container's (SPI for Easel's lists): a list's rows get their insets, background and separator
/// this way without giving up laziness, as each row is decorated only when a lazy stack builds it.
@_spi(SystemViews)
nonisolated public struct _DecoratedLazyContent<Content: View, Row: View, Header: View, Footer: View>: View {
    public typealias Body = Never
    let content: Content
    let environment: _EnvironmentChange?
    let row: (Subview, _RowPosition) -> Row
    let header: (Subview, Int) -> Header
    let footer: (Subview, Int) -> Footer

    /// `environment` changes the environment the content is resolved with (a list's row context,
    /// how its section headers look).
    public init(
        _ content: Content,
        environment: _EnvironmentChange? = nil,
        @ViewBuilder row: @escaping (Subview, _RowPosition) -> Row,
        @ViewBuilder header: @escaping (Subview, Int) -> Header,
        @ViewBuilder footer: @escaping (Subview, Int) -> Footer
    ) {
        self.content = content
        self.environment = environment
        self.row = row
        self.header = header
        self.footer = footer
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    public static func _makeLazyViewList(view: Self, inputs: _ViewInputs, list: inout _LazyViewList) {
        var inner = _LazyViewList()
        var contentInputs = inputs
        view.environment?.change(&contentInputs.environment)
        Content._makeLazyViewList(view: view.content, inputs: contentInputs, list: &inner)
        for (sectionIndex, section) in inner.sections.enumerated() {
            let count = section.itemCount
            // The decorations are made from the resolved rows (`Subview`s): compared with the
            // last ones, not assumed unchanged, as a row may have changed inside a list that didn't.
            let sectionInputs = inputs.forViewsMadeFromResolvedContent.identified(by: .child(sectionIndex))
            func decorate<V: View>(_ nodes: [LayoutNode], _ make: (Subview) -> V, _ inputs: _ViewInputs, into out: inout _ViewList) {
                for (position, node) in nodes.enumerated() {
                    let subview = Subview(node: node, shown: SubviewUse(), id: position)
                    V._makeViewList(view: make(subview), inputs: inputs.identified(by: .child(position)), list: &out)
                }
            }
            let header: ((inout _ViewList) -> Void)? = section.hasHeader ? { out in
                decorate(section.makeHeader(), { view.header($0, sectionIndex) }, sectionInputs.identified(by: .explicit("header")), into: &out)
            } : nil
            let footer: ((inout _ViewList) -> Void)? = section.hasFooter ? { out in
                decorate(section.makeFooter(), { view.footer($0, sectionIndex) }, sectionInputs.identified(by: .explicit("footer")), into: &out)
            } : nil
            list.appendSection(header: header, footer: footer) { lazy in
                lazy.appendItems(count: count) { index, out in
                    let nodes = section.makeItem(index)
                    for (part, node) in nodes.enumerated() {
                        let position = _RowPosition(
                            section: sectionIndex, index: index, count: count,
                            isFirst: index == 0 && part == 0, isLast: index == count - 1 && part == nodes.count - 1,
                            sectionHasHeader: section.hasHeader, sectionHasFooter: section.hasFooter
                        )
                        let subview = Subview(node: node, shown: SubviewUse(), id: part)
                        let rowInputs = sectionInputs.identified(by: .element(AnyHashable(index))).identified(by: .child(part))
                        Row._makeViewList(view: view.row(subview, position), inputs: rowInputs, list: &out)
                    }
                }
            }
        }
    }

    /// Outside a lazy container, every row is built at once, in order.
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        var decorated = _LazyViewList()
        _makeLazyViewList(view: view, inputs: inputs, list: &decorated)
        for section in decorated.sections {
            list.nodes += section.makeHeader()
            for index in 0..<section.itemCount {
                list.nodes += section.makeItem(index)
            }
            list.nodes += section.makeFooter()
        }
    }
}
