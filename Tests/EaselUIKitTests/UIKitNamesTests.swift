import Testing
import Foundation
@testable import Easel
@testable import EaselRendering
@_spi(SystemViews) import EaselCore

/// UIKit's names as SwiftUI files use them, after `import SwiftUI` became `import Easel`.
@MainActor @Suite struct UIKitNamesTests {
    /// A view sized from the screen, as many files size views.
    struct ScreenWide: View {
        var body: some View {
            Color.red.frame(width: UIScreen.main.bounds.width / 2, height: 10).id("half")
        }
    }

    /// The safe-area idiom through the connected scenes.
    struct TopInset: View {
        var body: some View {
            let window = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first
            Color.red.frame(width: 10, height: window?.safeAreaInsets.top ?? -1).id("inset")
        }
    }

    @Test func theScreenIsTheDevicesWhileLayingOut() {
        expectSize(ViewLayout(of: ScreenWide(), on: .iPhoneSE).frame(id: "half")?.size, CGSize(width: 187.5, height: 10))
        expectSize(ViewLayout(of: ScreenWide(), on: .iPadPro12_9).frame(id: "half")?.size, CGSize(width: 512, height: 10))
        expectSize(ViewLayout(of: TopInset(), on: .iPhone15Pro).frame(id: "inset")?.size, CGSize(width: 10, height: 59))
        // Outside a layout: an iPhone 15 Pro, the screen a window is on too.
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIApplication.shared.windows.first?.screen.bounds == UIScreen.main.bounds)
        #expect(UIScreen.main.scale == 3)
    }

    @Test func theDeviceIsAPhoneOrAPad() {
        struct Idiom: View {
            var body: some View { Text(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone").id("idiom") }
        }
        #expect(ViewLayout(of: Idiom(), on: .iPad).nodes(named: "Text").first?.description.contains("pad") == true)
        #expect(ViewLayout(of: Idiom(), on: .iPhone13).nodes(named: "Text").first?.description.contains("phone") == true)
        #expect(UIDevice.current.systemName == "iOS")
    }

    @Test func colorsImagesAndFontsBridge() throws {
        #expect(Color(uiColor: .systemRed) == Color.red)
        // Element colours are dynamic: iOS's light and dark values.
        #expect(Color(UIColor.systemGray6).description == "systemGray6")
        #expect(Color(UIColor.systemGray6).resolved(for: .light).description == "systemGray6")
        #expect(Color(UIColor.systemGray6).resolved(for: .dark) == SystemColor.systemGray6.resolved(for: .dark))
        let dark = Color(UIColor.secondarySystemGroupedBackground).resolved(for: .dark)
        #expect([dark.red, dark.green, dark.blue].map { Int(($0 * 255).rounded()) } == [28, 28, 30])
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).color == Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        let symbol = try #require(UIImage(systemName: "star.fill"))
        #expect(symbol.size.width > 0)
        #expect(UIImage(systemName: "no.such.symbol.anywhere") == nil)
        #expect(UIImage(named: "no-such-asset") == nil)
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        // A PNG made by the renderer reads back with its size in points.
        let png = try ImageRenderer(content: Color.blue.frame(width: 6, height: 4)).pngData()
        #expect(UIImage(data: png)?.size == CGSize(width: 6, height: 4))
        let layout = ViewLayout(of: Image(uiImage: try #require(UIImage(data: png))))
        #expect(layout.root.frame.size == CGSize(width: 6, height: 4))
        // Fonts: the same text size either way.
        let viaUIKit = ViewLayout(of: Text("Hello").font(Font(UIFont.systemFont(ofSize: 22, weight: .bold)))).root.frame
        let viaSwiftUI = ViewLayout(of: Text("Hello").font(.system(size: 22, weight: .bold))).root.frame
        #expect(viaUIKit == viaSwiftUI)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(EdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(UIRectCorner.allCorners.contains(.bottomLeft))
    }

    struct MapView: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    @Test func representablesArePlaceholdersAndSaid() {
        let layout = ViewLayout(of: MapView().frame(width: 200, height: 120).id("map"), in: CGSize(width: 300, height: 300))
        #expect(layout.frame(id: "map") == CGRect(x: 50, y: 90, width: 200, height: 120))
        #expect(layout.nodes(named: "Text").first?.description.contains("MapView") == true)
        #expect(layout.diagnostics.contains { $0.contains("MapView is a UIViewRepresentable") })
    }

    final class AppDelegate: NSObject, UIApplicationDelegate {
        nonisolated(unsafe) static var launched = 0
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            AppDelegate.launched += 1
            return true
        }
    }

    @Test func anAppDelegateIsToldTheAppLaunched() {
        let adaptor = UIApplicationDelegateAdaptor(AppDelegate.self)
        #expect(AppDelegate.launched == 1)
        #expect(adaptor.wrappedValue.isKind(of: AppDelegate.self))
        UIApplication.shared.open(URL(string: "https://example.com")!)
        #expect(UIApplication.shared.openedURLs.last == URL(string: "https://example.com")!)
    }

    struct Photo: Hashable {
        var title: String
        var image: UIImage?
    }

    /// A model holding a `UIImage` derives Hashable, as with UIKit's (an `NSObject`): images are
    /// equal when they are the same object.
    @Test func imagesAreHashableByIdentity() throws {
        let star = try #require(UIImage(systemName: "star"))
        let other = try #require(UIImage(systemName: "star"))
        #expect(Photo(title: "A", image: star) == Photo(title: "A", image: star))
        #expect(Photo(title: "A", image: star) != Photo(title: "A", image: other))
        #expect(Set([Photo(title: "A", image: star), Photo(title: "A", image: star)]).count == 1)
    }

    /// A button that plays haptics, as SwiftUI files do from UIKit's generators.
    struct HapticButtons: View {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        let notification = UINotificationFeedbackGenerator()
        let selection = UISelectionFeedbackGenerator()
        var body: some View {
            VStack {
                Button("Thud") { impact.prepare(); impact.impactOccurred(); impact.impactOccurred(intensity: 0.5) }
                Button("Done") { notification.notificationOccurred(.success); selection.selectionChanged() }
            }
        }
    }

    /// Haptics play nothing in a picture; what a tap asked for is recorded for tests.
    @Test func hapticsAreRecordedNotPlayed() throws {
        let view = HapticButtons()
        let host = ViewHost(view)
        try host.tap("Thud")
        try host.tap("Done")
        #expect(view.impact.style == .heavy)
        #expect(view.impact.impacts == [1, 0.5])
        #expect(view.notification.notifications == [.success])
        #expect(view.selection.selectionChanges == 1)
        #expect(host.layout.diagnostics.isEmpty)
    }
}

func expectSize(_ actual: CGSize?, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("no such view", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(actual.width - expected.width) < 1e-6 && abs(actual.height - expected.height) < 1e-6, "\(actual)", sourceLocation: sourceLocation)
}

/// UIKit's string measuring, which views use to size things to a title.
@MainActor @Suite struct StringDrawingTests {
    @Test func aStringIsMeasuredAsATextInItsFont() {
        let font = UIFont.preferredFont(forTextStyle: .largeTitle)
        let measured = NSString(string: "Welcome").size(withAttributes: [.font: font])
        let text = ViewLayout(of: Text("Welcome").font(.system(size: 34)).fixedSize(), proposing: .unspecified).canvasSize
        #expect(measured == text)
        #expect(measured.width > 100 && measured.height > 34)
        // Kerning widens it by the kern after each letter.
        let kerned = "Welcome".size(withAttributes: [.font: font, .kern: 2])
        #expect(abs(kerned.width - (measured.width + 14)) < 0.5, "\(kerned.width) vs \(measured.width)")
        // No font: UIKit's 12 pt default.
        #expect("Welcome".size(withAttributes: nil) == ViewLayout(of: Text("Welcome").font(.system(size: 12)).fixedSize(), proposing: .unspecified).canvasSize)
    }
}

/// Foundation and UIKit names that real files use beside SwiftUI.
@MainActor @Suite struct FoundationPlaceholderTests {
    /// `private var timer = Timer()`: a placeholder that never fires until replaced.
    @Test func aTimerMadeWithoutArgumentsNeverFires() {
        let timer = Timer()
        // Foundation on Linux keeps the distant future as a date in 2129, still a century away.
        #expect(timer.fireDate > Date(timeIntervalSinceNow: 100 * 365 * 86_400))
        #expect(timer.timeInterval == 0)
    }

    /// A slider a representable wraps keeps its values, clamped to its range as UIKit clamps them.
    @Test func aSliderKeepsItsValueInRange() {
        let slider = UISlider()
        slider.minimumValue = 1
        slider.maximumValue = 5
        slider.setValue(9, animated: true)
        #expect(slider.value == 5)
        slider.setValue(0, animated: false)
        #expect(slider.value == 1)
        let thumb = UIImage(systemName: "circle.fill")
        slider.setThumbImage(thumb, for: .normal)
        #expect(slider.currentThumbImage == thumb)
    }

    /// A view controller of the user's own, as Xcode's template writes it: UIKit's designated
    /// initializer and the required archive one.
    final class ScannerViewController: UIViewController {
        let prompt: String
        init(prompt: String) {
            self.prompt = prompt
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func viewControllersWindowsAndURLsAsAppsUseThem() {
        #expect(ScannerViewController(prompt: "Scan").prompt == "Scan")
        let window = UIWindow()
        #expect(window.overrideUserInterfaceStyle == .unspecified)
        window.overrideUserInterfaceStyle = .dark
        #expect(window.overrideUserInterfaceStyle == .dark)
        // Apple's default URL format: no query, no fragment, no HTTP port.
        #expect(URL(string: "https://example.com:443/widget?id=3#top")!.formatted() == "https://example.com/widget")
        #expect(URL(string: "http://example.com:8080/a")!.formatted() == "http://example.com:8080/a")
        let file = URL(fileURLWithPath: "/tmp/notes.txt")
        #expect(file.startAccessingSecurityScopedResource())
        #expect(file.formatted() == "file:///tmp/notes.txt")
    }

    /// The target–selector form of observing compiles; the observer can't be told, and a layout
    /// whose model registers so says so.
    final class Player: NSObject, ObservableObject {
        @Published var ended = false
        override init() {
            super.init()
            NotificationCenter.default.addObserver(self, selector: Selector("didEnd:"), name: Notification.Name("PlayerDidEnd"), object: nil)
        }
    }

    struct PlayerView: View {
        @StateObject var player = Player()
        var body: some View { Text(player.ended ? "Ended" : "Playing") }
    }

    @Test func aSelectorObserverIsSaidNeverToBeTold() {
        let layout = ViewLayout(of: PlayerView(), proposing: .unspecified)
        #expect(layout.diagnostics == ["NotificationCenter.addObserver(_:selector:name:object:) for PlayerDidEnd: Easel can't call a selector, so the observer is never told; observe with addObserver(forName:object:queue:using:) or onReceive."])
    }
}

