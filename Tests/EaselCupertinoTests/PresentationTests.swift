import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// Sheets, full-screen covers, alerts and dialogs over the window: frames from the detents cited
/// in `PresentationDetent` (a large sheet at (0, 59, 393, 793) on an iPhone 15 Pro, its content
/// 759 tall), hosts that present, tap and dismiss, and what goes wrong said.
@Suite struct PresentationTests {
    @Test func aLargeSheetCoversTheSafeArea() {
        let view = Color.blue.id("screen").sheet(isPresented: .constant(true)) { Color.red.id("sheet") }
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        expectFrame(layout, "sheet", rect(0, 59, 393, 759))
        // The window's view keeps its frame under it.
        expectFrame(layout, "screen", rect(0, 59, 393, 759))
        #expect(layout.root.name == "Presentations")
    }

    @Test func aMediumSheetTakesHalf() {
        let view = Color.blue.sheet(isPresented: .constant(true)) {
            Color.red.id("sheet").presentationDetents([.medium, .large])
        }
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        // Half of 759 at the bottom of the safe area (818).
        expectFrame(layout, "sheet", rect(0, 818 - 379.5, 393, 379.5))
        // Two detents: the drag indicator shows.
        #expect(layout.nodes(named: "Capsule").count == 1)
        let fixed = ViewLayout(of: Color.blue.sheet(isPresented: .constant(true)) {
            Color.red.id("sheet").presentationDetents([.height(200)])
        }, on: .iPhoneSE)
        expectFrame(fixed, "sheet", rect(0, 667 - 200, 375, 200))
    }

    /// A detent of the user's own: a fifth of the largest, or the large one when it says nil.
    struct Tiny: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 5 }
    }
    struct Undecided: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.colorScheme == .dark ? 100 : nil }
    }

    @Test func aCustomDetentWorksOutItsHeight() {
        let tiny = ViewLayout(of: Color.blue.sheet(isPresented: .constant(true)) {
            Color.red.id("sheet").presentationDetents([.custom(Tiny.self)])
        }, on: .iPhone15Pro)
        // A fifth of 759, at the bottom of the safe area (818).
        expectFrame(tiny, "sheet", rect(0, 818 - 151.8, 393, 151.8))
        let undecided = ViewLayout(of: Color.blue.sheet(isPresented: .constant(true)) {
            Color.red.id("sheet").presentationDetents([.custom(Undecided.self)])
        }, on: .iPhone15Pro)
        expectFrame(undecided, "sheet", rect(0, 59, 393, 759))
    }

    @Test func aFullScreenCover() {
        let view = Color.blue.fullScreenCover(isPresented: .constant(true)) { Text("Welcome").id("cover") }
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        let cover = layout.frame(id: "cover") ?? .zero
        #expect(abs(cover.midY - (59 + 759 / 2)) < 0.01)
        // Its white background covers the whole screen.
        #expect(layout.nodes(named: "Color").contains { $0.frame == rect(0, 0, 393, 852) })
    }

    struct Composer: View {
        @State var showsSheet = false
        @State var dismissals = 0
        var body: some View {
            VStack {
                Button("Compose") { showsSheet = true }
                Text("Dismissed \(dismissals)").id("count")
            }
            .sheet(isPresented: $showsSheet, onDismiss: { dismissals += 1 }) {
                Editor()
            }
        }
    }

    struct Editor: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            NavigationStack {
                Text("Draft").id("draft")
                    .navigationTitle("New Message")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    }
            }
        }
    }

    @Test func aHostPresentsAndDismissesASheet() throws {
        let host = ViewHost(Composer(), on: .iPhone15Pro)
        #expect(host.layout.frame(id: "draft") == nil)
        try host.tap("Compose")
        // The sheet's navigation bar sits at its top: 59 + 44.
        let draft = try #require(host.layout.frame(id: "draft"))
        #expect(abs(draft.midY - (59 + 44 + (759 - 44) / 2)) < 0.01)
        try host.tap("Cancel")
        #expect(host.layout.frame(id: "draft") == nil)
        #expect(host.layout.nodes(named: "Text").contains { $0.description.contains("Dismissed 1") })
    }

    struct Deleter: View {
        @State var asking = false
        @State var deleted = false
        var body: some View {
            VStack {
                Button("Delete All") { asking = true }
                Text(deleted ? "Deleted" : "Kept").id("state")
            }
            .alert("Delete everything?", isPresented: $asking) {
                Button("Delete", role: .destructive) { deleted = true }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    @Test func anAlertAsksAndEachButtonDismissesIt() throws {
        let host = ViewHost(Deleter(), on: .iPhone15Pro)
        try host.tap("Delete All")
        if let folder = ProcessInfo.processInfo.environment["EASEL_TEST_PICTURES"] {
            try host.pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent("alert.png"))
        }
        let layout = host.layout
        // The box is 270 wide, centred; Cancel is on the leading side. The buttons share it less a
        // one-pixel divider (1/3 pt).
        let half = (270 - 1.0 / 3) / 2
        let title = try #require(layout.nodes(named: "Text").first { $0.description.contains("Delete everything?") })
        #expect(abs(title.frame.midX - 196.5) < 0.01)
        let cancel = try #require(layout.nodes(named: "Text").first { $0.description.contains("\"Cancel\"") })
        let delete = try #require(layout.nodes(named: "Text").first { $0.description.contains("\"Delete\"") })
        #expect(abs(cancel.frame.midX - (61.5 + half / 2)) < 0.01)
        #expect(abs(delete.frame.midX - (61.5 + half + 1.0 / 3 + half / 2)) < 0.01)
        try host.tap("Delete")
        #expect(host.layout.root.name != "Presentations")
        #expect(host.layout.nodes(named: "Text").contains { $0.description.contains("\"Deleted\"") })
    }

    @Test func alertsWithoutButtonsGetOK() throws {
        let layout = ViewLayout(of: Color.clear.alert("Saved", isPresented: .constant(true)) {}, on: .iPhone13)
        #expect(layout.nodes(named: "Text").contains { $0.description.contains("\"OK\"") })
        // iOS 13's Alert.
        struct Message: Identifiable { let id = 1 }
        let old = ViewLayout(of: Color.clear.alert(item: .constant(Message())) { _ in
            Alert(title: Text("Old style"), message: Text("Still works"), dismissButton: .default(Text("Fine")))
        }, on: .iPhone13)
        #expect(old.nodes(named: "Text").contains { $0.description.contains("\"Fine\"") })
    }

    @Test func aConfirmationDialogSitsAtTheBottom() throws {
        struct Sharer: View {
            @State var asking = true
            @State var choice = "none"
            var body: some View {
                Text(choice).id("choice")
                    .confirmationDialog("Share", isPresented: $asking) {
                        Button("Copy Link") { choice = "copied" }
                        Button("Delete", role: .destructive) {}
                    }
            }
        }
        let host = ViewHost(Sharer(), on: .iPhone15Pro)
        if let folder = ProcessInfo.processInfo.environment["EASEL_TEST_PICTURES"] {
            try host.pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent("dialog.png"))
        }
        let cancel = try #require(host.layout.nodes(named: "Text").first { $0.description.contains("\"Cancel\"") })
        // Cancel's 57 pt row ends 8 pt above the safe area's bottom (818).
        #expect(abs(cancel.frame.midY - (818 - 8 - 28.5)) < 0.01)
        try host.tap("Copy Link")
        #expect(host.layout.nodes(named: "Text").contains { $0.description.contains("\"copied\"") })
        #expect(host.layout.root.name != "Presentations")
    }

    @Test func twoPresentationsAtOnceShowTheFirst() {
        let view = Color.clear
            .sheet(isPresented: .constant(true)) { Text("First").id("first") }
            .alert("Second", isPresented: .constant(true)) {}
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        // Modifiers resolve inside out: the sheet registers first.
        #expect(layout.frame(id: "first") != nil)
        #expect(!layout.nodes(named: "Text").contains { $0.description.contains("\"Second\"") })
        #expect(layout.diagnostics.contains { $0.hasPrefix("Two presentations are active at once") })
        // A sheet presented from a sheet stacks.
        let nested = ViewLayout(of: Color.clear.sheet(isPresented: .constant(true)) {
            Text("Outer").sheet(isPresented: .constant(true)) { Text("Inner").id("inner") }
        }, on: .iPhone15Pro)
        #expect(nested.frame(id: "inner") != nil)
        #expect(nested.diagnostics.isEmpty)
    }

    @Test func aSheetWhoseBindingFlipsSettles() throws {
        // The sheet's content closes it as soon as it appears: the host shows it, runs onAppear,
        // renders again without it, and runs onDismiss; nothing loops.
        struct Flash: View {
            @State var shows = true
            @State var dismissals = 0
            var body: some View {
                Text("Dismissed \(dismissals)")
                    .sheet(isPresented: $shows, onDismiss: { dismissals += 1 }) {
                        Text("Gone at once").onAppear { shows = false }
                    }
            }
        }
        let host = ViewHost(Flash(), on: .iPhone15Pro)
        #expect(host.layout.root.name != "Presentations")
        #expect(host.layout.description.contains("Text(\"Dismissed 1\")"))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")

        // A binding that answers differently each time it is read (as one computed from a clock
        // might): each render reads it once and shows the sheet or not, without looping.
        final class Flipper: @unchecked Sendable { var reads = 0 }
        let flipper = Flipper()
        let flipping = Binding<Bool>(get: { flipper.reads += 1; return flipper.reads % 2 == 1 }, set: { _ in })
        struct Flipping: View {
            let isPresented: Binding<Bool>
            var body: some View {
                Color.clear.sheet(isPresented: isPresented) { Text("Now you see me").id("sheet") }
            }
        }
        let flippingHost = ViewHost(Flipping(isPresented: flipping), on: .iPhone15Pro)
        var shown: [Bool] = []
        for _ in 0..<4 {
            shown.append(flippingHost.render().frame(id: "sheet") != nil)
        }
        // Each render() reads it once, and shows the sheet or not; the update after the
        // sheet's onAppear or onDisappear doesn't read it again, as nothing the view depends on
        // changed (a binding's getter isn't a dependency SwiftUI or Easel can see). It settles.
        #expect(shown == [false, true, false, true], "\(shown)")
        #expect(flipper.reads == 1 + 4)
        #expect(flippingHost.diagnostics.isEmpty)

        // A sheet that presents itself again from its own onDisappear stops after the host's
        // bound of renders, with a diagnostic.
        struct Stubborn: View {
            @State var shows = true
            var body: some View {
                Color.clear.sheet(isPresented: $shows) {
                    Text("Again").onAppear { shows = false }.onDisappear { shows = true }
                }
            }
        }
        let stubborn = ViewHost(Stubborn(), on: .iPhone15Pro)
        #expect(stubborn.diagnostics.contains { $0.contains("renders in a row") })
    }

    @Test func aLargeSheetPushesTheWindowBack() throws {
        let renderer = ImageRenderer(content: Color.blue.ignoresSafeArea().sheet(isPresented: .constant(true)) { Text("Sheet") })
        renderer.device = .iPhone15Pro
        let png = try renderer.pngData()
        if let folder = ProcessInfo.processInfo.environment["EASEL_TEST_PICTURES"] {
            try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("sheet-large.png"))
        }
        let image = try #require(DecodedImage(png: png))
        // Above the pushed-back window, black (dimmed); the window's blue shows between it and the
        // card (y 50..59); the card is white.
        let top = image.pixel(x: 196 * 3, y: 10 * 3)
        #expect(top.red < 10 && top.green < 10 && top.blue < 10)
        let peek = image.pixel(x: 196 * 3, y: 55 * 3)
        #expect(peek.blue > 150 && peek.red < 60)
        #expect(image.pixel(x: 196 * 3, y: 700 * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}

extension PresentationTests {
    /// An inspector is presented as a sheet in a compact width; in a regular one, where iOS shows
    /// a trailing column, a diagnostic says so.
    @Test func anInspectorIsASheetOnAnIPhone() {
        let view = Color.blue.id("screen")
            .inspector(isPresented: .constant(true)) { Color.red.id("inspector").inspectorColumnWidth(min: 200, ideal: 300, max: 400) }
        let phone = ViewLayout(of: view, on: .iPhone15Pro)
        let sheet = ViewLayout(of: Color.blue.id("screen").sheet(isPresented: .constant(true)) { Color.red.id("inspector") }, on: .iPhone15Pro)
        #expect(phone.frame(id: "inspector") == sheet.frame(id: "inspector"))
        #expect(phone.frame(id: "inspector") != nil)
        #expect(phone.diagnostics.isEmpty)
        let pad = ViewLayout(of: view, on: .iPad)
        #expect(pad.diagnostics == ["inspector: in a regular width iOS shows the inspector as a trailing column; Easel presents it as a sheet, as a compact width does."])
        // Closed, it shows nothing and says nothing.
        let closed = ViewLayout(of: Color.blue.id("screen").inspector(isPresented: .constant(false)) { Color.red.id("inspector") }, on: .iPad)
        #expect(closed.frame(id: "inspector") == nil)
        #expect(closed.diagnostics.isEmpty)
    }
}
