import EaselCore
import Foundation

/// How a picker shows its options (Apple, `PickerStyle`).
public protocol PickerStyle {
    var _kind: _PickerStyleKind { get }
}

public enum _PickerStyleKind: Hashable, Sendable {
    case automatic, menu, segmented, inline, wheel, navigationLink, palette
}

public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .automatic }
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .menu }
}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .segmented }
}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .inline }
}

public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .wheel }
}

public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .navigationLink }
}

public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }

struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: _PickerStyleKind { .automatic }
}

extension EnvironmentValues {
    var pickerStyle: _PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the pickers inside.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style._kind)
    }
}
