import EaselCore
import Foundation

/// A control for choosing a colour (Apple, `ColorPicker`), drawn as iOS draws it closed: the label
/// leading and the colour well trailing, a 28 pt circle whose 3 pt rim sweeps the hues round the
/// wheel and whose middle, 5 pt in, shows the selected colour [screenshot]. Tapping opens the
/// system's colour sheet, which a picture at rest doesn't show.
nonisolated public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @Environment(\.labelsHidden) private var labelsHidden

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        HStack(spacing: 8) {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            ColorWell(color: selection.wrappedValue)
        }
    }
}

/// The well of a colour picker.
nonisolated struct ColorWell: View {
    let color: Color

    /// The hues round a colour wheel, from red back to red.
    static let hues: [Color] = [
        Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0),
        Color(red: 0, green: 1, blue: 1), Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 1),
        Color(red: 1, green: 0, blue: 0),
    ]

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: Self.hues, center: .center), lineWidth: 3)
            Circle().fill(color).padding(5)
        }
        .frame(width: 28, height: 28)
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
