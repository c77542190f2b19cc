import Foundation

/// A scene's operational state. A rendered picture is of a scene in the foreground, so the
/// environment's phase is `.active`, as an app's is while the user sees it; set it to draw what a
/// view shows in another phase.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

enum ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The scene's phase: `.active` unless set.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
