@_spi(SystemViews) import EaselCore
import Foundation

/// UIKit's segmented control (`UISegmentedControl`), which draws SwiftUI's segmented `Picker`. A
/// SwiftUI file reaches it through `UISegmentedControl.appearance()`, whose settings the
/// segmented pickers made afterwards follow (`SystemAppearance.SegmentedControl`):
/// `selectedSegmentTintColor` fills the selected segment's thumb, `backgroundColor` the track, and
/// `setTitleTextAttributes(_:for:)` sets the titles' colour and font, `.normal` for every segment
/// and `.selected` over it for the selected one (UIKit's fallback from a state to normal).
public final class UISegmentedControl: UIControl, @unchecked Sendable {
    private var values: AppearanceValues<SystemAppearance.SegmentedControl>

    private init(isProxy: Bool) {
        values = AppearanceValues(\.segmentedControl, isProxy: isProxy, initial: SystemAppearance.SegmentedControl())
        super.init(frame: .zero)
    }

    public override init(frame: CGRect = .zero) {
        values = AppearanceValues(\.segmentedControl, isProxy: false, initial: SystemAppearance.SegmentedControl())
        super.init(frame: frame)
    }

    /// The proxy whose settings every segmented control made afterwards follows.
    public static func appearance() -> UISegmentedControl {
        UISegmentedControl(isProxy: true)
    }

    public var selectedSegmentTintColor: UIColor? {
        get { values[color: \.selectedSegmentTintColor] }
        set { values[color: \.selectedSegmentTintColor] = newValue }
    }

    public override var backgroundColor: UIColor? {
        get { values[color: \.backgroundColor] }
        set { values[color: \.backgroundColor] = newValue }
    }

    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        let style = SystemAppearance.TextStyle(attributes)
        if state.contains(.selected) {
            values[\.selectedTitle] = style
        } else if state == .normal {
            values[\.normalTitle] = style
        }
    }

    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        (state.contains(.selected) ? values[\.selectedTitle] : values[\.normalTitle]).attributes
    }
}
