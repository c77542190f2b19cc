import Testing
import Foundation
@testable import EaselCore

/// Devices and the safe area. Frames are derived by hand from the device tables cited in
/// `Device` (iPhone 15 Pro: 393×852, safe area insets top 59, bottom 34; landscape 852×393 with
/// 59 at each side and 21 at the bottom) and the rules cited in `SafeAreaGeometry`: the root is
/// proposed the safe area and centred in it; a view that ignores the safe area and reaches its edge
/// extends to the screen's edge.
@Suite struct SafeAreaTests {
    private let device = Device.iPhone15Pro

    @Test func rootIsProposedTheSafeArea() {
        let layout = ViewLayout(of: Color.red.id("c"), on: device)
        expectFrame(layout, "c", rect(0, 59, 393, 852 - 59 - 34))
        #expect(layout.canvasSize == CGSize(width: 393, height: 852))
        #expect(layout.scale == 3)
        #expect(layout.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func aFixedSizeRootIsCentredInTheSafeArea() {
        // 100×100 centred in (0, 59) 393×759: x = 146.5, y = 59 + 329.5.
        let layout = ViewLayout(of: Color.red.frame(width: 100, height: 100).id("c"), on: device)
        expectFrame(layout, "c", rect(146.5, 388.5, 100, 100))
    }

    @Test func ignoringTheSafeAreaFillsTheScreen() {
        expectFrame(ViewLayout(of: Color.red.ignoresSafeArea().id("c"), on: device), "c", rect(0, 0, 393, 852))
        expectFrame(ViewLayout(of: Color.red.edgesIgnoringSafeArea(.all).id("c"), on: device), "c", rect(0, 0, 393, 852))
        // Only the top edge: 852 - 34 tall.
        expectFrame(ViewLayout(of: Color.red.ignoresSafeArea(edges: .top).id("c"), on: device), "c", rect(0, 0, 393, 818))
        // The keyboard region alone is nothing to ignore here.
        expectFrame(ViewLayout(of: Color.red.ignoresSafeArea(.keyboard).id("c"), on: device), "c", rect(0, 59, 393, 759))
    }

    @Test func aViewAwayFromTheEdgeDoesNotExtend() {
        // Padding keeps the colour 16 pt inside the safe area: it reaches no edge of it.
        let layout = ViewLayout(of: Color.red.ignoresSafeArea().id("c").padding(), on: device)
        expectFrame(layout, "c", rect(16, 75, 361, 759 - 32))
    }

    @Test func contentOfAViewThatIgnoresTheSafeAreaIsLaidOutAgainInTheWholeScreen() {
        // The stack is proposed the whole screen, so its text sits at the very top.
        let view = VStack(spacing: 0) {
            Color.blue.frame(height: 10).id("top")
            Spacer()
        }
        .ignoresSafeArea()
        let layout = ViewLayout(of: view, on: device)
        expectFrame(layout, "top", rect(0, 0, 393, 10))
    }

    @Test func backgroundStyleExtendsIntoTheSafeAreaButTheViewDoesNot() {
        // Observed on iOS 16 (zenn.dev/samekard_dev, "iOS16 ignoresSafeArea 観測隊"): a full-screen
        // VStack's `.background(.green)` reaches the screen's edges, its content stays in the safe area.
        let view = VStack { Color.red.id("content") }.background(.green)
        let layout = ViewLayout(of: view, on: device)
        expectFrame(layout, "content", rect(0, 59, 393, 759))
        // A colour style is drawn by the colour itself (a `Color` in the dump), behind the content.
        let colors = layout.nodes(named: "Color").map(\.frame)
        #expect(colors.count == 2 && colors.contains(rect(0, 0, 393, 852)), "\(colors)")
        // Told not to, it stays in the safe area, as the content does.
        let kept = ViewLayout(of: VStack { Color.red }.background(.green, ignoresSafeAreaEdges: []), on: device)
        #expect(kept.nodes(named: "Color").map(\.frame) == [rect(0, 59, 393, 759), rect(0, 59, 393, 759)])
        // Another style fills a rectangle the same way.
        let gradient = ViewLayout(of: VStack { Color.red }.background(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)), on: device)
        expectRect(gradient.nodes(named: "Rectangle").first?.frame, rect(0, 0, 393, 852), "gradient background")
    }

    @Test func landscape() {
        let landscape = device.landscape
        #expect(landscape.screenSize == CGSize(width: 852, height: 393))
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(!landscape.showsStatusBar)
        #expect(landscape.verticalSizeClass == .compact)
        expectFrame(ViewLayout(of: Color.red.id("c"), on: landscape), "c", rect(59, 0, 734, 372))
        expectFrame(ViewLayout(of: Color.red.ignoresSafeArea(edges: .horizontal).id("c"), on: landscape), "c", rect(0, 0, 852, 372))
    }

    @Test func otherDevices() {
        // iPhone SE: 375×667, 20 pt status bar, no home indicator.
        expectFrame(ViewLayout(of: Color.red.id("c"), on: .iPhoneSE), "c", rect(0, 20, 375, 647))
        #expect(Device.iPhoneSE.scale == 2 && !Device.iPhoneSE.showsHomeIndicator)
        // iPhone 16 Pro: 402×874, top 62, bottom 34.
        expectFrame(ViewLayout(of: Color.red.id("c"), on: .iPhone16Pro), "c", rect(0, 62, 402, 778))
        // iPad Pro 11": 834×1194, top 24, bottom 20; the same in landscape.
        expectFrame(ViewLayout(of: Color.red.id("c"), on: .iPadPro11), "c", rect(0, 24, 834, 1150))
        expectFrame(ViewLayout(of: Color.red.id("c"), on: .iPadPro11.landscape), "c", rect(0, 24, 1194, 790))
        #expect(Device.iPadPro11.horizontalSizeClass == .regular)
    }

    @Test func devicesByName() {
        #expect(Device.named("iPhone 15 Pro") == .iPhone15Pro)
        #expect(Device.named("iphone15pro") == .iPhone15Pro)
        #expect(Device.named("iPhone 15 Pro landscape") == Device.iPhone15Pro.landscape)
        #expect(Device.named("iPhone SE") == .iPhoneSE)
        #expect(Device.named("iPad") == .iPad)
        #expect(Device.named("Nokia 3310") == nil)
        #expect(Device.iPhone15Pro.landscape.portrait == .iPhone15Pro)
    }

    @Test func geometryReaderSeesItsSafeAreaInsets() {
        final class Box: @unchecked Sendable { var insets: [EdgeInsets] = [] }
        let box = Box()
        let ignoring = GeometryReader { proxy in
            let _ = box.insets.append(proxy.safeAreaInsets)
            Color.clear
        }
        .ignoresSafeArea()
        _ = ViewLayout(of: ignoring, on: device)
        // Ignoring the safe area, the reader covers the screen and has no safe area left to avoid.
        #expect(box.insets.last == EdgeInsets())
        // Filling the safe area, it reports what lies beyond its edges: the status bar, the home
        // indicator (the usual way SwiftUI code learns the device's insets).
        _ = ViewLayout(of: GeometryReader { proxy in
            let _ = box.insets.append(proxy.safeAreaInsets)
            Color.clear
        }, on: device)
        #expect(box.insets.last == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        // Away from the edges, none.
        _ = ViewLayout(of: GeometryReader { proxy in
            let _ = box.insets.append(proxy.safeAreaInsets)
            Color.clear
        }.padding(), on: device)
        #expect(box.insets.last == EdgeInsets())
    }

    @Test func safeAreaInsetMakesRoomAndScrollingContentRunsUnderIt() {
        let view = Color.red.ignoresSafeArea().id("content")
            .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).id("bar") }
        let layout = ViewLayout(of: view, on: device)
        // The bar sits at the bottom of the safe area: 852 - 34 - 50 = 768.
        expectFrame(layout, "bar", rect(0, 768, 393, 50))
        // Content that ignores the safe area still covers the screen, under the bar.
        expectFrame(layout, "content", rect(0, 0, 393, 852))
        // Content that doesn't ends where the bar begins.
        let plain = ViewLayout(of: Color.red.id("content").safeAreaInset(edge: .top, spacing: 8) { Color.blue.frame(height: 40).id("bar") }, on: device)
        expectFrame(plain, "bar", rect(0, 59, 393, 40))
        expectFrame(plain, "content", rect(0, 59 + 48, 393, 759 - 48))
    }

    @Test func safeAreaInsetAlignsItsBar() {
        let view = Color.red.safeAreaInset(edge: .bottom, alignment: .trailing) { Color.blue.frame(width: 100, height: 20).id("bar") }
        expectFrame(lay(view), "bar", rect(290, 824, 100, 20))
        let side = Color.red.id("content").safeAreaInset(edge: .leading, alignment: .top) { Color.blue.frame(width: 30, height: 20).id("bar") }
        let layout = lay(side)
        expectFrame(layout, "bar", rect(0, 0, 30, 20))
        expectFrame(layout, "content", rect(30, 0, 360, 844))
    }

    @Test func safeAreaPaddingPadsButLetsIgnoringViewsThrough() {
        // Without a device, the padded view's own frame stands for the safe area's bounds.
        expectFrame(lay(Color.red.id("c").safeAreaPadding(20)), "c", rect(20, 20, 350, 804))
        expectFrame(lay(Color.red.ignoresSafeArea().id("c").safeAreaPadding(20)), "c", rect(0, 0, 390, 844))
        // On a device, padding at the safe area's edge adds to it: the ignoring view reaches the screen.
        expectFrame(ViewLayout(of: Color.red.ignoresSafeArea().id("c").safeAreaPadding(.horizontal, 10), on: device), "c", rect(0, 0, 393, 852))
        // Inside a smaller container, it reaches only the container's edge.
        let boxed = Color.red.ignoresSafeArea().id("c").safeAreaPadding(10).frame(width: 100, height: 100)
        expectFrame(ViewLayout(of: boxed, on: device), "c", rect(146.5, 388.5, 100, 100))
    }

    @Test func badDevicesLayOutWithoutTrouble() {
        let zero = Device(name: "Zero", idiom: .phone, screenSize: .zero, scale: 3, safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let layout = ViewLayout(of: Color.red.ignoresSafeArea().id("c"), on: zero)
        expectFrame(layout, "c", rect(0, 0, 0, 0))
        let negative = Device(name: "Odd", idiom: .phone, screenSize: CGSize(width: 100, height: 100), scale: .nan, safeAreaInsets: EdgeInsets(top: -5, leading: .nan, bottom: 0, trailing: 0))
        let odd = ViewLayout(of: Color.red.id("c"), on: negative)
        expectFrame(odd, "c", rect(0, 0, 100, 100))
        #expect(odd.scale == 3)
        #expect(odd.diagnostics.contains { $0.hasPrefix("Invalid safe area insets") })
    }

    @Test func hostsTakeADevice() throws {
        let host = ViewHost(Color.red.id("c"), on: .iPhone13)
        expectFrame(host.layout, "c", rect(0, 47, 390, 844 - 47 - 34))
        #expect(host.device == .iPhone13)
    }

    @Test func withoutADeviceNothingChanges() {
        // No safe area: ignoring it changes nothing.
        expectFrame(lay(Color.red.frame(width: 10, height: 10).ignoresSafeArea().id("c")), "c", rect(190, 417, 10, 10))
        expectFrame(lay(Color.red.ignoresSafeArea().id("c")), "c", rect(0, 0, 390, 844))
    }
}
