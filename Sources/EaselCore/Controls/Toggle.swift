import Foundation

/// A control that toggles between on and off: its label leading, iOS's switch trailing, a
/// flexible gap between, so a toggle takes the width it is offered (Apple, `Toggle`; iOS's
/// `UISwitch` is 51×31 points with a 27-point knob).
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        ToggleLayout(label: AnyView(label), isOn: isOn)
            .modifier(_InteractionModifier(.toggle(isOn)))
    }
}

/// A toggle's look: its style's (`toggleStyle`), or by default the label, a flexible gap, the
/// switch; with `labelsHidden()`, the switch alone (the label stays in the tree, unseen and
/// sizeless, so that hosts still find the toggle by it).
nonisolated struct ToggleLayout: View {
    let label: AnyView
    let isOn: Binding<Bool>
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.toggleStyle) private var style

    var body: some View {
        if let style {
            style.body(ToggleStyleConfiguration(labelView: label, isOnBinding: isOn), restoring: \.toggleStyle)
        } else {
            SwitchToggleLayout(label: label, isOn: isOn.wrappedValue, labelsHidden: labelsHidden)
        }
    }
}

/// iOS's switch toggle.
nonisolated struct SwitchToggleLayout: View {
    let label: AnyView
    let isOn: Bool
    let labelsHidden: Bool

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
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == EaselCore.Label<Text, Image> {
    /// A toggle labelled with a title and a symbol (Apple, `Toggle(_:systemImage:isOn:)`, iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { EaselCore.Label(titleKey, systemImage: systemImage) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { EaselCore.Label(title, systemImage: systemImage) }
    }
}

/// The switch: a 51×31 capsule, green (or the tint) when on and `systemGray5` when off, with a
/// white knob of 27 points, 2 points in from the end it rests at.
nonisolated struct SwitchTrack: View {
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

/// The properties of a toggle, for a style to draw (Apple, `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
    let labelView: AnyView
    /// Whether the toggle is on; `$isOn` binds to it.
    @Binding public var isOn: Bool

    init(labelView: AnyView, isOnBinding: Binding<Bool>) {
        self.labelView = labelView
        self._isOn = isOnBinding
    }

    /// The toggle's label.
    public var label: some View { labelView }
}

/// A type that draws toggles (Apple, `ToggleStyle`).
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's switch.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleLayout(label: AnyView(configuration.label), isOn: configuration.isOn, labelsHidden: false)
    }
}

/// A toggle drawn as a bordered button, tinted while on (Apple, `ButtonToggleStyle`).
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            configuration.label
        }
        .modifier(ToggleButtonLook(isOn: configuration.isOn))
    }
}

/// A toggle button's look: prominent (filled with the tint) while on, bordered while off.
nonisolated struct ToggleButtonLook: ViewModifier {
    let isOn: Bool
    func body(content: Content) -> some View {
        if isOn {
            content.buttonStyle(.borderedProminent)
        } else {
            content.buttonStyle(.bordered)
        }
    }
}

/// The platform's default toggle: a switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
nonisolated extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }
nonisolated extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }

/// A toggle style in the environment, its type erased; nil for the default switch.
typealias AnyToggleStyle = ErasedStyle<ToggleStyleConfiguration>

extension ErasedStyle where Configuration == ToggleStyleConfiguration {
    init<S: ToggleStyle>(_ style: S) {
        self.init { AnyView(evaluatedOnAnyThread((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}

enum ToggleStyleKey: EnvironmentKey {
    static let defaultValue: AnyToggleStyle? = nil
}

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the toggles inside.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        settingStyle(\.toggleStyle, AnyToggleStyle(style))
    }
}
