@_spi(SystemViews) import EaselCore
import Foundation

/// One row of a list, as iOS draws it in the list's style: its content inset (`listRowInsets`),
/// at least 44 pt tall, on the row background (white in grouped styles, or `listRowBackground`),
/// a separator below it from its first text's leading edge (else the content's) to the row's
/// trailing edge (`RowSeparatorLayout`; not below a section's last row), and in inset styles a card with rounded corners at the section's ends
/// (metrics in `ListMetrics`).
nonisolated struct ListRow: View {
    let row: Subview
    let position: _RowPosition
    let style: _ListStyleKind
    let sectionSpacing: CGFloat
    let rowSpacing: CGFloat?
    /// The list's selection, when it has one.
    let selection: ListSelection?
    @Environment(\.editMode) private var editMode
    @Environment(\.defaultMinListRowHeight) private var minimumHeight
    /// The edge the row was swiped from, showing that edge's actions.
    @State private var revealed: HorizontalEdge?

    private var insets: EdgeInsets { row.containerValues.listRowInsets ?? ListMetrics.rowInsets }

    private var corners: RectangleCornerRadii {
        guard style.insetsSections else { return RectangleCornerRadii() }
        let radius = ListMetrics.cornerRadius
        if rowSpacing != nil {
            return RectangleCornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
        }
        return RectangleCornerRadii(
            topLeading: position.isFirst ? radius : 0, bottomLeading: position.isLast ? radius : 0,
            bottomTrailing: position.isLast ? radius : 0, topTrailing: position.isFirst ? radius : 0
        )
    }

    private var showsSeparator: Bool {
        guard !row.containerValues.hiddenListRowSeparators.contains(.bottom), rowSpacing == nil else { return false }
        return !position.isLast
    }

    var body: some View {
        let insets = insets
        VStack(spacing: 0) {
            if position.isFirst && !position.sectionHasHeader && style.isGrouped {
                Color.clear.frame(height: sectionSpacing)
            } else if let rowSpacing, !position.isFirst {
                Color.clear.frame(height: rowSpacing)
            }
            let editMode = editMode?.wrappedValue ?? .inactive
            RowSeparatorLayout(defaultLeading: insets.leading + RowEditingContent.contentShift(row: row, editMode: editMode, selection: selection)) {
                // Insets of the row's own replace the default ones on every edge, the 8 pt above
                // and below included: a row inset by nothing is its content, edge to edge, and
                // the row is at least its minimum height with them (as a `UITableViewCell`'s
                // content view is inset by its layout margins and the cell keeps its row height).
                RowEditingContent(row: row, editMode: editMode, selection: selection, revealed: $revealed,
                                  verticalPadding: row.containerValues.listRowInsets == nil ? ListMetrics.rowVerticalPadding : 0)
                    .padding(EdgeInsets(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
                    .frame(maxWidth: .infinity, minHeight: max(0, minimumHeight.isFinite ? minimumHeight : ListMetrics.minimumRowHeight), alignment: .leading)
                    .modifier(RowSwipe(row: row, editMode: editMode, revealed: $revealed))
                    .background {
                        if let background = row.containerValues.listRowBackground {
                            background
                        } else if style.isGrouped || style == .inset {
                            UnevenRoundedRectangle(cornerRadii: corners).fill(SystemColor.secondarySystemGroupedBackground)
                        }
                    }
                    .clipShape(UnevenRoundedRectangle(cornerRadii: corners))
                if showsSeparator {
                    Divider().overlay(row.containerValues.listRowSeparatorTint)
                }
            }
            .sectionMargins(SectionMargins(insetsSections: style.insetsSections))
        }
    }
}

/// A section header as iOS draws it: in grouped styles the footnote style in secondary grey,
/// capitalized, aligned with the rows' content, 17 pt below the previous section and 7 pt above
/// its own (20 pt semibold, primary and as written with `headerProminence(.increased)`); in the
/// plain style the headline style on the system background, pinned to the top while its section
/// shows [screenshot]. The text styles reach the header through the environment its section
/// resolves it with (`environment(style:prominence:)`); this view places it.
nonisolated struct ListSectionHeader: View {
    let header: Subview
    let style: _ListStyleKind

    static func environment(style: _ListStyleKind, prominence: Prominence) -> _EnvironmentChange {
        _EnvironmentChange { environment in
            if style == .plain {
                environment.font = .headline
            } else if prominence == .increased {
                environment.font = .system(size: 20, weight: .semibold)
            } else {
                environment.font = .footnote
                environment._foregroundStyle = AnyShapeStyle(ListMetrics.secondaryLabel)
                environment.textCase = .uppercase
            }
        }
    }

    var body: some View {
        if style == .plain {
            header
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, ListMetrics.rowInsets.leading)
                .padding(.vertical, 6)
                .background(SystemColor.systemBackground)
        } else {
            header
                .frame(maxWidth: .infinity, alignment: .leading)
                .sectionMargins(SectionMargins(insetsSections: style.insetsSections,
                                       extraLeading: ListMetrics.rowInsets.leading, extraTrailing: ListMetrics.rowInsets.trailing))
                .padding(.top, ListMetrics.headerTop)
                .padding(.bottom, ListMetrics.headerBottom)
        }
    }
}

/// A section footer: the footnote style in secondary grey, aligned with the rows' content, 7 pt
/// below the section [screenshot].
nonisolated struct ListSectionFooter: View {
    let footer: Subview
    let style: _ListStyleKind

    static let environment = _EnvironmentChange { environment in
        environment.font = .footnote
        environment._foregroundStyle = AnyShapeStyle(ListMetrics.secondaryLabel)
    }

    var body: some View {
        footer
            .frame(maxWidth: .infinity, alignment: .leading)
            .sectionMargins(SectionMargins(insetsSections: style.insetsSections,
                                   extraLeading: ListMetrics.rowInsets.leading, extraTrailing: ListMetrics.rowInsets.trailing))
            .padding(.top, ListMetrics.footerTop)
    }
}
