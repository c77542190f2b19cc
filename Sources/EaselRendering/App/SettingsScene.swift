import EaselCore
import Foundation

/// A scene for an app's settings window (Apple, `Settings`): macOS only. On iOS, which Easel
/// draws, there is no such window, so an app's first `WindowGroup` is what shows; this scene
/// compiles and draws nothing.
nonisolated public struct Settings<Content: View>: Scene {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("Settings is a primitive scene") }

    /// No window on iOS.
    public static func _windows(of scene: Self) -> [AnyView] { [] }
}
