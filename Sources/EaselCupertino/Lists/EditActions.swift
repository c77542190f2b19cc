@_spi(SystemViews) import EaselCore
import Foundation

/// The edits a `ForEach` or `List` over a binding lets a person make to its rows (Apple,
/// `EditActions`, iOS 16): `.delete` removes a swiped row (or one deleted in edit mode) from
/// the collection, `.move` moves rows dragged in edit mode, `.all` is both. They are the
/// `onDelete` and `onMove` actions, written on the binding (see `ListEditing`).
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static var move: EditActions { EditActions(rawValue: 1) }
    public static var delete: EditActions { EditActions(rawValue: 2) }
    public static var all: EditActions { [.move, .delete] }
}

extension ForEach where Content: View {
    /// Rows for each element of a binding's collection, each given a binding to its element,
    /// editable by `editActions`.
    public init<C>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == Binding<C>, ID == C.Element.ID,
          C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable, C.Index == Int {
        self = ForEach(data, content: content)._editing { actions in
            if editActions.contains(.delete) {
                actions.onDelete = { offsets in data.wrappedValue.remove(atOffsets: offsets) }
            }
            if editActions.contains(.move) {
                actions.onMove = { offsets, destination in data.wrappedValue.move(fromOffsets: offsets, toOffset: destination) }
            }
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of rows for each element of a binding's collection, editable by `editActions`.
    public init<C, RowContent: View>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<Binding<C>, C.Element.ID, RowContent>,
          C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable, C.Index == Int {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }
}
