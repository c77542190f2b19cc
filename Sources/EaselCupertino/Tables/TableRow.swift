import EaselCore
import Foundation

/// Rows of a table given one by one (Apple, `TableRowContent`): `TableRow`s, and `ForEach`es of
/// them, in the `rows:` closure of `Table(of:columns:rows:)`.
public protocol TableRowContent {
    associatedtype TableRowValue: Identifiable
    /// The rows' values, in order.
    var _tableRowValues: [TableRowValue] { get }
}

/// One row of a table, showing `value` in each column (Apple, `TableRow`).
public struct TableRow<Value: Identifiable>: TableRowContent {
    let value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public var _tableRowValues: [Value] { [value] }

    /// A context menu for the row (Apple): closed in a picture, so the row is drawn as it is.
    public func contextMenu<Menu: View>(@ViewBuilder menuItems: () -> Menu) -> TableRow { self }

    /// What the row gives when dragged (Apple, `itemProvider(_:)`): nothing is dragged in a picture.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> TableRow { self }
}

/// Several rows of a table, in order.
public struct TableRowList<Value: Identifiable>: TableRowContent {
    public let _tableRowValues: [Value]
}

/// Collects a table's rows (Apple, `TableRowBuilder`).
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> TableRowList<Value> where Content.TableRowValue == Value {
        TableRowList(_tableRowValues: content._tableRowValues)
    }
    public static func buildBlock(_ parts: TableRowList<Value>...) -> TableRowList<Value> {
        TableRowList(_tableRowValues: parts.flatMap(\._tableRowValues))
    }
    public static func buildOptional(_ part: TableRowList<Value>?) -> TableRowList<Value> {
        part ?? TableRowList(_tableRowValues: [])
    }
    public static func buildEither(first: TableRowList<Value>) -> TableRowList<Value> { first }
    public static func buildEither(second: TableRowList<Value>) -> TableRowList<Value> { second }
    public static func buildArray(_ parts: [TableRowList<Value>]) -> TableRowList<Value> {
        TableRowList(_tableRowValues: parts.flatMap(\._tableRowValues))
    }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue

    /// A row for each element of a collection of identifiable data.
    public init(_ data: Data, content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, identifier: { $0.id }, content: content)
    }

    public var _tableRowValues: [Content.TableRowValue] {
        data.flatMap { content($0)._tableRowValues }
    }
}

nonisolated extension Table where Data == [Value] {
    /// A table of rows given one by one (Apple, `Table(of:columns:rows:)`).
    public init<Rows: TableRowContent>(of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> Rows) where Rows.TableRowValue == Value {
        self.init(rows()._tableRowValues, columns: columns)
    }

    /// A table of rows given one by one, with a selection (Apple).
    public init<Rows: TableRowContent>(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> Rows) where Rows.TableRowValue == Value {
        self.init(rows()._tableRowValues, columns: columns)
    }

    public init<Rows: TableRowContent>(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> Rows) where Rows.TableRowValue == Value {
        self.init(rows()._tableRowValues, columns: columns)
    }

    /// A table of rows given one by one, sorted by `sortOrder` (Apple).
    public init<Rows: TableRowContent>(of valueType: Value.Type = Value.self, sortOrder: Binding<[KeyPathComparator<Value>]>, @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> Rows) where Rows.TableRowValue == Value {
        self.init(rows()._tableRowValues, sortOrder: sortOrder, columns: columns)
    }

    /// Sortable rows given one by one, several selectable (Apple,
    /// `init(of:selection:sortOrder:columns:rows:)` and, without `of:`,
    /// `init(selection:sortOrder:columns:rows:)`); the selection shows as in a list.
    public init<Rows: TableRowContent>(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[KeyPathComparator<Value>]>, @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> Rows) where Rows.TableRowValue == Value {
        self.init(rows()._tableRowValues, sortOrder: sortOrder, columns: columns)
    }

    /// Sortable rows given one by one, zero or one selected (Apple, the same with a
    /// `Binding<Value.ID?>`).
    public init<Rows: TableRowContent>(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[KeyPathComparator<Value>]>, @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> Rows) where Rows.TableRowValue == Value {
        self.init(rows()._tableRowValues, sortOrder: sortOrder, columns: columns)
    }
}
