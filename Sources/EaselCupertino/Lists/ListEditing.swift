@_spi(SystemViews) import EaselCore
import Foundation

/// Editing a list. Edit mode's controls and swiped rows are drawn by `ListRow` (see
/// `ListRowEditing`); a host swipes a row (`ViewHost.swipe`), taps its actions, taps the delete
/// and selection controls, and drags rows to move them. Pulling to refresh shows only while
/// pulling, which a picture at rest doesn't.
extension ForEach where Content: View {
    /// The action that deletes rows, run by swiping a row or in edit mode (Apple, `onDelete`):
    /// given the offsets of the rows to delete.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        _editing { $0.onDelete = action }
    }

    /// The action that moves rows, run by dragging in edit mode (Apple, `onMove`): given the
    /// offsets moved and the offset they go before, counted before the move.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        _editing { $0.onMove = action }
    }
}

/// Whether a view is being edited (Apple, `EditMode`).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

/// The edit mode a hosting controller gives the views it hosts, inactive until an `EditButton`
/// toggles it: an app's window and Xcode's canvas host their views so, while `ImageRenderer` and
/// a bare `ViewLayout` don't [I: Apple's Landmarks tutorial, "Working with UI controls": its
/// `ProfileHost`, previewed on its own, reads `editMode?.wrappedValue == .inactive` to show its
/// summary, and its Edit button switches to the editor].
package struct HostedEditMode: ViewModifier {
    @State private var mode = EditMode.inactive

    package init() {}

    package func body(content: Content) -> some View {
        content.transformEnvironment(\.editMode) { [binding = $mode] in
            if $0 == nil { $0 = binding }
        }
    }
}

extension EnvironmentValues {
    /// The edit mode of the views inside, as a binding: nil outside anything editable, when not
    /// hosted (see `HostedEditMode`).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the edit mode around it: "Edit", or "Done" in semibold while editing
/// (Apple, `EditButton`).
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let editMode = editMode
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
        }
    }
}

nonisolated extension View {
    /// Actions revealed by swiping the row from `edge` (drawn when a host swipes the row).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        let actions = AnyView(content())
        return containerValue(edge == .leading ? \.leadingSwipeActions : \.trailingSwipeActions, actions)
    }

    /// An action run when the list is pulled down (shown only while pulling).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        self
    }

    /// A menu shown on a long press (Apple, `contextMenu`): a host's `longPress` opens it, drawn
    /// as iOS draws it (see `ContextMenuLayer`); tapping an item runs it and closes the menu.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: nil))
    }

    /// A context menu whose long press shows `preview` above the menu instead of the view.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: AnyView(preview())))
    }

    /// Whether the row can be moved: a disabled row shows no reorder handle.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        containerValue(\.moveDisabled, isDisabled)
    }

    /// Whether the row can be deleted: a disabled row shows no delete control and no Delete action.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        containerValue(\.deleteDisabled, isDisabled)
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's helper for `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination` (SwiftUI's helper for
    /// `onMove`; `destination` counts positions in the collection before the move).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let before = valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        let target = Swift.min(Swift.max(0, destination - before), count)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
    }
}
