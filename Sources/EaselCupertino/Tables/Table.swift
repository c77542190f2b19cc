@_spi(SystemViews) import EaselCore
import Foundation

/// Rows of data in columns (Apple, `Table`), as iOS shows one:
/// - in a compact width (an iPhone, or no device), as a list of the first column only: "in a
///   compact horizontal size class, a table shows only the first column" (Apple, `Table`);
/// - in a regular width (an iPad), as a header row of the column titles (13 pt semibold,
///   secondary grey) over rows of cells, columns sharing the width save those given a `width`
///   [screenshot].
/// `sortOrder` sorts the rows by its comparators, as the binding says; selection shows as in a
/// list (no mark at rest).
nonisolated public struct Table<Value: Identifiable, Data: RandomAccessCollection>: View where Data.Element == Value {
    let data: Data
    let columns: _TableColumns<Value>
    let sortOrder: [KeyPathComparator<Value>]
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.tableStyle) private var style

    public init(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>) {
        self.data = data
        self.columns = columns()
        self.sortOrder = []
    }

    public init(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>) {
        self.init(data, columns: columns)
    }

    public init(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>) {
        self.init(data, columns: columns)
    }

    public init(_ data: Data, sortOrder: Binding<[KeyPathComparator<Value>]>, @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> _TableColumns<Value>) {
        self.data = data
        self.columns = columns()
        self.sortOrder = sortOrder.wrappedValue
    }

    public init(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[KeyPathComparator<Value>]>, @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> _TableColumns<Value>) {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }

    /// Sortable, with zero or one row selected (Apple, `init(_:selection:sortOrder:columns:)`).
    public init(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[KeyPathComparator<Value>]>, @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> _TableColumns<Value>) {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }

    private var rows: [Value] {
        sortOrder.isEmpty ? Array(data) : data.sorted(using: sortOrder)
    }

    public var body: some View {
        let columns = columns.columns
        let rows = rows
        if sizeClass == .regular {
            List {
                Section {
                    ForEach(rows) { row in
                        HStack(spacing: 12) {
                            ForEach(columns.indices, id: \.self) { index in
                                cell(columns[index].content(row), width: columns[index].width)
                            }
                        }
                    }
                } header: {
                    HStack(spacing: 12) {
                        ForEach(columns.indices, id: \.self) { index in
                            cell(columns[index].label, width: columns[index].width)
                                .font(.system(size: 13, weight: .semibold))
                                .foregroundStyle(Color.secondary)
                                .textCase(nil)
                        }
                    }
                }
            }
            .listStyle(.plain)
            ._diagnosticIf(style == .inset, "tableStyle(.inset): the inset style's alternating row backgrounds are not drawn; the table is drawn in its automatic style.")
        } else {
            List(rows) { row in
                if let first = columns.first {
                    first.content(row)
                }
            }
            .listStyle(.plain)
            ._diagnosticIf(columns.isEmpty, "A Table with no columns shows empty rows.")
        }
    }

    private func cell(_ view: AnyView, width: TableColumnWidth) -> some View {
        switch width {
        case .flexible:
            return AnyView(view.frame(maxWidth: .infinity, alignment: .leading))
        case let .fixed(length):
            return AnyView(view.frame(width: length, alignment: .leading))
        case let .range(minimum, ideal, maximum):
            return AnyView(view.frame(minWidth: minimum, idealWidth: ideal, maxWidth: maximum ?? .infinity, alignment: .leading))
        }
    }
}
