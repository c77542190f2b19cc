import Foundation

/// What a `ForEach`'s `onDelete` and `onMove` let a person do to its rows (Apple's
/// `DynamicViewContent`), handed to each row as a container value with the row's offset, so that
/// the list around can draw edit mode's controls and run the actions (SPI for `EaselCupertino`).
@_spi(SystemViews)
public struct _RowEditActions: @unchecked Sendable {
    // @unchecked: like SwiftUI's, the actions run on the thread that renders the view.
    public var onDelete: ((IndexSet) -> Void)?
    public var onMove: ((IndexSet, Int) -> Void)?

    public init(onDelete: ((IndexSet) -> Void)? = nil, onMove: ((IndexSet, Int) -> Void)? = nil) {
        self.onDelete = onDelete
        self.onMove = onMove
    }
}

/// A row's edit actions and its offset in its `ForEach`'s data.
@_spi(SystemViews)
public struct _RowEditing: @unchecked Sendable {
    public let actions: _RowEditActions
    public let offset: Int
}

package enum RowEditingKey: ContainerValueKey {
    package static var defaultValue: _RowEditing? { nil }
}

extension ContainerValues {
    /// The edit actions of the `ForEach` the view is a row of, with its offset there.
    @_spi(SystemViews)
    public var _rowEditing: _RowEditing? { self[RowEditingKey.self] }
}

extension ForEach where Content: View {
    /// This `ForEach` with edit actions for its rows (SPI for `EaselCupertino`'s `onDelete` and
    /// `onMove`).
    @_spi(SystemViews)
    public func _editing(_ change: (inout _RowEditActions) -> Void) -> ForEach {
        var copy = self
        var actions = editActions ?? _RowEditActions()
        change(&actions)
        copy.editActions = actions
        return copy
    }
}
