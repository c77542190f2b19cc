import EaselCore
import Foundation

extension NotificationCenter {
    /// The target–selector form of observing (Apple's `addObserver(_:selector:name:object:)`),
    /// which Linux's Foundation lacks: with no Objective-C runtime, a selector can't be called, so
    /// the observer is never told, and the layout's diagnostics say so when a view's model
    /// registers while its views are resolved. Observe with `addObserver(forName:object:queue:using:)`
    /// or `onReceive(NotificationCenter.default.publisher(for:))` for the notification to arrive.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        LayoutDiagnostics.warn("NotificationCenter.addObserver(_:selector:name:object:) for \(aName?.rawValue ?? "every notification"): Easel can't call a selector, so the observer is never told; observe with addObserver(forName:object:queue:using:) or onReceive.")
    }
}
