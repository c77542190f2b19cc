import Easel
import Foundation
import Testing

/// The everyday screens lay out as SwiftUI lays them out.
@Suite struct EverydayScreenTests {
    @Test func environmentEntriesHaveTheirDefaultsAndCanBeSet() throws {
        let plain = ViewLayout(of: BadgedCard(title: "Plain").id("card"), in: CGSize(width: 390, height: 200))
        // No badge by default (an optional entry without a value is nil).
        #expect(!plain.description.contains("Capsule"))
        #expect(plain.description.contains("RoundedRectangle(stroke: orange, lineWidth: 2)"))
        let badged = ViewLayout(of: BadgedCard(title: "Badged").environment(\.badgeText, "NEW").environment(\.highlightColor, .pink),
                                in: CGSize(width: 390, height: 200))
        #expect(badged.description.contains("Text(\"NEW\")"))
        #expect(badged.description.contains("RoundedRectangle(stroke: pink, lineWidth: 2)"))
        #expect(badged.nodes(named: "Capsule").count == 1)
    }

    @Test func columnsTakeTheTallestColumnsHeight() throws {
        // The preference is read after layout and sets state, which lays the screen out again.
        let layout = ViewHost(EqualHeightColumns()).layout
        let backgrounds = layout.nodes(named: "RoundedRectangle").map(\.frame)
        #expect(backgrounds.count == 2)
        #expect(backgrounds[0].height == backgrounds[1].height)
        #expect(backgrounds[0].height > 80)
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    @Test func theTranscriptOpensAtItsLastMessage() throws {
        let host = ViewHost(ChatTranscript())
        let last = try #require(host.layout.frame(id: "Message 40"))
        // Scrolled so the last message's bottom meets the bottom of the padded content's view.
        #expect(abs(last.maxY - 844) < 0.001, "\(last)")
        #expect(host.layout.frame(id: "Message 1") == nil || host.layout.frame(id: "Message 1")!.maxY < 0)
    }

    @Test func shapesAndAMissingAssetColour() throws {
        let layout = ViewLayout(of: ActivityRing(), in: CGSize(width: 390, height: 200))
        #expect(layout.nodes(named: "Path").first?.frame.size == CGSize(width: 120, height: 40))
        #expect(layout.diagnostics == ["No color named \"Brand Teal\" found in the registered asset folders or the bundle; it is drawn clear."])
    }

    @Test func theBannerIsTheScreenLessForty() throws {
        let layout = ViewLayout(of: ScreenWideBanner().id("banner"), on: .iPhone15Pro)
        #expect(layout.frame(id: "banner")?.width == 353)
    }

    @Test func aTimersFirstFrameHasNotTicked() {
        // The picture is the first frame: drawn before the timer's first second has passed.
        let layout = ViewLayout(of: TickingClock(), in: CGSize(width: 390, height: 200))
        #expect(layout.description.contains("Text(\"Ticks: 0\")"))
        #expect(layout.description.contains("Text(\"Running\")"))
    }

    @Test func aPostedNotificationReachesTheScreen() {
        let host = ViewHost(TickingClock())
        #expect(host.layout.description.contains("Text(\"Running\")"))
        NotificationCenter.default.post(name: Notification.Name("AppDidResume"), object: nil)
        #expect(host.layout.description.contains("Text(\"Resumed\")"))
    }

    /// Focus, accessibility actions, URL handling and held buttons change how the screen acts, not
    /// how it looks: every frame is the plain screen's, and nothing is said.
    @Test func namesThatActButDontDrawLeaveTheScreenAsItIs() throws {
        let plain = ViewLayout(of: NotesScreen(decorated: false), on: .iPhone15Pro)
        let decorated = ViewLayout(of: NotesScreen(decorated: true), on: .iPhone15Pro)
        for name in ["Text", "Button", "Spacer"] {
            #expect(plain.nodes(named: name).map(\.frame) == decorated.nodes(named: name).map(\.frame), "\(name)")
        }
        #expect(decorated.nodes(named: "Text").map(\.detail).contains("\"No note\""))   // nothing is focused
        #expect(decorated.diagnostics.isEmpty, "\(decorated.diagnostics)")
    }
}
