@_spi(SystemViews) import EaselCore
import Foundation

/// A container that presents rows of data in a single column, in sections (Apple, `List`), drawn
/// as iOS draws it in its style (`listStyle`; inset grouped by default, as on iOS 15 and later).
///
/// It scrolls, and it is lazy: its rows are built as a lazy stack builds them, only where they
/// show, each decorated by `ListRow` (its insets, background, separator and corners) and each
/// section's header and footer by `ListSectionHeader`/`ListSectionFooter`. `Section`s and
/// `ForEach`es inside make its sections and rows. The grouped styles draw the grouped background
/// (#F2F2F7) behind it, under the bars, unless `scrollContentBackground(.hidden)`. Its rows run on
/// under the bottom safe area (the home indicator, a tab bar), as a scrolled-under list does.
///
/// Selection (`List(selection:)`) shows in edit mode, as on iPhone: each row (tagged with its
/// `ForEach` element's id, or its `tag`) gets a selection circle, and tapping a row selects it.
/// Out of edit mode the rows look as they always do.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    var selection: ListSelection?
    @Environment(\.listStyle) private var style
    @Environment(\.scrollContentBackground) private var background
    @Environment(\.listSectionSpacing) private var sectionSpacing
    @Environment(\.listRowSpacing) private var rowSpacing
    @Environment(\.headerProminence) private var prominence

    init(content: Content) {
        self.content = content
    }

    public var body: some View {
        let style = style
        let spacing = sectionSpacing ?? ListMetrics.sectionSpacing
        let rowSpacing = rowSpacing
        let selection = selection
        ScrollView(.vertical) {
            LazyVStack(spacing: 0, pinnedViews: style == .plain ? [.sectionHeaders] : []) {
                _DecoratedLazyContent(content, environment: _EnvironmentChange { [selection] environment in
                    environment.listRowContext = style
                    if selection != nil { environment._tagsForEachElements = true }
                    environment._sectionHeaderEnvironment = ListSectionHeader.environment(style: style, prominence: prominence)
                    environment._sectionFooterEnvironment = ListSectionFooter.environment
                    if style == .sidebar {
                        environment._labelIconsTinted = true
                        environment._missingSectionDisclosure = "A collapsible Section in a sidebar list is drawn without the disclosure chevron iOS puts in its header."
                    }
                }) { row, position in
                    ListRow(row: row, position: position, style: style, sectionSpacing: spacing, rowSpacing: rowSpacing, selection: selection)
                } header: { header, _ in
                    ListSectionHeader(header: header, style: style)
                } footer: { footer, _ in
                    ListSectionFooter(footer: footer, style: style)
                }
            }
            .padding(.bottom, style.isGrouped ? spacing : 0)
        }
        // Rows scroll under the home indicator (and a tab bar), as on iOS; at the top the list
        // starts below the bars.
        .ignoresSafeArea(.container, edges: .bottom)
        .background {
            if background != .hidden {
                (style.isGrouped ? ListMetrics.groupedBackground : SystemColor.systemBackground).ignoresSafeArea()
            }
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of the given rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content())
    }

    /// A row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent))
    }

    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent))
    }

    /// A row for each number of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent))
    }
}

extension List {
    /// A list whose rows can be selected, one at a time (shown in edit mode; see the type's note).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content())
        self.selection = selection.map { ListSelection(single: $0) }
    }

    /// A list whose rows can be selected, several at a time.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content())
        self.selection = selection.map { ListSelection(multiple: $0) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent))
        self.selection = selection.map { ListSelection(single: $0) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent))
        self.selection = selection.map { ListSelection(multiple: $0) }
    }

    /// Rows for data identified by a key path, one selectable at a time (a split view's sidebar).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent))
        self.selection = selection.map { ListSelection(single: $0) }
    }

    /// Rows for data identified by a key path, several selectable at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent))
        self.selection = selection.map { ListSelection(multiple: $0) }
    }
}

/// A container for grouping controls used for data entry, as in settings (Apple, `Form`): on iOS,
/// a list in the inset grouped style whatever the list style around it.
nonisolated public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// How a form arranges its controls (`formStyle`): grouped on iOS whatever is asked.
public struct FormStyleChoice: Sendable {
    public static let automatic = FormStyleChoice()
    public static let grouped = FormStyleChoice()
    public static let columns = FormStyleChoice()
}

nonisolated extension View {
    public func formStyle(_ style: FormStyleChoice) -> some View {
        self
    }
}
