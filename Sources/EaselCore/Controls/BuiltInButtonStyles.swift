import Foundation

/// The default style: on iOS, outside lists, a borderless button (fivestars.blog, "Exploring
/// SwiftUI's Button styles" [M]).
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// The label alone, in the tint colour (red for a destructive role), greyed when disabled; the
/// button is exactly as big as its label.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ButtonLabelColoring(role: configuration.role, prominent: false) { configuration.label }
    }
}

/// The label alone, in the foreground colour: no tint.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// The label in the tint colour on a rounded rectangle of the tint at 15 % opacity, 12 points
/// of padding across and 7 down (a one-line body label gives iOS's 34.33-point bordered button;
/// the paddings and the 8-point corner radius are [I], read off iOS screenshots).
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(role: configuration.role, prominent: false, label: configuration.label)
    }
}

/// The label in white on a rounded rectangle filled with the tint; sized as `.bordered`.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(role: configuration.role, prominent: true, label: configuration.label)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The colour of a button's label: the environment's foreground style when one is set, else
/// white (prominent), red (destructive) or the tint; the disabled grey when disabled.
nonisolated struct ButtonLabelColoring<Label: View>: View {
    let role: ButtonRole?
    let prominent: Bool
    @ViewBuilder let label: () -> Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintColor) private var tint

    var body: some View {
        label().transformEnvironment(\.foregroundStyle) { style in
            if !isEnabled {
                style = AnyShapeStyle(prominent ? Color.white.opacity(0.6) : Color.disabledLabel)
            } else if prominent {
                style = AnyShapeStyle(Color.white)
            } else if style == nil {
                style = AnyShapeStyle(role == .destructive ? Color.red : tint ?? .accentColor)
            }
        }
    }
}

nonisolated struct BorderedButtonBody<Label: View>: View {
    let role: ButtonRole?
    let prominent: Bool
    let label: Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintColor) private var tint

    private var fill: Color {
        let base = role == .destructive ? Color.red : tint ?? .accentColor
        if !isEnabled { return Color.controlTrack }
        return prominent ? base : base.opacity(0.15)
    }

    var body: some View {
        ButtonLabelColoring(role: role, prominent: prominent) { label }
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(shape.fill(fill))
    }

    @Environment(\.buttonBorderShape) private var borderShape

    /// The bordered shape: iOS's 8 pt rounded rectangle by default (`buttonBorderShape` changes it).
    private var shape: AnyShape {
        switch borderShape.kind {
        case .automatic: AnyShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
        case let .roundedRectangle(radius): AnyShape(RoundedRectangle(cornerRadius: radius ?? 8, style: .continuous))
        case .capsule: AnyShape(Capsule())
        case .circle: AnyShape(Circle())
        }
    }
}

/// The shape of bordered buttons (Apple, `ButtonBorderShape`).
public struct ButtonBorderShape: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
    }
    let kind: Kind

    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
}

enum ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The shape of the bordered buttons inside.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the shape of the bordered buttons inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }

    /// A keyboard shortcut for the control (a hardware keyboard's; nothing a picture shows).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        self
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        self
    }
}

/// A key on a hardware keyboard.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { self.character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1 << 0)
    public static let control = EventModifiers(rawValue: 1 << 1)
    public static let option = EventModifiers(rawValue: 1 << 2)
    public static let command = EventModifiers(rawValue: 1 << 3)
    public static let all: EventModifiers = [.shift, .control, .option, .command]
}

/// A key with its modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
