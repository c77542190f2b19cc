@_spi(SystemViews) import EaselCore
import Foundation

/// The screen (UIKit's `UIScreen`): in Easel, the screen of the layout running, a device's when
/// one is given; outside a layout, or for a view drawn alone, an iPhone 15 Pro's (393 × 852 at 3×).
public final class UIScreen: @unchecked Sendable {
    public static let main = UIScreen()

    private var screen: _CurrentScreen {
        _CurrentScreen.current ?? _CurrentScreen(size: CGSize(width: 393, height: 852), scale: 3, safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), isPad: false)
    }

    /// The screen's rectangle in points.
    public var bounds: CGRect { CGRect(origin: .zero, size: screen.size) }
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: screen.size.width * screen.scale, height: screen.size.height * screen.scale) }
    public var scale: CGFloat { screen.scale }
    public var nativeScale: CGFloat { screen.scale }
    /// Screen brightness, 0 … 1; a picture's screen is at full brightness.
    public var brightness: CGFloat = 1
    var safeAreaInsets: UIEdgeInsets {
        let insets = screen.safeAreaInsets
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
    var isPad: Bool { screen.isPad }
}

/// The device (UIKit's `UIDevice`): an iPhone or an iPad as the screen says, running iOS 18.
public final class UIDevice: @unchecked Sendable {
    public static let current = UIDevice()

    /// Posted when the device turns (UIKit's name): a picture's device never turns, so it is never
    /// posted.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state or level changes: never, for a picture.
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")

    public enum UserInterfaceIdiom: Int, Sendable {
        case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision
    }

    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    }

    public var userInterfaceIdiom: UserInterfaceIdiom { UIScreen.main.isPad ? .pad : .phone }
    public var orientation: Orientation {
        let bounds = UIScreen.main.bounds
        return bounds.width > bounds.height ? .landscapeLeft : .portrait
    }
    public var name: String { UIScreen.main.isPad ? "iPad" : "iPhone" }
    public var model: String { name }
    public var localizedModel: String { name }
    public var systemName: String { "iOS" }
    /// The iOS release whose looks Easel draws.
    public var systemVersion: String { "18.0" }
    public var isBatteryMonitoringEnabled = false
    /// A picture's battery is full, as the status bar shows.
    public var batteryLevel: Float { 1 }
    public var identifierForVendor: UUID? { nil }
}
