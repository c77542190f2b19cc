import EaselCore
import Foundation

/// A widget's size (Apple, WidgetKit's `WidgetFamily`).
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    public var description: String { rawValue }

    /// Whether the family is a Lock Screen widget, drawn without a background.
    var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    /// The widget's size on a device whose portrait screen is `screen`, from the Human Interface
    /// Guidelines' "Widgets" specifications (iOS dimensions and iPadOS canvas dimensions, by
    /// screen size in points). A screen the tables don't list (the iPhone 16 Pro's 402 × 874, the
    /// 16 Pro Max's 440 × 956) takes the row of the widest listed screen not wider than it
    /// [chosen]. The extra large family is iPad's; on a phone it takes the 834 × 1194 iPad's.
    /// iPads' Lock Screen widgets take the 390 × 844 phone's sizes [chosen].
    static func size(of family: WidgetFamily, onScreen screen: CGSize) -> CGSize {
        let onPad = screen.width >= 744
        if family == .systemExtraLarge || (onPad && !family.isAccessory) {
            let pad = onPad ? (padRows.first { $0.screen.width <= screen.width } ?? padRows[padRows.count - 1]) : padRows[1]
            switch family {
            case .systemSmall: return pad.small
            case .systemMedium: return pad.medium
            case .systemLarge: return pad.large
            default: return pad.extraLarge
            }
        }
        let wanted = onPad ? CGSize(width: 390, height: 844) : screen
        let row = phoneRows.first { $0.screen.width <= wanted.width && ($0.screen.width < wanted.width || $0.screen.height <= wanted.height) }
            ?? phoneRows[phoneRows.count - 1]
        switch family {
        case .systemSmall: return row.small
        case .systemMedium: return row.medium
        case .systemLarge: return row.large
        case .accessoryCircular: return row.circular
        case .accessoryRectangular: return row.rectangular
        case .accessoryInline: return row.inline
        case .systemExtraLarge: return .zero
        }
    }

    private struct Row {
        let screen: CGSize
        let small: CGSize, medium: CGSize, large: CGSize
        let circular: CGSize, rectangular: CGSize, inline: CGSize

        init(_ screen: (CGFloat, CGFloat), _ small: CGFloat, _ medium: (CGFloat, CGFloat), _ large: (CGFloat, CGFloat),
             _ circular: CGFloat, _ rectangular: (CGFloat, CGFloat), _ inline: CGFloat) {
            self.screen = CGSize(width: screen.0, height: screen.1)
            self.small = CGSize(width: small, height: small)
            self.medium = CGSize(width: medium.0, height: medium.1)
            self.large = CGSize(width: large.0, height: large.1)
            self.circular = CGSize(width: circular, height: circular)
            self.rectangular = CGSize(width: rectangular.0, height: rectangular.1)
            self.inline = CGSize(width: inline, height: 26)
        }
    }

    private struct PadRow {
        let screen: CGSize
        let small: CGSize, medium: CGSize, large: CGSize, extraLarge: CGSize

        init(_ screen: (CGFloat, CGFloat), _ small: CGFloat, _ mediumWidth: CGFloat, _ extraLargeWidth: CGFloat) {
            self.screen = CGSize(width: screen.0, height: screen.1)
            self.small = CGSize(width: small, height: small)
            medium = CGSize(width: mediumWidth, height: small)
            large = CGSize(width: mediumWidth, height: mediumWidth)
            extraLarge = CGSize(width: extraLargeWidth, height: mediumWidth)
        }
    }

    /// The HIG's iPadOS table (canvas sizes), widest screens first.
    private static let padRows: [PadRow] = [
        PadRow((1024, 1366), 170, 378.5, 795),
        PadRow((834, 1194), 155, 342, 715.5),
        PadRow((820, 1180), 155, 342, 715.5),
        PadRow((810, 1080), 146, 320.5, 669),
        PadRow((768, 1024), 141, 305.5, 634.5),
        PadRow((744, 1133), 141, 305.5, 634.5),
    ]

    /// The HIG's iOS table, widest screens first (320 × 568 has no Lock Screen widgets; its
    /// accessory sizes are the 375 × 667 row's).
    private static let phoneRows: [Row] = [
        Row((430, 932), 170, (364, 170), (364, 382), 76, (172, 76), 257),
        Row((428, 926), 170, (364, 170), (364, 382), 76, (172, 76), 257),
        Row((414, 896), 169, (360, 169), (360, 379), 76, (160, 72), 248),
        Row((414, 736), 159, (348, 157), (348, 357), 76, (170, 76), 248),
        Row((393, 852), 158, (338, 158), (338, 354), 72, (160, 72), 234),
        Row((390, 844), 158, (338, 158), (338, 354), 72, (160, 72), 234),
        Row((375, 812), 155, (329, 155), (329, 345), 72, (157, 72), 225),
        Row((375, 667), 148, (321, 148), (321, 324), 68, (153, 68), 225),
        Row((360, 780), 155, (329, 155), (329, 345), 72, (157, 72), 225),
        Row((320, 568), 141, (292, 141), (292, 311), 68, (153, 68), 225),
    ]
}

/// How the system draws a widget's colours (Apple, `WidgetRenderingMode`); Easel draws full colour.
public struct WidgetRenderingMode: Equatable, Hashable, Sendable {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

private enum WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private enum WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private enum ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
private enum WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
private enum WidgetScreenSizeKey: EnvironmentKey { static let defaultValue = CGSize(width: 390, height: 844) }
private enum IsInWidgetKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The size of the widget the views are in.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget shows its container background (it does on the Home Screen).
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// The margins the system puts around a widget's content.
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }

    /// The portrait screen, in points, whose widget sizes a widget takes (an Easel addition:
    /// `easel render --device` sets it; by default an iPhone 14's, 390 × 844).
    public var _widgetScreenSize: CGSize {
        get { self[WidgetScreenSizeKey.self] }
        set { self[WidgetScreenSizeKey.self] = newValue }
    }

    /// Whether the views are a widget's content (its `containerBackground(for: .widget)` then
    /// goes to the widget).
    var isInWidget: Bool {
        get { self[IsInWidgetKey.self] }
        set { self[IsInWidgetKey.self] = newValue }
    }
}
