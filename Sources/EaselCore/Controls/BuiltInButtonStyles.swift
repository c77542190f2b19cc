import Foundation

/// The default style: on iOS, outside lists, a borderless button (fivestars.blog, "Exploring
/// SwiftUI's Button styles" [M]).
public struct DefaultButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// The label alone, in the tint colour (red for a destructive role), greyed when disabled; the
/// button is exactly as big as its label.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ButtonLabelColoring(role: configuration.role, prominent: false) { configuration.label }
    }
}

/// The label alone, in the foreground colour: no tint.
public struct PlainButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// The label in the tint colour on a rounded rectangle of the tint at 15 % opacity, 12 points
/// of padding across and 7 down (a one-line body label gives iOS's 34.33-point bordered button;
/// the paddings and the 8-point corner radius are [I], read off iOS screenshots).
public struct BorderedButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(role: configuration.role, prominent: false, label: configuration.label)
    }
}

/// The label in white on a rounded rectangle filled with the tint; sized as `.bordered`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(role: configuration.role, prominent: true, label: configuration.label)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The colour of a button's label: the environment's foreground style when one is set, else
/// white (prominent), red (destructive) or the tint; the disabled grey when disabled.
struct ButtonLabelColoring<Label: View>: View {
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

struct BorderedButtonBody<Label: View>: View {
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
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(fill))
    }
}
