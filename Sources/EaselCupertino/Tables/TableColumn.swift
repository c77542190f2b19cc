import EaselCore
import Foundation

/// A column of a `Table` (Apple, `TableColumn`): a title, and how a row's value shows in it.
public struct TableColumn<RowValue, Sort, Content: View, Label: View> {
    let label: Label
    let content: (RowValue) -> Content
    var width: TableColumnWidth = .flexible

    public init(_ label: Label, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.label = label
        self.content = content
    }

    /// The column's width: fixed, or between bounds (Apple, `width(_:)`, `width(min:ideal:max:)`).
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.width = width.map { .fixed($0) } ?? .flexible
        return copy
    }

    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.width = .range(min: min, ideal: ideal, max: max)
        return copy
    }
}

enum TableColumnWidth {
    case flexible
    case fixed(CGFloat)
    case range(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
}

extension TableColumn where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(Text(titleKey), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(Text(title), content: content)
    }

    /// A column showing a string property of each row, sortable by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text, Sort == KeyPathComparator<RowValue> {
        self.label = Text(titleKey)
        self.content = { Text($0[keyPath: value]) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text, Sort == KeyPathComparator<RowValue> {
        self.label = Text(title)
        self.content = { Text($0[keyPath: value]) }
    }

    /// A column sortable by a property, showing rows as `content` makes them.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
        self.label = Text(titleKey)
        self.content = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
        self.label = Text(title)
        self.content = content
    }
}

/// The columns of a table, type-erased.
public struct _TableColumns<RowValue> {
    struct Column {
        let label: AnyView
        let content: (RowValue) -> AnyView
        let width: TableColumnWidth
    }

    var columns: [Column]
}

/// Collects a table's columns (Apple, `TableColumnBuilder`).
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
    public static func buildExpression<S, Content: View, Label: View>(_ column: TableColumn<RowValue, S, Content, Label>) -> _TableColumns<RowValue> {
        _TableColumns(columns: [.init(label: AnyView(column.label), content: { AnyView(column.content($0)) }, width: column.width)])
    }

    public static func buildBlock(_ parts: _TableColumns<RowValue>...) -> _TableColumns<RowValue> {
        _TableColumns(columns: parts.flatMap(\.columns))
    }

    public static func buildOptional(_ part: _TableColumns<RowValue>?) -> _TableColumns<RowValue> {
        part ?? _TableColumns(columns: [])
    }

    public static func buildEither(first: _TableColumns<RowValue>) -> _TableColumns<RowValue> { first }
    public static func buildEither(second: _TableColumns<RowValue>) -> _TableColumns<RowValue> { second }
}
