import EaselCore
import Foundation
import Observation
import OpenCombine

// An app's scenes take the modifiers their windows' content would (SwiftUI applies a scene's
// environment to every window it makes): `WindowGroup { ContentView() }.environmentObject(store)`.

nonisolated extension Scene {
    /// Gives the windows' views an observable object, read with `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _WindowsModifiedScene(self) { AnyView($0.environmentObject(object)) }
    }

    /// Gives the windows' views an `@Observable` object, read with `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        _WindowsModifiedScene(self) { AnyView($0.environment(object)) }
    }

    /// Sets an environment value for the windows' views.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _WindowsModifiedScene(self) { AnyView($0.environment(keyPath, value)) }
    }

    /// The store `@AppStorage` reads in the windows' views.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        _WindowsModifiedScene(self) { AnyView($0.defaultAppStorage(store)) }
    }

    /// Runs `action` when `value` changes while the scene's windows show (and at first, if
    /// `initial`), as a window's `onChange` does.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        _WindowsModifiedScene(self) { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        _WindowsModifiedScene(self) { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    /// How the person can resize the scene's windows (Apple, `windowResizability(_:)`): an
    /// iPhone's window is the screen, so Easel's window is the device's size whatever it says.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        self
    }
}

/// How a window's size follows its content (Apple, `WindowResizability`): for iPad, Mac and
/// Vision Pro windows; an iPhone's window fills the screen.
public struct WindowResizability: Sendable {
    let name: String
    public static let automatic = WindowResizability(name: "automatic")
    public static let contentSize = WindowResizability(name: "contentSize")
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}
