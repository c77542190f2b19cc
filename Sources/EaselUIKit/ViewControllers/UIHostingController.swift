import EaselCore
import Foundation

/// A UIKit view controller showing SwiftUI views (Apple, `UIHostingController`), which files make
/// to put SwiftUI views in UIKit. Easel draws SwiftUI views themselves: it keeps the root view,
/// and `sizeThatFits(in:)` measures it as `ViewLayout` does.
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
    open var rootView: Content
    open var sizingOptions: UIHostingControllerSizingOptions = []
    open var safeAreaRegions: SafeAreaRegions = .all

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// The root view's size for a proposal of `size` (UIKit's layout fitting sizes, 0 and a very
    /// large length, read as SwiftUI reads them: 0 and infinity).
    open func sizeThatFits(in size: CGSize) -> CGSize {
        ViewLayout(of: rootView, proposing: ProposedViewSize(size)).canvasSize
    }
}

/// How a hosting controller sizes its view (`UIHostingControllerSizingOptions`).
public struct UIHostingControllerSizingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
