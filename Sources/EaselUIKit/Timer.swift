import Foundation

// `Timer()`: on Apple's platforms `Timer` is an `NSObject` and inherits its `init()`, which apps
// use for a placeholder before the real timer is scheduled (`private var timer = Timer()`).
// Linux's Foundation declares its own initializers, so `init()` isn't inherited there, and an
// extension may not declare it (it would override `NSObject`'s): an initializer whose only
// parameter has a default answers `Timer()` instead.
extension Timer {
    /// A timer that isn't scheduled and never fires (no run loop runs it), as Apple's `Timer()`
    /// is until it is replaced.
    public convenience init(_placeholder: Void = ()) {
        self.init(fire: .distantFuture, interval: 0, repeats: false) { _ in }
    }
}
