@_spi(SystemViews) import EaselCore
import Foundation

/// Edit mode and swiping in a list row, as iOS draws them:
/// - in edit mode, a row whose `ForEach` has `onDelete` shows the delete control at its leading
///   edge (a red disc with a white bar); in a list with a selection, every row shows a selection
///   circle there instead (empty, or the accent colour with a check when selected); a row whose
///   `ForEach` has `onMove` shows the reorder handle (three grey bars) at its trailing edge;
/// - a swiped row (or one whose delete control was tapped) slides aside to show its swipe actions
///   (`swipeActions`, or Delete when it has `onDelete` and no actions of its own).
/// Apple documents the behaviour, not the sizes: the 22 pt controls, the 16 pt gap that moves the
/// content 38 pt, the 74 pt action buttons and the 17 pt action titles are read off iOS 17
/// screenshots [screenshot], Easel's estimate.
enum ListEditMetrics {
    static let controlSize: CGFloat = 22
    static let controlSpacing: CGFloat = 16
    static let actionWidth: CGFloat = 74
    /// How far a drag must move sideways to open a row's actions (a host's swipe goes further).
    static let swipeThreshold: CGFloat = 30
}

/// The actions a row shows when swiped from one edge (`swipeActions`), as container values.
struct LeadingSwipeActionsKey: ContainerValueKey {
    static var defaultValue: AnyView? { nil }
}

struct TrailingSwipeActionsKey: ContainerValueKey {
    static var defaultValue: AnyView? { nil }
}

struct DeleteDisabledKey: ContainerValueKey {
    static var defaultValue: Bool { false }
}

struct MoveDisabledKey: ContainerValueKey {
    static var defaultValue: Bool { false }
}

extension ContainerValues {
    var leadingSwipeActions: AnyView? {
        get { self[LeadingSwipeActionsKey.self] }
        set { self[LeadingSwipeActionsKey.self] = newValue }
    }

    var trailingSwipeActions: AnyView? {
        get { self[TrailingSwipeActionsKey.self] }
        set { self[TrailingSwipeActionsKey.self] = newValue }
    }

    var deleteDisabled: Bool {
        get { self[DeleteDisabledKey.self] }
        set { self[DeleteDisabledKey.self] = newValue }
    }

    var moveDisabled: Bool {
        get { self[MoveDisabledKey.self] }
        set { self[MoveDisabledKey.self] = newValue }
    }
}

/// The delete control: a red disc with a white bar, a button labelled "Delete" for hosts and
/// assistive technologies. While the row shows its Delete action the bar stands upright, as on
/// iOS, and the control is no longer the thing to tap: the action is.
nonisolated struct DeleteControl: View {
    let isConfirming: Bool
    let action: () -> Void

    var body: some View {
        let disc = Circle().fill(Color.red)
            .overlay(Capsule().fill(Color.white).frame(width: 10, height: 2.5).rotationEffect(.degrees(isConfirming ? 90 : 0)))
            .frame(width: ListEditMetrics.controlSize, height: ListEditMetrics.controlSize)
        if isConfirming {
            disc
        } else {
            Button(action: action) { disc }
                .buttonStyle(.plain)
                .accessibilityLabel("Delete")
        }
    }
}

/// The selection circle of a row in a selectable list in edit mode.
nonisolated struct SelectionControl: View {
    let isSelected: Bool

    var body: some View {
        Group {
            if isSelected {
                Circle().fill(Color.accentColor)
                    .overlay(Image(systemName: "checkmark").font(.system(size: 12, weight: .bold)).foregroundStyle(Color.white))
            } else {
                Circle().strokeBorder(SystemColor.systemGray3, lineWidth: 1.5)
            }
        }
        .frame(width: ListEditMetrics.controlSize, height: ListEditMetrics.controlSize)
    }
}

/// The reorder handle: three grey bars.
nonisolated struct ReorderHandle: View {
    var body: some View {
        Image(systemName: "line.3.horizontal")
            .font(.system(size: 17))
            .foregroundStyle(ListMetrics.chevron)
            .accessibilityLabel("Reorder")
    }
}

/// Delete, as iOS offers it on a swiped row: white on red.
nonisolated struct DeleteSwipeAction: View {
    let action: () -> Void

    var body: some View {
        Button("Delete", role: .destructive, action: action)
    }
}

/// Swipe actions drawn as iOS draws them: each button a full-height column, its title white on
/// its tint (`tint(_:)`; red for destructive buttons, grey otherwise). Using one closes the row.
nonisolated struct SwipeActionsBar: View {
    let actions: AnyView
    let close: () -> Void

    var body: some View {
        HStack(spacing: 0) {
            actions
                .buttonStyle(SwipeActionButtonStyle())
                .labelStyle(.titleOnly)
                .environment(\._afterTap, _TapObserver(close))
        }
    }
}

/// A swipe action's button: white title on its colour, `ListEditMetrics.actionWidth` wide.
nonisolated struct SwipeActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        SwipeActionButton(label: configuration.label, isDestructive: configuration.role == .destructive)
    }
}

nonisolated struct SwipeActionButton: View {
    let label: ButtonStyleConfiguration.Label
    let isDestructive: Bool
    @Environment(\.tintColor) private var tint

    var body: some View {
        label
            .font(.system(size: 17))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .frame(width: ListEditMetrics.actionWidth)
            .frame(maxHeight: .infinity)
            .background(tint ?? (isDestructive ? Color.red : SystemColor.systemGray2))
    }
}

/// A list's selection, for its rows: whether a tag is selected, and selecting it.
struct ListSelection: @unchecked Sendable {
    // @unchecked: the bindings are used on the thread that renders.
    let isSelected: (AnyHashable) -> Bool
    let toggle: (AnyHashable) -> Void

    init<Value: Hashable>(single binding: Binding<Value?>) {
        isSelected = { ($0.base as? Value).map { $0 == binding.wrappedValue } ?? false }
        toggle = { tag in
            guard let value = tag.base as? Value else { return }
            binding.wrappedValue = binding.wrappedValue == value ? nil : value
        }
    }

    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        isSelected = { ($0.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
        toggle = { tag in
            guard let value = tag.base as? Value else { return }
            if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
        }
    }
}

/// A row's content with edit mode's controls around it: the selection circle or delete control
/// before it, the reorder handle after it (see `ListEditMetrics`).
nonisolated struct RowEditingContent: View {
    let row: Subview
    let editMode: EditMode
    let selection: ListSelection?
    @Binding var revealed: HorizontalEdge?
    /// Above and below the content: the default rows' 8 pt, none in a row with insets of its own.
    let verticalPadding: CGFloat
    @Environment(\.badgeProminence) private var badgeProminence

    /// How far edit mode moves the row's content (and its separator): by the leading control
    /// and the gap after it, when the row shows one.
    static func contentShift(row: Subview, editMode: EditMode, selection: ListSelection?) -> CGFloat {
        guard editMode.isEditing else { return 0 }
        let values = row.containerValues
        let hasControl = (selection != nil && values._anyTag != nil)
            || (values._rowEditing?.actions.onDelete != nil && !values.deleteDisabled)
        return hasControl ? ListEditMetrics.controlSize + ListEditMetrics.controlSpacing : 0
    }

    var body: some View {
        let values = row.containerValues
        let editing = values._rowEditing
        let canDelete = editing?.actions.onDelete != nil && !values.deleteDisabled
        let canMove = editing?.actions.onMove != nil && !values.moveDisabled
        let tag = values._anyTag
        if editMode.isEditing {
            HStack(spacing: ListEditMetrics.controlSpacing) {
                if let selection, let tag {
                    SelectionControl(isSelected: selection.isSelected(tag))
                } else if canDelete {
                    DeleteControl(isConfirming: revealed == .trailing) { revealed = .trailing }
                }
                content
                if canMove {
                    ReorderHandle()
                }
            }
            .contentShape(Rectangle())
            .modifier(SelectionTap(selection: selection, tag: tag))
        } else {
            content
        }
    }

    /// The row, with its `badge` at the trailing edge, as iOS draws a list row's badge
    /// (`ListRowBadge`: in the secondary label colour unless its prominence says otherwise).
    private var content: some View {
        HStack(spacing: 8) {
            row
            if let badge = row.containerValues.badge {
                Spacer(minLength: 0)
                ListRowBadge(badge: badge, prominence: row.containerValues.badgeProminence ?? badgeProminence)
            }
        }
        .padding(.vertical, verticalPadding)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// In edit mode, tapping a row of a selectable list selects or deselects it.
nonisolated struct SelectionTap: ViewModifier {
    let selection: ListSelection?
    let tag: AnyHashable?

    func body(content: Content) -> some View {
        if let selection, let tag {
            content.onTapGesture { selection.toggle(tag) }
        } else {
            content
        }
    }
}

/// Dragging a row. Sideways past the threshold opens that edge's actions (the trailing edge's
/// are `swipeActions`, or Delete when the row can be deleted), drawn by `RowSwipeLayout`, or
/// closes them. Up or down in edit mode moves a movable row by whole rows: one per 44 pt (the
/// minimum row height, Easel's approximation of the rows' own heights), reported to `onMove` with
/// SwiftUI's destination (the offset it goes before, counted before the move).
nonisolated struct RowSwipe: ViewModifier {
    let row: Subview
    let editMode: EditMode
    @Binding var revealed: HorizontalEdge?

    func body(content: Content) -> some View {
        let values = row.containerValues
        let editing = values._rowEditing
        let onDelete = values.deleteDisabled ? nil : editing?.actions.onDelete
        let onMove = editMode.isEditing && !values.moveDisabled ? editing?.actions.onMove : nil
        let trailing: AnyView? = values.trailingSwipeActions ?? onDelete.map { delete in
            AnyView(DeleteSwipeAction { delete(IndexSet(integer: editing?.offset ?? 0)) })
        }
        let leading = values.leadingSwipeActions
        if trailing == nil && leading == nil && onMove == nil {
            content
        } else {
            let shown = revealed == .trailing ? trailing : revealed == .leading ? leading : nil
            RowSwipeLayout(edge: shown == nil ? nil : revealed) {
                content
                if let shown {
                    SwipeActionsBar(actions: shown) { revealed = nil }
                }
            }
            .simultaneousGesture(DragGesture().onEnded { value in
                let translation = value.translation
                if abs(translation.height) > abs(translation.width) {
                    let rows = Int((translation.height / ListMetrics.minimumRowHeight).rounded())
                    guard let onMove, let offset = editing?.offset, rows != 0 else { return }
                    onMove(IndexSet(integer: offset), rows > 0 ? offset + rows + 1 : Swift.max(0, offset + rows))
                    return
                }
                guard abs(translation.width) > ListEditMetrics.swipeThreshold else { return }
                let edge: HorizontalEdge = translation.width < 0 ? .trailing : .leading
                if revealed != nil {
                    revealed = nil
                } else if (edge == .trailing ? trailing : leading) != nil {
                    revealed = edge
                }
            })
        }
    }
}

/// The swiped row's layout: the content slid aside by the actions' width, the actions at the
/// edge the row was swiped from, in the row's own frame.
struct RowSwipeLayout: Layout {
    let edge: HorizontalEdge?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let contentProposal = ProposedViewSize(width: bounds.width, height: bounds.height)
        guard subviews.count > 1, let edge else {
            content.place(at: bounds.origin, proposal: contentProposal)
            return
        }
        let actions = subviews[1]
        let width = actions.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height)).width
        let shift = edge == .trailing ? -width : width
        content.place(at: CGPoint(x: bounds.minX + shift, y: bounds.minY), proposal: contentProposal)
        let x = edge == .trailing ? bounds.maxX - width : bounds.minX
        actions.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
    }
}
