import Foundation

/// Safari's in-app browser (`SFSafariViewController`), which files wrap in a
/// `UIViewControllerRepresentable` to show a page; `import SafariServices` reads as Easel. Easel
/// loads no pages: the representable is drawn as its placeholder, with a diagnostic, and the
/// controller keeps the URL and how it was set up.
open class SFSafariViewController: UIViewController, @unchecked Sendable {
    public let url: URL
    public let configuration: Configuration
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done

    public init(url: URL, configuration: Configuration = Configuration()) {
        self.url = url
        self.configuration = configuration
        super.init()
    }

    /// Not archived: there is no page without its initializer's URL.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How the browser opens (`SFSafariViewController.Configuration`).
    open class Configuration: @unchecked Sendable {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        public init() {}
    }

    /// The title of the button that closes the browser.
    public enum DismissButtonStyle: Int, Sendable {
        case done, close, cancel
    }
}

/// What a Safari view controller tells its delegate (`SFSafariViewControllerDelegate`): nothing
/// loads, so only what the delegate declares is kept.
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}
