@_spi(SystemViews) import EaselCore
import Foundation

/// A control for selecting from a set of mutually exclusive values (Apple, `Picker`).
///
/// Its options are the views of its content, each tagged with its value (`tag`; a `ForEach` tags
/// its elements with their ids). The option whose tag equals the selection is the one shown as
/// selected; when none does, none is (SwiftUI logs it; Easel says so in the layout's diagnostics).
/// Styles, as iOS 16 and later draw them:
/// - `.menu` and `.automatic`: in a list row, the label leading and the selected option trailing in
///   secondary grey with an up-and-down chevron; elsewhere a button showing the selected option in
///   the accent colour with the chevron (the menu opens when tapped; Easel draws it closed).
/// - `.segmented`: iOS's segmented control (`SegmentedControl`); a host selects by tapping a
///   segment's title. `.palette` outside a menu is drawn the same way (Apple, `palette`: "When used
///   outside of menus, this style is rendered as a segmented picker").
/// - `.wheel`: iOS's wheel (`WheelPicker`); so is `.inline` outside a list.
/// - `.inline` in a list: a section headed by the label whose rows are the options, the selected
///   one checked (`InlinePickerRows`); inside a section of its own the header becomes a row [I].
/// - `.navigationLink`: a navigation link showing the label and the selected option, pushing a
///   list of the options with the selected one checked, titled with the label when it is a
///   `Text`; picking one sets the selection.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyle) private var style
    @Environment(\.listRowContext) private var listRow
    @Environment(\.labelsHidden) private var labelsHidden

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        let selection = selection
        let style = style
        let inList = listRow != nil
        let labelsHidden = labelsHidden
        let label = label
        // Options are resolved with the look they are shown in (resolved views can't be restyled):
        // a segmented control resolves them twice, regular and for the selected segment, bold.
        let tagged = content.environment(\._tagsForEachElements, true)
        switch style {
        case .segmented, .palette:
            // UIKit's segmented control draws the options; its appearance proxy's title
            // attributes (`setTitleTextAttributes(_:for:)`) set their font and colour.
            let titles = SegmentedControl.titles(SystemAppearance.current.segmentedControl)
            Group(subviews: tagged.modifier(SegmentTitleStyle(font: titles.normal.font, color: titles.normal.color))) { regular in
                Group(subviews: tagged.modifier(SegmentTitleStyle(font: titles.selected.font, color: titles.selected.color))) { bold in
                    let selected = Self.selectedIndex(in: regular, selection: selection.wrappedValue)
                    SegmentedControl(options: regular, selectedOptions: bold, selected: selected, select: Self.selecting(regular, selection))
                        ._diagnostic(selected == nil ? PickerSelection.unmatched(selection.wrappedValue) : nil)
                }
            }
        case .inline where inList:
            Section {
                Group(subviews: tagged) { options in
                    let selected = Self.selectedIndex(in: options, selection: selection.wrappedValue)
                    InlinePickerRows(options: options, selected: selected, select: Self.selecting(options, selection))
                        ._diagnostic(selected == nil && !options.isEmpty ? PickerSelection.unmatched(selection.wrappedValue) : nil)
                }
            } header: {
                if !labelsHidden { label }
            }
        case .wheel, .inline:
            // A wheel's options are set in 21 pt, larger than body text [screenshot].
            Group(subviews: tagged.font(.system(size: 21))) { options in
                let selected = Self.selectedIndex(in: options, selection: selection.wrappedValue)
                WheelPicker(count: options.count, selected: selected, option: { options[$0] }, select: Self.selecting(options, selection))
                    ._diagnostic(selected == nil && !options.isEmpty ? PickerSelection.unmatched(selection.wrappedValue) : nil)
            }
        case .navigationLink:
            Group(subviews: tagged.foregroundStyle(ListMetrics.secondaryLabel)) { options in
                let selected = Self.selectedIndex(in: options, selection: selection.wrappedValue)
                NavigationLink {
                    PickerOptionsScreen(options: tagged, title: label as? Text, selected: selected) { rows in
                        Self.selecting(rows, selection)
                    }
                } label: {
                    HStack(spacing: 6) {
                        if !labelsHidden { label }
                        Spacer(minLength: 8)
                        if let selected { options[selected] }
                    }
                }
                ._diagnostic(selected == nil && !options.isEmpty ? PickerSelection.unmatched(selection.wrappedValue) : nil)
            }
        case .automatic, .menu:
            Group(subviews: tagged.foregroundStyle(inList && !labelsHidden ? ListMetrics.secondaryLabel : Color.accentColor)) { options in
                let selected = Self.selectedIndex(in: options, selection: selection.wrappedValue)
                MenuPicker(label: AnyView(label), current: selected.map { options[$0] }, inList: inList, labelsHidden: labelsHidden)
                    ._diagnostic(selected == nil && !options.isEmpty ? PickerSelection.unmatched(selection.wrappedValue) : nil)
            }
        }
    }

    /// The option tagged with the selection, if any.
    static func selectedIndex(in options: SubviewsCollection, selection: SelectionValue) -> Int? {
        options.firstIndex { $0.containerValues._anyTag.map { PickerSelection.matches($0, selection) } ?? false }
    }

    /// Selects option `index`: sets the binding to its tag's value.
    static func selecting(_ options: SubviewsCollection, _ selection: Binding<SelectionValue>) -> (Int) -> Void {
        let tags = options.map { $0.containerValues._anyTag }
        return { index in
            if let tag = tags[index], let value = PickerSelection.value(of: tag, as: SelectionValue.self) {
                selection.wrappedValue = value
            }
        }
    }
}

extension Picker {
    /// The iOS 13 form (deprecated in iOS 16, still common): the label given as a view.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// Comparing a picker's selection with its options' tags.
enum PickerSelection {
    /// Whether `tag` stands for `selection`: equal values, or an optional selection holding the
    /// tag's value (SwiftUI's `tag(_:includeOptional:)`, true by default).
    static func matches<Value: Hashable>(_ tag: AnyHashable, _ selection: Value) -> Bool {
        if tag == AnyHashable(selection) { return true }
        if let unwrapped = unwrap(selection) { return tag == unwrapped }
        return false
    }

    /// The selection value a tag stands for.
    static func value<Value>(of tag: AnyHashable, as type: Value.Type) -> Value? {
        if let value = tag.base as? Value { return value }
        return nil
    }

    /// An optional's wrapped value, as a hashable, or nil for nil and for non-optionals.
    private static func unwrap(_ value: Any) -> AnyHashable? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value as? AnyHashable else { return nil }
        return wrapped
    }

    static func unmatched<Value>(_ selection: Value) -> String {
        "A Picker's selection \(selection) matches no option's tag: no option is shown as selected (SwiftUI logs the same)."
    }
}

/// A picker in the menu style, closed.
nonisolated struct MenuPicker: View {
    let label: AnyView
    let current: Subview?
    let inList: Bool
    let labelsHidden: Bool

    var body: some View {
        if inList && !labelsHidden {
            HStack(spacing: 6) {
                label
                Spacer(minLength: 8)
                if let current {
                    current
                }
                UpDownChevron(color: ListMetrics.secondaryLabel)
            }
        } else {
            HStack(spacing: 5) {
                if let current {
                    current
                }
                UpDownChevron(color: .accentColor)
            }
        }
    }
}

/// The small up-and-down chevron of a menu picker, drawn from two chevrons (SF Symbols'
/// `chevron.up.chevron.down`; the open icon font has no such glyph).
nonisolated struct UpDownChevron: View {
    let color: Color

    var body: some View {
        VStack(spacing: -2) {
            Image(systemName: "chevron.up")
            Image(systemName: "chevron.down")
        }
        .font(.system(size: 8, weight: .semibold))
        .foregroundStyle(color)
    }
}

/// The screen a `.navigationLink` picker pushes: its options as a list, the selected one checked;
/// picking one selects it and goes back, as iOS does.
nonisolated struct PickerOptionsScreen<Options: View>: View {
    let options: Options
    let title: Text?
    let selected: Int?
    let selecting: (SubviewsCollection) -> (Int) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let dismiss = dismiss
        List {
            Group(subviews: options) { rows in
                let select = selecting(rows)
                InlinePickerRows(options: rows, selected: selected) { index in
                    select(index)
                    dismiss()
                }
            }
        }
        .navigationTitle(title ?? Text(""))
    }
}
