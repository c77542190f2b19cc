@_spi(SystemViews) import EaselCore
import Foundation

/// Related controls side by side as one control (Apple, `ControlGroup`), drawn as iOS draws a
/// group in the content area: its controls sharing the width of one rounded rectangle (8 pt
/// corners, #767680 at 12 %), each at least 34 pt tall, with hairline dividers between them
/// [screenshot]. In a menu or a toolbar iOS shows the same controls its own way; Easel draws
/// them like this everywhere.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        Group(subviews: content) { controls in
            HStack(spacing: 0) {
                ForEach(controls.indices, id: \.self) { index in
                    controls[index]
                        .frame(maxWidth: .infinity, minHeight: 34)
                        .overlay(alignment: .leading) {
                            if index > 0 {
                                Rectangle().fill(SystemColor.systemGray3).frame(width: 0.5, height: 18)
                            }
                        }
                }
            }
            .background(RoundedRectangle(cornerRadius: 8).fill(WheelBand.color))
        }
    }
}

extension ControlGroup {
    /// A group with a label, which iOS shows only when the group collapses into a menu.
    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }
}

/// How control groups look (Apple, `ControlGroupStyle`); Easel draws every style as the
/// automatic one in the content area.
public protocol ControlGroupStyle {}

public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }

extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() } }

nonisolated extension View {
    /// Sets the style of control groups inside. Styles other than `.automatic` change how iOS shows
    /// a group in menus and toolbars; in the content area they look alike, as Easel draws them.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        self._diagnosticIf(!(style is AutomaticControlGroupStyle) && !(style is NavigationControlGroupStyle), "controlGroupStyle(\(S.self)) is drawn as the automatic style: Easel draws control groups as they look in the content area.")
    }
}
