import EaselCore
import Foundation
import Synchronization

/// StoreKit's request for an App Store rating (`RequestReviewAction`, iOS 16), read from the
/// environment as `@Environment(\.requestReview)` and called from a button or after a milestone;
/// `import StoreKit` reads as Easel. Apple: the system decides whether the prompt appears at all
/// (at most three times a year), so no picture is owed one: calling it records the request and
/// shows nothing, as a prompt the system declines.
public struct RequestReviewAction: Sendable {
    /// How many times it was called in this process (a host-driven test can read it).
    public static var requestCount: Int { counter.withLock { $0 } }
    private static let counter = Mutex(0)

    public init() {}

    public func callAsFunction() {
        Self.counter.withLock { $0 += 1 }
    }
}

private struct RequestReviewKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction()
}

extension EnvironmentValues {
    /// The action that asks for an App Store rating (StoreKit's `requestReview`).
    public var requestReview: RequestReviewAction {
        get { self[RequestReviewKey.self] }
        set { self[RequestReviewKey.self] = newValue }
    }
}

/// StoreKit's older review prompt (`SKStoreReviewController`): a request, recorded as
/// `RequestReviewAction`'s.
public enum SKStoreReviewController {
    public static func requestReview() {
        RequestReviewAction()()
    }

    public static func requestReview(in windowScene: UIWindowScene) {
        RequestReviewAction()()
    }
}

/// StoreKit's App Store (`AppStore`): its review request (iOS 16), recorded as
/// `RequestReviewAction`'s.
public enum AppStore {
    public static func requestReview(in windowScene: UIWindowScene) {
        RequestReviewAction()()
    }
}
