import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// Modifiers real files reach for: redaction, background styles, sheets that leave the window
/// usable, iOS 18's `toolbarVisibility`, iOS 26's glass (said), and those with nothing to draw.
@Suite struct ModifierBatchTests {
    @Test func placeholderRedactionDrawsBarsWhereTextWas() throws {
        let view = VStack(alignment: .leading) {
            Text("Grace Hopper").font(.headline).id("name")
            Text("Rear admiral").unredacted().id("role")
        }
        .redacted(reason: .placeholder)
        let renderer = ImageRenderer(content: view)
        let list = try renderer.displayList()
        // The redacted line is one rounded bar as long as the line, the unredacted one glyphs.
        let bars = list.items.compactMap { item -> CGRect? in
            if case let .fill(path, _, _) = item { return path.boundingRect }
            return nil
        }
        let glyphRuns = list.items.filter { if case .glyphs = $0 { true } else { false } }
        let name = try #require(renderer.layout().frame(id: "name"))
        #expect(bars.count == 1 && glyphRuns.count == 1)
        #expect(abs(bars[0].minX - name.minX) < 0.5 && bars[0].width > name.width - 2 && bars[0].width <= name.width)
        #expect(bars[0].minY > name.minY && bars[0].maxY < name.maxY)
        // Layout is unchanged.
        #expect(try renderer.layout().frame(id: "name") == ImageRenderer(content: VStack(alignment: .leading) {
            Text("Grace Hopper").font(.headline).id("name")
            Text("Rear admiral").id("role")
        }).layout().frame(id: "name"))
        // Privacy redaction masks only what is marked private.
        let privacy = try ImageRenderer(content: VStack {
            Text("Public")
            Text("1234").privacySensitive()
        }.redacted(reason: .privacy)).displayList()
        #expect(privacy.items.filter { if case .glyphs = $0 { true } else { false } }.count == 1)
    }

    @Test func backgroundStyleIsWhatBackgroundPaints() throws {
        let image = try #require(DecodedImage(png: ImageRenderer(content: Color.clear.frame(width: 10, height: 10).background().backgroundStyle(Color.red)).pngData()))
        #expect(image.pixel(x: 5, y: 5) == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test func anInteractiveBackgroundIsntDimmed() {
        let dimmed = ViewLayout(of: Color.blue.sheet(isPresented: .constant(true)) {
            Color.red.presentationDetents([.medium])
        }, on: .iPhone15Pro)
        let clear = ViewLayout(of: Color.blue.sheet(isPresented: .constant(true)) {
            Color.red.presentationDetents([.medium]).presentationBackgroundInteraction(.enabled(upThrough: .medium))
        }, on: .iPhone15Pro)
        #expect(dimmed.nodes(named: "Color").contains { $0.description.contains("black.opacity(0.2)") })
        #expect(!clear.nodes(named: "Color").contains { $0.description.contains("black.opacity(0.2)") })
    }

    @Test func toolbarVisibilityHidesTheBar() {
        let shown = ViewLayout(of: NavigationStack { Color.red.id("content").navigationTitle("Inbox") }, on: .iPhone15Pro)
        let hidden = ViewLayout(of: NavigationStack { Color.red.id("content").navigationTitle("Inbox").toolbarVisibility(.hidden, for: .navigationBar) }, on: .iPhone15Pro)
        #expect((shown.frame(id: "content")?.minY ?? 0) > 59)
        expectFrame(hidden, "content", rect(0, 59, 393, 759))
    }

    @Test func glassIsDrawnTranslucentAndSaid() {
        let layout = ViewLayout(of: Text("Play").padding().glassEffect(), on: .iPhone15Pro)
        #expect(layout.diagnostics.contains { $0.contains("Liquid Glass") })
        #expect(layout.nodes(named: "Capsule").count == 2)
        let edge = ViewLayout(of: ScrollView { Text("x") }.scrollEdgeEffectStyle(.soft, for: .top), on: .iPhone15Pro)
        #expect(edge.diagnostics.contains { $0.contains("iOS 26") })
    }

    @Test func shadersAreNamedAsNotRun() throws {
        let plain = try ImageRenderer(content: Color.red.frame(width: 20, height: 20)).pngData()
        let shaded = Color.red.frame(width: 20, height: 20)
            .colorEffect(ShaderLibrary.sepia(.float(0.5), .color(.blue)))
            .visualEffect { content, proxy in
                content.layerEffect(ShaderLibrary.default.ripple(.float2(proxy.size), .boundingRect), maxSampleOffset: .zero)
            }
        #expect(try ImageRenderer(content: shaded).pngData() == plain, "drawn without the effects")
        let layout = ViewLayout(of: shaded, in: CGSize(width: 100, height: 100))
        #expect(layout.diagnostics.sorted() == [
            "colorEffect(ShaderLibrary.sepia): Metal shaders don't run on Linux, so the view is drawn without the effect.",
            "layerEffect(ShaderLibrary.ripple): Metal shaders don't run on Linux, so the view is drawn without the effect.",
        ])
    }

    @Test func modifiersWithNothingToDrawChangeNothing() throws {
        let plain = try ImageRenderer(content: Text("Tap").padding()).pngData()
        let decorated = try ImageRenderer(content: Text("Tap").padding()
            .help("Taps")
            .onHover { _ in }
            .hoverEffect(.lift)
            .textSelection(.enabled)
            .navigationTransition(.automatic)
            .onKeyPress(.return) { .handled }
            .onKeyPress(keys: [.upArrow, .downArrow]) { press in press.key == .upArrow ? .handled : .ignored }
            .onKeyPress(characters: .letters, phases: .down) { _ in .ignored }
            .tabBarMinimizeBehavior(.onScrollDown)
            .selectionDisabled()
            .digitalCrownRotation(.constant(1.0))
            .digitalCrownRotation(.constant(CGFloat(3)), from: 1, through: 50, by: 1, sensitivity: .low, isContinuous: false)
            .widgetURL(URL(string: "easel://widget"))).pngData()
        #expect(plain == decorated)
        let extended = ViewLayout(of: Color.blue.backgroundExtensionEffect(), on: .iPhone15Pro)
        #expect(extended.diagnostics == ["backgroundExtensionEffect is iOS 26's: Easel draws iOS 18's screens, so the view isn't mirrored into the safe area."])
    }
}

/// Hiding the status bar and the home indicator in whole-device pictures.
@Suite struct SystemBarVisibilityTests {
    private func glyphRuns(_ view: some View) throws -> Int {
        let renderer = ImageRenderer(content: view)
        renderer.device = .iPhone15Pro
        return try renderer.displayList().items.filter { if case .glyphs = $0 { true } else { false } }.count
    }

    /// Right to left, the status bar is mirrored: the time on the right, the icons on the left.
    @Test func theStatusBarMirrorsRightToLeft() throws {
        func clock(_ direction: LayoutDirection) throws -> CGRect {
            let layout = ViewLayout(of: SystemBars(device: .iPhone15Pro, layoutDirection: direction), in: Device.iPhone15Pro.screenSize)
            return try #require(layout.nodes(named: "Text").first { $0.description.contains("9:41") }?.frame)
        }
        let leftToRight = try clock(.leftToRight), rightToLeft = try clock(.rightToLeft)
        #expect(leftToRight.maxX < 393 / 2 && rightToLeft.minX > 393 / 2)
        #expect(abs(rightToLeft.minX - (393 - leftToRight.maxX)) < 0.001)
        // A window laid out in Arabic draws it so.
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "ar_SA")
        #expect(ViewLayout(of: Color.white, on: .iPhone15Pro, environment: environment).layoutDirection == .rightToLeft)
    }

    @Test func statusBarHiddenDrawsNone() throws {
        // The status bar's time and symbols are its only glyphs over a plain colour.
        #expect(try glyphRuns(Color.white) > 0)
        #expect(try glyphRuns(Color.white.statusBar(hidden: true)) == 0)
        #expect(try glyphRuns(Color.white.statusBarHidden()) == 0)
        #expect(try glyphRuns(Color.white.statusBarHidden(false)) > 0)
        let renderer = ImageRenderer(content: Color.white.persistentSystemOverlays(.hidden))
        renderer.device = .iPhone15Pro
        let image = try #require(DecodedImage(png: renderer.pngData()))
        // The home indicator is a black capsule 5 pt tall and 8 pt above the bottom (pixels 2517 … 2532 at 3×), centred: gone when hidden.
        #expect(image.pixel(x: 590, y: 2525) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        let shown = ImageRenderer(content: Color.white)
        shown.device = .iPhone15Pro
        let shownImage = try #require(DecodedImage(png: shown.pngData()))
        #expect(shownImage.pixel(x: 590, y: 2525).red < 60)
    }
}

/// Sizes: controls and Dynamic Type.
@Suite struct SizeEnvironmentTests {
    struct Badge: View {
        @ScaledMetric var side: CGFloat = 34
        var body: some View { Color.red.frame(width: side, height: side).id("badge") }
    }

    @Test func scaledMetricsFollowTheDynamicTypeSize() {
        expectFrame(ViewLayout(of: Badge(), in: CGSize(width: 100, height: 100)), "badge", rect(33, 33, 34, 34))
        // Body text is 23 pt at xxxLarge against 17 at large.
        let large = ViewLayout(of: Badge().environment(\.dynamicTypeSize, .xxxLarge), in: CGSize(width: 100, height: 100))
        expectFrame(large, "badge", rect(50 - 23, 50 - 23, 46, 46))
        #expect(ViewLayout(of: Text("A").dynamicTypeSize(.xxxLarge)).diagnostics.isEmpty)
    }

    /// Text styles take iOS's sizes for the Dynamic Type size (HIG's tables): the line heights of
    /// the sizes the faces are drawn at, against the same text at those point sizes.
    @Test func textStylesFollowTheDynamicTypeSize() {
        func height(_ text: some View) -> CGFloat {
            ViewLayout(of: text.id("t"), in: CGSize(width: 1000, height: 1000)).frame(id: "t")!.height
        }
        let cases: [(Font, DynamicTypeSize, CGFloat)] = [
            (.body, .xSmall, 14), (.body, .xxxLarge, 23), (.body, .accessibility5, 53),
            (.largeTitle, .accessibility3, 52), (.footnote, .medium, 12), (.caption2, .accessibility1, 20),
        ]
        for (font, size, points) in cases {
            #expect(height(Text("Ag").font(font).dynamicTypeSize(size)) == height(Text("Ag").font(.system(size: points))), "\(size) → \(points)")
        }
        // Fixed sizes don't scale; a custom font scales with its style (body: 17 → 23 at xxxLarge).
        #expect(height(Text("Ag").font(.system(size: 17)).dynamicTypeSize(.xxxLarge)) == height(Text("Ag").font(.system(size: 17))))
        #expect(height(Text("Ag").font(.custom("Inter", size: 17)).dynamicTypeSize(.xxxLarge)) == height(Text("Ag").font(.custom("Inter", size: 23))))
        #expect(height(Text("Ag").font(.custom("Inter", fixedSize: 17)).dynamicTypeSize(.xxxLarge)) == height(Text("Ag").font(.custom("Inter", size: 17))))
        // Clamped by a range: at most xxLarge, body is 21.
        #expect(height(Text("Ag").dynamicTypeSize(...DynamicTypeSize.xxLarge).dynamicTypeSize(.accessibility2)) == height(Text("Ag").font(.system(size: 21))))
    }

    @Test func controlSizesAreKeptAndSaid() {
        struct Reader: View {
            @Environment(\.controlSize) var size
            var body: some View { Text(size == .large ? "large" : "other") }
        }
        let layout = ViewLayout(of: Reader().controlSize(.large))
        #expect(layout.nodes(named: "Text").first?.description.contains("large") == true)
        #expect(layout.diagnostics.contains { $0.contains("controlSize(.large)") })
    }
}
