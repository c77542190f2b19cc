import Foundation

/// A device whose screen a view is laid out and drawn on: its screen in points, its scale, its safe
/// area, the radius of its screen's corners, and the system bars a screenshot of it shows.
///
/// ```swift
/// let layout = ViewLayout(of: ContentView(), on: .iPhone15Pro)
/// let renderer = ImageRenderer(content: ContentView())
/// renderer.device = .iPhone15Pro.landscape
/// ```
///
/// Sources for the presets (points, portrait; landscape moves the top inset to both sides and
/// leaves 21 pt for the home indicator):
/// - Screen sizes and scales: Apple's device specifications, as tabulated in Geoff Hackworth's
///   "How iOS Apps Adapt to the various iPhone 14 Screen Sizes" (hacknicity.medium.com) and in
///   swift-snapshot-testing's `ViewImageConfig` (pointfreeco, `Sources/SnapshotTesting/Common/View.swift`).
/// - Safe areas: swift-snapshot-testing's `ViewImageConfig` (iPhone 12/13/14 family: 47/34 portrait,
///   47/47/21 landscape; iPad Pro 11": 24/20; iPhone SE: 20/0 portrait, none in landscape, where
///   iPhones hide the status bar) and published per-model tables for the Dynamic Island phones
///   (iPhone 14 Pro to 16: top 59; iPhone 16 Pro and Pro Max: top 62; landscape 59 or 62 at the
///   sides, 21 at the bottom).
/// - Corner radii: not published by Apple; the values are those commonly quoted from the system's
///   display corner radius (SE 0, 47.33 for the 12/13/14 family, 55 for the Dynamic Island
///   phones, 62 for the 16 Pro family, 18 for iPads with rounded screens) [unverified].
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The kind of device: a phone or a tablet (UIKit's `UIUserInterfaceIdiom`).
    public enum Idiom: String, Hashable, Sendable {
        case phone, pad
    }

    public enum Orientation: String, Hashable, Sendable {
        case portrait, landscape
    }

    /// The model's name, as Xcode's previews and simulators call it ("iPhone 15 Pro").
    public var name: String
    public var idiom: Idiom
    public var orientation: Orientation
    /// The screen in points, in the current orientation.
    public var screenSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The safe area's insets in the current orientation: the status bar or sensor housing at the
    /// top, the home indicator at the bottom, the housing at the sides in landscape.
    public var safeAreaInsets: EdgeInsets
    /// The radius of the screen's rounded corners, in points (0 for square screens).
    public var cornerRadius: CGFloat
    /// Whether a screenshot shows the status bar (the time, signal, Wi-Fi, battery).
    public var showsStatusBar: Bool
    /// Whether a screenshot shows the home indicator (phones and tablets without a home button).
    public var showsHomeIndicator: Bool
    /// The home indicator's inset in landscape (21 pt on most phones; 24 on the X family).
    var landscapeHomeIndicatorInset: CGFloat = 21

    public init(
        name: String, idiom: Idiom, orientation: Orientation = .portrait, screenSize: CGSize, scale: CGFloat,
        safeAreaInsets: EdgeInsets, cornerRadius: CGFloat = 0, showsStatusBar: Bool = true, showsHomeIndicator: Bool = false
    ) {
        self.name = name
        self.idiom = idiom
        self.orientation = orientation
        self.screenSize = screenSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.cornerRadius = cornerRadius
        self.showsStatusBar = showsStatusBar
        self.showsHomeIndicator = showsHomeIndicator
    }

    public var description: String {
        orientation == .portrait ? name : "\(name) (landscape)"
    }

    /// The safe area, in the screen's coordinates.
    public var safeArea: CGRect {
        let insets = safeAreaInsets
        return CGRect(
            x: insets.leading, y: insets.top,
            width: Swift.max(0, screenSize.width - insets.horizontal),
            height: Swift.max(0, screenSize.height - insets.vertical)
        )
    }

    /// The status bar's height: the top safe area inset in portrait (it sits beside the sensor
    /// housing), nothing where the status bar is hidden.
    public var statusBarHeight: CGFloat {
        showsStatusBar ? safeAreaInsets.top : 0
    }

    /// Size classes as iOS gives them (Apple, HIG "Layout", device size classes): phones are
    /// compact wide and regular tall in portrait, compact tall in landscape (the Pro Max, Plus and
    /// XR-sized phones, 414 pt wide or more upright, regular wide there); iPads are regular both
    /// ways at full screen.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        switch idiom {
        case .pad: return .regular
        case .phone: return orientation == .landscape && screenSize.height >= 414 ? .regular : .compact
        }
    }

    public var verticalSizeClass: UserInterfaceSizeClass {
        idiom == .phone && orientation == .landscape ? .compact : .regular
    }

    /// The same device turned on its side. A phone in landscape hides its status bar; the top inset
    /// moves to both sides and the home indicator keeps 21 pt (sources above).
    public var landscape: Device {
        guard orientation == .portrait else { return self }
        var device = self
        device.orientation = .landscape
        device.screenSize = CGSize(width: screenSize.height, height: screenSize.width)
        switch idiom {
        case .phone:
            let side = showsHomeIndicator ? safeAreaInsets.top : 0
            device.safeAreaInsets = EdgeInsets(top: 0, leading: side, bottom: showsHomeIndicator ? landscapeHomeIndicatorInset : 0, trailing: side)
            device.showsStatusBar = false
        case .pad:
            break   // iPads keep the status bar and home indicator insets in landscape.
        }
        return device
    }

    /// The same device upright.
    public var portrait: Device {
        Device.all.first { $0.name == name && $0.orientation == .portrait } ?? self
    }

    // MARK: Presets

    private static func phone(_ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat,
                              cornerRadius: CGFloat, landscapeBottom: CGFloat = 21) -> Device {
        var device = Device(
            name: name, idiom: .phone, screenSize: CGSize(width: width, height: height), scale: scale,
            safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
            cornerRadius: cornerRadius, showsHomeIndicator: bottom > 0
        )
        device.landscapeHomeIndicatorInset = landscapeBottom
        return device
    }

    private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> Device {
        Device(
            name: name, idiom: .pad, screenSize: CGSize(width: width, height: height), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
            cornerRadius: 18, showsHomeIndicator: true
        )
    }

    /// iPhone SE (2nd and 3rd generation), with a home button.
    public static let iPhoneSE = phone("iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0, cornerRadius: 0)
    // Earlier phones that previews of older projects name (`previewDevice("iPhone 11")`), from
    // swift-snapshot-testing's `ViewImageConfig` (iPhone 8, 8 Plus, X, XS Max, XR, 12, 12 Pro Max,
    // 13 mini; the X family's landscape home indicator inset is 24 there). Models of the same
    // screen share its figures: the 11 Pro is an X, the 11 an XR, the 11 Pro Max an XS Max, the
    // 12 mini a 13 mini. Corner radii as quoted above [unverified].
    public static let iPhone8 = phone("iPhone 8", 375, 667, scale: 2, top: 20, bottom: 0, cornerRadius: 0)
    public static let iPhone8Plus = phone("iPhone 8 Plus", 414, 736, scale: 3, top: 20, bottom: 0, cornerRadius: 0)
    public static let iPhoneX = phone("iPhone X", 375, 812, scale: 3, top: 44, bottom: 34, cornerRadius: 39, landscapeBottom: 24)
    public static let iPhoneXS = phone("iPhone Xs", 375, 812, scale: 3, top: 44, bottom: 34, cornerRadius: 39, landscapeBottom: 24)
    public static let iPhoneXSMax = phone("iPhone Xs Max", 414, 896, scale: 3, top: 44, bottom: 34, cornerRadius: 39, landscapeBottom: 24)
    public static let iPhoneXR = phone("iPhone XR", 414, 896, scale: 2, top: 44, bottom: 34, cornerRadius: 41.5, landscapeBottom: 24)
    public static let iPhone11 = phone("iPhone 11", 414, 896, scale: 2, top: 44, bottom: 34, cornerRadius: 41.5, landscapeBottom: 24)
    public static let iPhone11Pro = phone("iPhone 11 Pro", 375, 812, scale: 3, top: 44, bottom: 34, cornerRadius: 39, landscapeBottom: 24)
    public static let iPhone11ProMax = phone("iPhone 11 Pro Max", 414, 896, scale: 3, top: 44, bottom: 34, cornerRadius: 39, landscapeBottom: 24)
    public static let iPhone12Mini = phone("iPhone 12 mini", 375, 812, scale: 3, top: 50, bottom: 34, cornerRadius: 44)
    public static let iPhone12 = phone("iPhone 12", 390, 844, scale: 3, top: 47, bottom: 34, cornerRadius: 47.33)
    public static let iPhone12Pro = phone("iPhone 12 Pro", 390, 844, scale: 3, top: 47, bottom: 34, cornerRadius: 47.33)
    public static let iPhone12ProMax = phone("iPhone 12 Pro Max", 428, 926, scale: 3, top: 47, bottom: 34, cornerRadius: 53.33)
    public static let iPhone13Mini = phone("iPhone 13 mini", 375, 812, scale: 3, top: 50, bottom: 34, cornerRadius: 44)
    public static let iPhone13ProMax = phone("iPhone 13 Pro Max", 428, 926, scale: 3, top: 47, bottom: 34, cornerRadius: 53.33)
    public static let iPhone13 = phone("iPhone 13", 390, 844, scale: 3, top: 47, bottom: 34, cornerRadius: 47.33)
    public static let iPhone13Pro = phone("iPhone 13 Pro", 390, 844, scale: 3, top: 47, bottom: 34, cornerRadius: 47.33)
    public static let iPhone14 = phone("iPhone 14", 390, 844, scale: 3, top: 47, bottom: 34, cornerRadius: 47.33)
    public static let iPhone14Pro = phone("iPhone 14 Pro", 393, 852, scale: 3, top: 59, bottom: 34, cornerRadius: 55)
    public static let iPhone15 = phone("iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34, cornerRadius: 55)
    public static let iPhone15Pro = phone("iPhone 15 Pro", 393, 852, scale: 3, top: 59, bottom: 34, cornerRadius: 55)
    public static let iPhone15ProMax = phone("iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34, cornerRadius: 55)
    public static let iPhone16 = phone("iPhone 16", 393, 852, scale: 3, top: 59, bottom: 34, cornerRadius: 55)
    public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, scale: 3, top: 62, bottom: 34, cornerRadius: 62)
    public static let iPhone16ProMax = phone("iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, bottom: 34, cornerRadius: 62)
    /// iPad (10th generation).
    public static let iPad = pad("iPad (10th generation)", 820, 1180)
    public static let iPadPro11 = pad("iPad Pro 11-inch", 834, 1194)
    public static let iPadPro12_9 = pad("iPad Pro 12.9-inch", 1024, 1366)

    /// Every preset, upright, oldest first.
    public static let all: [Device] = [
        .iPhone8, .iPhone8Plus, .iPhoneX, .iPhoneXS, .iPhoneXSMax, .iPhoneXR, .iPhone11, .iPhone11Pro, .iPhone11ProMax,
        .iPhone12Mini, .iPhone12, .iPhone12Pro, .iPhone12ProMax, .iPhone13Mini, .iPhone13, .iPhone13Pro, .iPhone13ProMax,
        .iPhoneSE, .iPhone14, .iPhone14Pro, .iPhone15, .iPhone15Pro, .iPhone15ProMax,
        .iPhone16, .iPhone16Pro, .iPhone16ProMax, .iPad, .iPadPro11, .iPadPro12_9,
    ]

    /// The preset with the given name, ignoring case, spaces and punctuation ("iPhone 15 Pro",
    /// "iphone15pro"), with " landscape" at the end for the landscape orientation; also the short
    /// names "iPhone SE" and "iPad".
    public static func named(_ name: String) -> Device? {
        func key(_ text: String) -> String {
            String(text.lowercased().filter { $0.isLetter || $0.isNumber })
        }
        var wanted = key(name)
        var landscape = false
        if wanted.hasSuffix("landscape") {
            landscape = true
            wanted.removeLast("landscape".count)
        } else if wanted.hasSuffix("portrait") {
            wanted.removeLast("portrait".count)
        }
        let aliases: [String: Device] = ["iphonese": .iPhoneSE, "iphonese2ndgeneration": .iPhoneSE, "ipad": .iPad, "ipadpro11": .iPadPro11, "ipadpro129": .iPadPro12_9]
        let match = all.first { key($0.name) == wanted } ?? aliases[wanted]
        return landscape ? match?.landscape : match
    }
}

extension EnvironmentValues {
    /// Takes on what a device's screen sets: its display scale and size classes.
    package mutating func apply(_ device: Device) {
        displayScale = device.scale > 0 && device.scale.isFinite ? device.scale : 3
        horizontalSizeClass = device.horizontalSizeClass
        verticalSizeClass = device.verticalSizeClass
    }
}
