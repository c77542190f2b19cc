import Foundation

/// The action `Link` and `@Environment(\.openURL)` call to open a URL.
///
/// As in SwiftUI, a view can replace it with `.environment(\.openURL, OpenURLAction { url in … })`:
/// links inside call the handler, and its result says whether the system should open the URL too.
/// The system's action opens nothing (a renderer must not): it records the URL in ``OpenedURLs``
/// and in the `ViewHost`'s `openedURLs`, for tests.
public struct OpenURLAction: @unchecked Sendable {
    // @unchecked: like SwiftUI's, the action is only called on the thread that renders the view.

    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded
            case systemAction(URL?)
        }
        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler ignored the URL.
        public static let discarded = Result(kind: .discarded)
        /// The system should open the URL.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The system should open another URL.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    private let handler: (URL) -> Result
    /// The host whose views asked, given by the environment the action is read from.
    var hostRecord: _HostRecord?

    /// An action that calls `handler` for each URL.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url` and says whether it was opened (handled, or given to the system).
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        switch handler(url).kind {
        case .handled:
            completion(true)
        case .discarded:
            completion(false)
        case .systemAction(let other):
            OpenedURLs.record(other ?? url)
            hostRecord?.recordOpened(other ?? url)
            completion(true)
        }
    }
}

enum OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
    /// Opens a URL: by default the system's action (recorded, not opened; see ``OpenURLAction``).
    public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLKey.self]
            action.hostRecord = _hostRecord
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Handles a URL opened with the app (a universal link, a custom scheme) (Apple,
    /// `onOpenURL(perform:)`). Nothing opens the app while a picture is drawn: the action never
    /// runs.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
