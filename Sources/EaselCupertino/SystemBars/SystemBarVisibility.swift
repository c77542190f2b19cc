import EaselCore
import Foundation

/// Whether a view asks for the status bar to be hidden (`statusBar(hidden:)`): any view in the
/// window asking hides it.
public enum _StatusBarHiddenKey: PreferenceKey {
    public static var defaultValue: Bool { false }
    public static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// Whether a view asks for the system overlays (the home indicator) to be hidden
/// (`persistentSystemOverlays(.hidden)`).
public enum _SystemOverlaysHiddenKey: PreferenceKey {
    public static var defaultValue: Bool { false }
    public static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

nonisolated extension View {
    /// Hides the status bar (Apple, `statusBarHidden(_:)`): a whole-device picture draws none.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        preference(key: _StatusBarHiddenKey.self, value: hidden)
    }

    /// Hides the status bar (Apple, `statusBar(hidden:)`, the earlier name of `statusBarHidden`).
    public func statusBar(hidden: Bool) -> some View {
        statusBarHidden(hidden)
    }

    /// Hides the home indicator with `.hidden` (Apple, `persistentSystemOverlays(_:)`): a
    /// whole-device picture draws none.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        preference(key: _SystemOverlaysHiddenKey.self, value: visibility == .hidden)
    }

    /// Gives the app's gestures precedence over the system's at `edges` (a first swipe from the
    /// bottom edge goes to the app). It changes what a swipe does, not what is drawn: the home
    /// indicator stays.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}
