import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// `containerBackground(_:for:)` (issue #18): behind a navigation screen, to the screen's edges.
@Suite struct ContainerBackgroundTests {
    static let blue = DecodedImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)

    func picture(_ view: some View) throws -> DecodedImage {
        let renderer = ImageRenderer(content: view)
        var device = Device.iPhone15Pro
        device.scale = 1
        renderer.device = device
        return try #require(DecodedImage(png: renderer.pngData()))
    }

    @Test func aNavigationScreensBackgroundFillsTheScreenUnderItsBars() throws {
        let image = try picture(NavigationStack {
            Text("Blue").containerBackground(Color(red: 0, green: 0, blue: 1), for: .navigation).navigationTitle("Colours")
        })
        // Under the status bar's left edge, in the large title's bar, beside the text, and at the
        // bottom edge under the home indicator's side.
        for (x, y) in [(2, 2), (300, 100), (20, 426), (2, 850)] {
            #expect(image.pixel(x: x, y: y) == Self.blue, "(\(x), \(y))")
        }
        // Without it, the window's white.
        let plain = try picture(NavigationStack { Text("Blue").navigationTitle("Colours") })
        #expect(plain.pixel(x: 20, y: 426) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func aPushedScreenHasItsOwnBackground() throws {
        struct Pushed: View {
            @State private var path = [1]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root")
                        .navigationDestination(for: Int.self) { _ in
                            Text("Detail").containerBackground(Color(red: 0, green: 0, blue: 1), for: .navigation)
                        }
                }
            }
        }
        let image = try picture(Pushed())
        #expect(image.pixel(x: 20, y: 426) == Self.blue)
    }

    @Test func aWidgetsBackgroundOutsideAWidgetFillsTheViewAndSaysSo() throws {
        let layout = ViewLayout(of: Text("72°").padding().containerBackground(.orange, for: .widget), in: CGSize(width: 200, height: 200))
        #expect(layout.nodes(named: "Rectangle").first?.frame == layout.nodes(named: "padding").first?.frame)
        #expect(layout.diagnostics.contains { $0.hasPrefix("containerBackground(for: .widget) outside a widget: it fills the view's own frame.") })
        let mac = ViewLayout(of: Text("Hi").containerBackground(.red, for: .window), in: CGSize(width: 200, height: 200))
        #expect(mac.diagnostics == ["containerBackground(for: .window) is not drawn: Easel draws iOS's navigation stacks and widgets, not this container."])
        #expect(mac.nodes(named: "Rectangle").isEmpty)
    }
}
