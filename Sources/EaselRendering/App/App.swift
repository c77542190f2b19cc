@_spi(SystemViews) import EaselCore
import EaselCupertino
import Foundation

/// A type that represents the structure and behaviour of an app.
///
/// `@main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }` compiles
/// as in SwiftUI. Running it draws its first window at an iPhone's size (390×844 points, 3×) into
/// `<AppName>.png` in the current folder, or the path in the `EASEL_OUTPUT` environment variable,
/// and prints where: Linux has no screen for it to run on.
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
    init()
}

extension App {
    /// Main-actor isolated, as SwiftUI's is (`@MainActor @preconcurrency static func main()`), with
    /// the `MainActorViews` trait.
    public static func main() {
        let app = Self()
        let name = String(describing: Self.self)
        let output = ProcessInfo.processInfo.environment["EASEL_OUTPUT"] ?? "\(name).png"
        do {
            let written = try AppWindowRenderer.render(Body._windows(of: app.body), to: URL(fileURLWithPath: output))
            print("\(name): drew its window (390×844 points at 3×) to \(written.path)")
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            exit(1)
        }
    }
}

/// Draws an app's first window.
enum AppWindowRenderer {
    static let windowSize = CGSize(width: 390, height: 844)

    static func render(_ windows: [AnyView], to url: URL) throws -> URL {
        guard let window = windows.first else { throw AppError.noWindow }
        // Hosted as a window hosts it, with an edit mode (see `HostedEditMode`).
        let renderer = ImageRenderer(content: window.modifier(HostedEditMode()).frame(width: windowSize.width, height: windowSize.height))
        renderer.scale = 3
        renderer.backgroundColor = SystemColor.systemBackground
        try renderer.pngData().write(to: url)
        return url
    }
}

/// Why an app couldn't be drawn.
public enum AppError: Error, CustomStringConvertible {
    case noWindow

    public var description: String {
        "the app's body has no WindowGroup to draw"
    }
}
