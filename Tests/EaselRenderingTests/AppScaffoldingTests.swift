import Easel
import Foundation
import Testing
@testable import EaselRendering

private struct Greeting: View {
    var body: some View {
        Text("Hello").padding().background(Color.yellow)
    }
}

#Preview {
    Greeting()
}

#Preview("Framed", traits: .sizeThatFitsLayout) {
    Greeting().frame(width: 200, height: 100)
}

private struct GreetingApp: App {
    var body: some Scene {
        WindowGroup {
            Greeting()
        }
    }
}

private struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting().previewLayout(.sizeThatFits).previewDisplayName("Greeting")
    }
}

/// The app scaffolding: apps draw their window, previews compile and can be drawn.
@Suite struct AppScaffoldingTests {
    @Test @MainActor func anAppDrawsItsFirstWindow() throws {
        let app = GreetingApp()
        let windows = type(of: app.body)._windows(of: app.body)
        #expect(windows.count == 1)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-app-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        _ = try AppWindowRenderer.render(windows, to: url)
        let png = try Data(contentsOf: url)
        let image = try #require(PNGDecoder.decode(png))
        // 390×844 points at 3×, white, the greeting's yellow background in the middle.
        #expect(image.width == 1170 && image.height == 2532)
        #expect(try pixel(png, 5, 5) == [255, 255, 255, 255])
        #expect(try pixel(png, 585, 1266) != [255, 255, 255, 255])
    }

    @Test @MainActor func previewsBuildTheirViews() throws {
        // A preview provider's view and a #Preview's lay out like the views they wrap.
        let provider = ViewLayout(of: Greeting_Previews.previews, proposing: .unspecified)
        let direct = ViewLayout(of: Greeting(), proposing: .unspecified)
        #expect(provider.canvasSize == direct.canvasSize)
        #expect(direct.canvasSize.width > 32)
    }
}

/// What an app's scene gives every window: an observable object and an environment value.
private final class Store: ObservableObject {
    @Published var name = "Corner shop"
}

private struct StoreName: View {
    @EnvironmentObject var store: Store
    @Environment(\.locale) var locale

    var body: some View {
        Text("\(store.name) (\(locale.identifier))")
    }
}

private struct ShopApp: App {
    let store = Store()

    var body: some Scene {
        WindowGroup {
            StoreName()
        }
        .environmentObject(store)
        .environment(\.locale, Locale(identifier: "fr_FR"))
    }
}

@Suite struct SceneModifierTests {
    @Test @MainActor func aScenesModifiersReachItsWindows() {
        let app = ShopApp()
        let windows = type(of: app.body)._windows(of: app.body)
        #expect(windows.count == 1)
        let layout = ViewLayout(of: windows[0], proposing: .unspecified)
        #expect(layout.storage.texts(inSubtreeOf: 0) == ["Corner shop (fr_FR)"])
    }
}

// A preview that returns its view from a do/catch, as the 100 Days of SwiftUI's SwiftData
// previews do: the returns are of different types.
#Preview("Returns") {
    do {
        let value = try JSONDecoder().decode(Int.self, from: Data("3".utf8))
        return Text("Value \(value)")
    } catch {
        return Color.red
    }
}

@Suite struct PreviewBodyTests {
    @Test @MainActor func aPreviewValueTakesExplicitReturnsOfDifferentTypes() {
        let preview = _EaselPreviewValue("Returns") {
            if Bool.random() { return AnyView(Text("Heads")) }
            return Color.blue
        }
        let layout = ViewLayout(of: preview.makeView(), proposing: ProposedViewSize(width: 100, height: 100))
        #expect(layout.canvasSize.width > 0)
        let built = _EaselPreviewValue("Built") { Text("One") }
        #expect(ViewLayout(of: built.makeView(), proposing: .unspecified).storage.texts(inSubtreeOf: 0) == ["One"])
    }
}

/// A Mac app whose main scene is a `Window`, with a settings scene and the Mac's scene modifiers:
/// it compiles, and its window is the one drawn.
private struct NotesApp: App {
    var body: some Scene {
        Window("Notes", id: "main") {
            NotesWindow()
        }
        .windowStyle(.hiddenTitleBar)
        .defaultSize(width: 900, height: 600)
        .windowResizability(.contentSize)
        Settings {
            Text("Preferences")
        }
    }
}

private struct NotesWindow: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some View {
        Button("About") { openWindow(id: "about") }.id("about-button")
    }
}

@Suite struct WindowSceneTests {
    @Test @MainActor func aWindowScenesContentIsTheAppsWindow() throws {
        let app = NotesApp()
        let windows = type(of: app.body)._windows(of: app.body)
        #expect(windows.count == 1)
        let host = ViewHost(windows[0])
        // Opening another window changes nothing on an iPhone's one window.
        try host.tap("About")
        #expect(host.layout.frame(id: "about-button") != nil)
        let window = Window("About", id: "about") { Text("Easel") }
        #expect(window.id == "about")
        // The characters and styles (other tests install localization tables while this runs,
        // which a key made before and one made after would differ by).
        #expect(window.title.segments == Text("About").segments)
    }
}
