import Foundation

/// The screen the views being resolved and laid out on this thread are on: what UIKit's
/// `UIScreen.main` and the safe-area idioms of SwiftUI files read (SPI for `EaselUIKit`).
///
/// A layout sets it for its length: the canvas (a device's screen, with its safe area) and the
/// display scale. Outside any layout, or for a view laid out alone (`ImageRenderer` without a
/// device), there is none, and UIKit's names fall back to an iPhone 15 Pro's screen.
@_spi(SystemViews)
public struct _CurrentScreen: Sendable {
    public let size: CGSize
    public let scale: CGFloat
    public let safeAreaInsets: EdgeInsets
    /// Whether the screen is an iPad's (its width is regular).
    public let isPad: Bool

    /// The screen of the layout running on this thread, if any.
    public static var current: _CurrentScreen? { running }

    /// A task-local value, which synchronous code on the thread that set it reads: setting it
    /// costs a push and a pop, where the thread's dictionary (an `NSMutableDictionary`, written
    /// twice per layout) had been 2 % of updating one row of a 1,000-row screen.
    @TaskLocal private static var running: _CurrentScreen?

    /// Runs `body` with `screen` as the current screen.
    package static func with<Result>(_ screen: _CurrentScreen?, _ body: () -> Result) -> Result {
        $running.withValue(screen, operation: body)
    }

    package init(size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets, isPad: Bool) {
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.isPad = isPad
    }
}
