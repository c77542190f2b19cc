import EaselCore
import Foundation

/// A part of an app's user interface with a life cycle managed by the system: on Linux, a window
/// Easel draws. Compose scenes in an `App`'s `body` as in SwiftUI.
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }

    /// The contents of the scene's windows, in order. Easel's primitive scenes implement it;
    /// yours get it from their body.
    nonisolated static func _windows(of scene: Self) -> [AnyView]
}

nonisolated extension Scene {
    public static func _windows(of scene: Self) -> [AnyView] {
        Body._windows(of: evaluatedOnAnyThread(scene) { $0.body })
    }
}

nonisolated extension Never: Scene {}

/// A result builder for composing scenes.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _TupleScene((repeat each content))
    }

    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

/// Several scenes in one body.
nonisolated public struct _TupleScene<T>: Scene {
    public typealias Body = Never
    private let windows: () -> [AnyView]

    public init<each Element: Scene>(_ value: (repeat each Element)) where T == (repeat each Element) {
        windows = {
            var result: [AnyView] = []
            for window in repeat (each Element)._windows(of: each value) {
                result.append(contentsOf: window)
            }
            return result
        }
    }

    public var body: Never { fatalError("_TupleScene is a primitive scene") }

    public static func _windows(of scene: Self) -> [AnyView] {
        scene.windows()
    }
}

/// A scene that presents a group of identically structured windows: on Linux, one window with
/// the content, drawn at an iPhone's size.
nonisolated public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let content: Content
    public let title: String?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = nil
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = id
    }

    public var body: Never { fatalError("WindowGroup is a primitive scene") }

    public static func _windows(of scene: Self) -> [AnyView] {
        [AnyView(scene.content)]
    }
}

/// A scene whose windows' content a scene modifier changes (`SceneModifiers`), and SPI for the
/// modifiers of the layers above (SwiftData's `modelContainer` on a `WindowGroup`).
@_spi(SystemViews)
nonisolated public struct _WindowsModifiedScene<Base: Scene>: Scene {
    public typealias Body = Never
    let base: Base
    let transform: (AnyView) -> AnyView

    public init(_ base: Base, transform: @escaping (AnyView) -> AnyView) {
        self.base = base
        self.transform = transform
    }

    public var body: Never { fatalError("_WindowsModifiedScene is a primitive scene") }

    public static func _windows(of scene: Self) -> [AnyView] {
        Base._windows(of: scene.base).map(scene.transform)
    }
}
