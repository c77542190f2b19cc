@_spi(SystemViews) import EaselCore
import Foundation

/// UIKit's page control (`UIPageControl`), which draws the dots of a paged `TabView`. A SwiftUI
/// file reaches it through `UIPageControl.appearance()`, whose settings the page dots made
/// afterwards follow (`SystemAppearance.PageControl`): `currentPageIndicatorTintColor` for the
/// current page's dot, `pageIndicatorTintColor` for the others, `backgroundColor` behind them.
public final class UIPageControl: UIControl, @unchecked Sendable {
    private var values: AppearanceValues<SystemAppearance.PageControl>

    private init(isProxy: Bool) {
        values = AppearanceValues(\.pageControl, isProxy: isProxy, initial: SystemAppearance.PageControl())
        super.init(frame: .zero)
    }

    public override init(frame: CGRect = .zero) {
        values = AppearanceValues(\.pageControl, isProxy: false, initial: SystemAppearance.PageControl())
        super.init(frame: frame)
    }

    /// The proxy whose settings every page control made afterwards follows.
    public static func appearance() -> UIPageControl {
        UIPageControl(isProxy: true)
    }

    public var currentPageIndicatorTintColor: UIColor? {
        get { values[color: \.currentPageIndicatorTintColor] }
        set { values[color: \.currentPageIndicatorTintColor] = newValue }
    }

    public var pageIndicatorTintColor: UIColor? {
        get { values[color: \.pageIndicatorTintColor] }
        set { values[color: \.pageIndicatorTintColor] = newValue }
    }

    public override var backgroundColor: UIColor? {
        get { values[color: \.backgroundColor] }
        set { values[color: \.backgroundColor] = newValue }
    }
}
