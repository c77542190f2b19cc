import Foundation

/// UIKit's navigation controller (`UINavigationController`), which SwiftUI files meet as the base
/// of `UIImagePickerController` and in representables. Easel draws no UIKit view controllers:
/// it keeps the stack it is given.
open class UINavigationController: UIViewController, @unchecked Sendable {
    open var viewControllers: [UIViewController] = []
    open weak var delegate: (any UINavigationControllerDelegate)?
    public let navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false

    public override init() {
        super.init()
    }

    public init(rootViewController: UIViewController) {
        super.init()
        viewControllers = [rootViewController]
    }

    /// A navigation controller from an archive: an empty stack.
    public required init?(coder: NSCoder) {
        super.init()
    }

    open var topViewController: UIViewController? { viewControllers.last }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }
}

/// What a navigation controller tells its delegate (`UINavigationControllerDelegate`): every
/// method is optional, as in UIKit.
public protocol UINavigationControllerDelegate: AnyObject {}
