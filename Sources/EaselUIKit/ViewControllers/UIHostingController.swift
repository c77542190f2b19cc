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

    /// A controller from an archive has no root view to show: nil (subclasses give one with
    /// `init(rootView:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The root view's size for a proposal of `size` (UIKit's layout fitting sizes, 0 and a very
    /// large length, read as SwiftUI reads them: 0 and infinity).
    open func sizeThatFits(in size: CGSize) -> CGSize {
        ViewLayout(of: rootView, proposing: ProposedViewSize(size)).canvasSize
    }

    /// A view that measures and draws the controller's root view as it is when asked.
    open override func loadView() -> UIView {
        HostingView { [weak self] in self.map { AnyView($0.rootView) } }
    }
}

/// A hosting controller's view: its intrinsic size is its SwiftUI content's ideal size, and
/// `drawHierarchy` draws that content, proposed the rectangle it is drawn in and centred in it,
/// as a hosting controller lays out its root view in its bounds.
final class HostingView: UIView, @unchecked Sendable {
    private let content: () -> AnyView?

    init(content: @escaping () -> AnyView?) {
        self.content = content
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: CGSize {
        guard let content = content() else { return super.intrinsicContentSize }
        return ViewLayout(of: content, proposing: .unspecified).canvasSize
    }

    @discardableResult
    override func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsImageRendererContext.current, let content = content() else { return false }
        let background = Color(uiColor: backgroundColor ?? .clear)
        context.draw(AnyView(content.frame(width: rect.width, height: rect.height).background(background)), in: rect)
        return true
    }
}

/// How a hosting controller sizes its view (`UIHostingControllerSizingOptions`).
public struct UIHostingControllerSizingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
