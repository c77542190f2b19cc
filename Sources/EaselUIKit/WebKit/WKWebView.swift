import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// WebKit's web view (`WKWebView`), which SwiftUI files wrap in a `UIViewRepresentable` (a
/// "WebView") to show a page; `import WebKit` reads as Easel. Easel loads no pages: the
/// representable is drawn as its placeholder, with a diagnostic, and the view keeps what it was
/// asked to load; its navigation delegate is told nothing.
open class WKWebView: UIView, @unchecked Sendable {
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var isInspectable = false
    open var customUserAgent: String?
    public let scrollView = UIScrollView()
    /// The requests and HTML asked for, oldest first.
    open private(set) var loadedRequests: [URLRequest] = []
    open private(set) var loadedHTML: [String] = []

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    public convenience init() {
        self.init(frame: .zero, configuration: WKWebViewConfiguration())
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// The page shown: none is loaded, so the last URL asked for.
    open var url: URL? { loadedRequests.last?.url }
    open var title: String? { nil }
    open var isLoading: Bool { false }
    open var estimatedProgress: Double { 0 }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }

    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        loadedRequests.append(request)
        return WKNavigation()
    }

    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        loadedHTML.append(string)
        return WKNavigation()
    }

    @discardableResult
    open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        load(URLRequest(url: url))
    }

    @discardableResult open func reload() -> WKNavigation? { nil }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}

    /// Runs no script: there is no page. The completion is told so.
    open func evaluateJavaScript(_ script: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, WKError(.javaScriptExceptionOccurred))
    }
}

/// How a web view is set up (`WKWebViewConfiguration`).
open class WKWebViewConfiguration: @unchecked Sendable {
    public init() {}
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var userContentController = WKUserContentController()
    open var allowsInlineMediaPlayback = false
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var websiteDataStore = WKWebsiteDataStore.default()
}

open class WKPreferences: @unchecked Sendable {
    public init() {}
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
}

open class WKWebpagePreferences: @unchecked Sendable {
    public init() {}
    open var allowsContentJavaScript = true
    open var preferredContentMode: ContentMode = .recommended
    public enum ContentMode: Int, Sendable { case recommended, mobile, desktop }
}

open class WKUserContentController: @unchecked Sendable {
    public init() {}
    open private(set) var userScripts: [WKUserScript] = []
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts = [] }
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {}
    open func removeScriptMessageHandler(forName name: String) {}
}

open class WKUserScript: @unchecked Sendable {
    public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }
    public let source: String
    public let injectionTime: InjectionTime
    public let isForMainFrameOnly: Bool
    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
    }
}

open class WKWebsiteDataStore: @unchecked Sendable {
    public static func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
}

public struct WKAudiovisualMediaTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

/// A page load (`WKNavigation`).
open class WKNavigation: @unchecked Sendable {
    public init() {}
}

/// What a navigation asked for (`WKNavigationAction`).
open class WKNavigationAction: @unchecked Sendable {
    public init(request: URLRequest) { self.request = request }
    public let request: URLRequest
    open var navigationType: WKNavigationType { .other }
}

public enum WKNavigationType: Int, Sendable { case linkActivated, formSubmitted, backForward, reload, formResubmitted, other = -1 }
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }

/// A message a page's script sent (`WKScriptMessage`).
open class WKScriptMessage: @unchecked Sendable {
    public init(name: String, body: Any) {
        self.name = name
        self.body = body
    }
    public let name: String
    public let body: Any
}

/// An error of WebKit's (`WKError`).
public struct WKError: Error, Sendable {
    public enum Code: Int, Sendable { case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred, javaScriptResultTypeIsUnsupported }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// What a web view tells its navigation delegate (`WKNavigationDelegate`); every method is
/// optional, as in WebKit, and none is called: no page loads.
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        decisionHandler(.allow)
    }
}

/// What a web view asks of its UI delegate (`WKUIDelegate`): every method optional.
public protocol WKUIDelegate: AnyObject {}

/// Receives messages from a page's scripts (`WKScriptMessageHandler`).
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
