import EaselCore
import Foundation

/// Editing a list: what happens only while a person swipes, drags, pulls or long-presses, which
/// a picture at rest doesn't show. These compile and keep the list lazy; a host can't swipe or
/// pull yet (noted in the issue that tracks it).
extension ForEach {
    /// The action that deletes rows, run by swiping a row or in edit mode (Apple, `onDelete`).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        self
    }

    /// The action that moves rows, run by dragging in edit mode (Apple, `onMove`).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        self
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

extension EnvironmentValues {
    /// The edit mode of the views inside, as a binding (nil outside anything editable).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the edit mode around it: "Edit", or "Done" in semibold while editing
/// (Apple, `EditButton`).
public struct EditButton: View {
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

extension View {
    /// Actions revealed by swiping the row (shown only while swiping).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        self
    }

    /// An action run when the list is pulled down (shown only while pulling).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        self
    }

    /// A menu shown on a long press (shown only then).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        self
    }

    /// A menu with a preview shown on a long press.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        self
    }

    /// Rows can be moved (kept; moving happens in edit mode, which Easel doesn't draw yet).
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        self
    }

    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        self
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
