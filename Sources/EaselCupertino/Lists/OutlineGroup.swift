import EaselCore
import Foundation

/// A tree of rows that expand to show their children (Apple, `OutlineGroup`): each element is a
/// row, and an element with children (a non-nil collection at `children`) has a chevron at the
/// trailing edge, pointing right while collapsed and down once expanded (13 pt semibold, accent
/// colour); expanded, its children follow as rows of their own, indented 20 pt a level
/// [screenshot]. Every element starts collapsed, as in SwiftUI; tapping a row with children
/// toggles it (a host taps it by its content).
///
/// The visible rows are one flat `ForEach`, so in a `List` each is a row with its own separator.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The top-level elements: the collection given, or the one root given.
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Content
    @State private var expanded: Set<ID> = []

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }

    /// A tree from one root, which is the first row (Apple, `init(_:id:children:content:)` with a
    /// root element rather than a collection).
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Content) where Data.Element == DataElement {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    private init(roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Content) {
        self.roots = roots
        self.id = id
        self.children = children
        self.content = content
    }

    /// One visible row: an element, its depth, and whether it has children.
    struct Row {
        let element: Data.Element
        let depth: Int
        let hasChildren: Bool
    }

    /// The rows that show: every element whose ancestors are all expanded, depth first.
    func visibleRows(expanded: Set<ID>) -> [Row] {
        var rows: [Row] = []
        func visit(_ elements: some Sequence<Data.Element>, depth: Int) {
            for element in elements {
                let kids = element[keyPath: children]
                rows.append(Row(element: element, depth: depth, hasChildren: kids != nil))
                if let kids, expanded.contains(element[keyPath: id]) {
                    visit(kids, depth: depth + 1)
                }
            }
        }
        visit(roots, depth: 0)
        return rows
    }

    public var body: some View {
        let rows = visibleRows(expanded: expanded)
        let id = id
        ForEach(rows.indices, id: \.self) { index in
            let row = rows[index]
            let key = row.element[keyPath: id]
            HStack(spacing: 8) {
                content(row.element)
                Spacer(minLength: 0)
                if row.hasChildren {
                    Image(systemName: expanded.contains(key) ? "chevron.down" : "chevron.right")
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(Color.accentColor)
                }
            }
            .padding(.leading, CGFloat(row.depth) * 20)
            .contentShape(Rectangle())
            .onTapGesture {
                guard row.hasChildren else { return }
                if expanded.contains(key) { expanded.remove(key) } else { expanded.insert(key) }
            }
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, children: children, content: content)
    }

    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Content) where Data.Element == DataElement {
        self.init(root, id: \.id, children: children, content: content)
    }
}

extension List where SelectionValue == Never {
    /// Rows for a tree of elements, expandable where they have children (see `OutlineGroup`).
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// Rows for a tree of elements identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}
