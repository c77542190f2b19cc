import Foundation

/// A control that toggles between on and off: its label leading, iOS's switch trailing, a
/// flexible gap between, so a toggle takes the width it is offered (Apple, `Toggle`; iOS's
/// `UISwitch` is 51×31 points with a 27-point knob).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        ToggleLayout(label: AnyView(label), isOn: isOn.wrappedValue)
            .modifier(_InteractionModifier(.toggle(isOn)))
    }
}

/// A toggle's look: the label, a flexible gap, the switch; with `labelsHidden()`, the switch alone
/// (the label stays in the tree, unseen and sizeless, so that hosts still find the toggle by it).
struct ToggleLayout: View {
    let label: AnyView
    let isOn: Bool
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            SwitchTrack(isOn: isOn)
                .background(label.hidden().frame(width: 0, height: 0))
        } else {
            HStack {
                label
                Spacer()
                SwitchTrack(isOn: isOn)
            }
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The switch: a 51×31 capsule, green (or the tint) when on and `systemGray5` when off, with a
/// white knob of 27 points, 2 points in from the end it rests at.
struct SwitchTrack: View {
    let isOn: Bool
    @Environment(\.tintColor) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Capsule()
            .fill(isOn ? (tint ?? .green) : Color.controlTrack)
            .frame(width: 51, height: 31)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle()
                    .fill(Color.white)
                    .frame(width: 27, height: 27)
                    .shadow(color: .black.opacity(0.15), radius: 2, y: 2)
                    .padding(2)
            }
            .opacity(isEnabled ? 1 : 0.5)
    }
}
