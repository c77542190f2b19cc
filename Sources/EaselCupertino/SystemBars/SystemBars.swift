import EaselCore
import Foundation

/// What a device screenshot shows over an app: the status bar and the home indicator, each where
/// the device has one. Laid out in a canvas the size of the screen.
nonisolated public struct SystemBars: View {
    public let device: Device
    /// Light status bar content, as over a pushed-back window under a page sheet.
    public let lightStatusBar: Bool
    /// Whether the app hid the status bar (`statusBar(hidden:)`).
    public let hidesStatusBar: Bool
    /// Whether the app hid the home indicator (`persistentSystemOverlays(.hidden)`).
    public let hidesHomeIndicator: Bool
    /// The window's colour scheme: in the dark one the status bar and the home indicator are
    /// white, as iOS draws them over dark content.
    public let colorScheme: ColorScheme
    /// The window's layout direction: right to left, the status bar is mirrored (the time at the
    /// trailing side, the icons at the leading one), as iOS shows it in right-to-left languages.
    public let layoutDirection: LayoutDirection

    public init(device: Device, lightStatusBar: Bool = false, hidesStatusBar: Bool = false, hidesHomeIndicator: Bool = false,
                colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection = .leftToRight) {
        self.device = device
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.lightStatusBar = lightStatusBar
        self.hidesStatusBar = hidesStatusBar
        self.hidesHomeIndicator = hidesHomeIndicator
    }

    public var body: some View {
        ZStack(alignment: .top) {
            if device.showsHomeIndicator && !hidesHomeIndicator {
                HomeIndicator(device: device)
            }
            if device.showsStatusBar && device.statusBarHeight > 0 && !hidesStatusBar {
                StatusBar(device: device)
                    .foregroundStyle(lightStatusBar ? Color.white : Color.primary)
            }
        }
        .frame(width: device.screenSize.width, height: device.screenSize.height, alignment: .top)
        .environment(\.colorScheme, colorScheme)
        .environment(\.layoutDirection, layoutDirection)
    }
}
