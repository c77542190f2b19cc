import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// Xcode's widget template: an entry with a date and an emoji, a provider, and the widget.
struct EmojiEntry: TimelineEntry {
    let date: Date
    let emoji: String
}

struct EmojiProvider: TimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: Date(timeIntervalSince1970: 0), emoji: "⏳") }

    func getSnapshot(in context: Context, completion: @escaping (EmojiEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<EmojiEntry>) -> Void) {
        completion(Timeline(entries: [EmojiEntry(date: Date(timeIntervalSince1970: 0), emoji: "🌞")], policy: .atEnd))
    }
}

struct EmojiWidgetView: View {
    var entry: EmojiEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack {
            Text(entry.emoji).id("emoji")
            Text(family.description)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .id("content")
        .containerBackground(Color(red: 0, green: 0, blue: 1), for: .widget)
    }
}

struct EmojiWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "EmojiWidget", provider: EmojiProvider()) { entry in
            EmojiWidgetView(entry: entry)
        }
        .configurationDisplayName("Emoji")
        .description("Shows an emoji.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// A widget written for iOS 16, before container backgrounds.
struct OldWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Old", provider: EmojiProvider()) { entry in
            Text(entry.emoji)
        }
    }
}

// The macro's widget forms compile as Xcode's do.
#Preview(as: .systemSmall) {
    EmojiWidget()
} timeline: {
    EmojiEntry(date: .now, emoji: "😀")
    EmojiEntry(date: .now, emoji: "🤩")
}

#Preview("From the provider", as: .systemMedium) {
    EmojiWidget()
} timelineProvider: {
    EmojiProvider()
}

/// Widgets as the Home Screen draws them: the HIG's sizes, the system's margins, the container
/// background and rounded corners, and iOS 17's message for a widget without a background.
@Suite struct WidgetTests {
    private let entry = EmojiEntry(date: Date(timeIntervalSince1970: 0), emoji: "🙂")

    /// A Lock Screen widget's backdrop fills its frame: a circle for the circular family.
    @Test func anAccessoryBackgroundFillsItsFrame() {
        let view = ZStack {
            AccessoryWidgetBackground()
            Image(systemName: "plus").widgetAccentable()
        }
        .frame(width: 76, height: 76)
        let circular = ViewLayout(of: view.environment(\.widgetFamily, .accessoryCircular), proposing: .unspecified)
        #expect(circular.nodes(named: "Circle").map(\.frame) == [CGRect(x: 0, y: 0, width: 76, height: 76)])
        let rectangular = ViewLayout(of: view.environment(\.widgetFamily, .accessoryRectangular), proposing: .unspecified)
        #expect(rectangular.nodes(named: "RoundedRectangle").map(\.frame) == [CGRect(x: 0, y: 0, width: 76, height: 76)])
        let inline = ViewLayout(of: view.environment(\.widgetFamily, .accessoryInline), proposing: .unspecified)
        #expect(inline.nodes(named: "Circle").isEmpty && inline.nodes(named: "RoundedRectangle").isEmpty)
    }

    @Test func aWidgetTakesItsFamilysSizeAndTheSystemsMargins() {
        let small = ViewLayout(of: WidgetPreview(EmojiWidget(), entry: entry, family: .systemSmall), proposing: .unspecified)
        // 390 × 844 (an iPhone 14): 158 × 158, the content 16 pt inside.
        #expect(small.canvasSize == CGSize(width: 158, height: 158))
        #expect(small.frame(id: "content") == CGRect(x: 16, y: 16, width: 126, height: 126))
        #expect(small.storage.texts(inSubtreeOf: 0) == ["🙂", "systemSmall"])
        #expect(small.diagnostics.isEmpty)
        let medium = ViewLayout(of: WidgetPreview(EmojiWidget(), entry: entry, family: .systemMedium)
            .environment(\._widgetScreenSize, CGSize(width: 375, height: 812)), proposing: .unspecified)
        #expect(medium.canvasSize == CGSize(width: 329, height: 155))
        let large = ViewLayout(of: WidgetPreview(EmojiWidget(), entry: entry, family: .systemLarge)
            .environment(\._widgetScreenSize, CGSize(width: 440, height: 956)), proposing: .unspecified)
        #expect(large.canvasSize == CGSize(width: 364, height: 382))
        // The emoji widget offers small and medium only.
        #expect(large.diagnostics == ["The widget's supportedFamilies leave out systemLarge: the Home Screen never shows it at this size; it is drawn as asked."])
        let pad = ViewLayout(of: WidgetPreview(EmojiWidget(), entry: entry, family: .systemExtraLarge)
            .environment(\._widgetScreenSize, CGSize(width: 1024, height: 1366)), proposing: .unspecified)
        #expect(pad.canvasSize == CGSize(width: 795, height: 378.5))
        #expect(medium.diagnostics.isEmpty)
    }

    @Test @MainActor func theBackgroundFillsTheRoundedWidget() throws {
        let renderer = ImageRenderer(content: WidgetPreview(EmojiWidget(), entry: entry, family: .systemSmall))
        renderer.scale = 1
        let image = try #require(PNGDecoder.decode(try renderer.pngData()))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.rgba[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4]) }
        // Behind the margins, the container background; the corner is cut round.
        #expect(pixel(8, 79) == [0, 0, 255, 255])
        #expect(pixel(0, 0)[3] == 0)
    }

    @Test func aWidgetWithoutAContainerBackgroundShowsIOS17sMessage() {
        let layout = ViewLayout(of: WidgetPreview(OldWidget(), entry: entry, family: .systemSmall), proposing: .unspecified)
        #expect(layout.storage.texts(inSubtreeOf: 0) == ["Please adopt containerBackground API"])
        #expect(layout.diagnostics == ["The widget has no containerBackground(for: .widget): iOS 17 and later show \"Please adopt containerBackground API\" in its place, as drawn here."])
    }

    @Test func aContainerBackgroundOutsideAWidgetSaysSo() {
        let layout = ViewLayout(of: EmojiWidgetView(entry: entry), proposing: ProposedViewSize(width: 100, height: 100))
        #expect(layout.diagnostics.first?.hasPrefix("containerBackground(for: .widget) outside a widget") == true)
    }

    @Test @MainActor func aWidgetPreviewIsAPictureForEachEntry() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Widgets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = _EaselPreviewValue(as: .systemMedium) { EmojiWidget() } timeline: {
            EmojiEntry(date: .now, emoji: "😀")
            EmojiEntry(date: .now, emoji: "🤩")
        }
        let provided = _EaselPreviewValue(as: .systemSmall) { EmojiWidget() } timelineProvider: { EmojiProvider() }
        let lines = try await _PreviewProgram.run([.init("Emoji", preview: preview), .init("Provided", preview: provided)], configuration: """
            {"folder": "\(folder.path)", "format": "png", "dark": false, "rightToLeft": false, "frames": false, "device": "iPhone 15 Pro Max"}
            """)
        #expect(lines.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == ["Wrote Emoji.png", "Wrote Emoji-2.png", "Wrote Provided.png"])
        // The 15 Pro Max (430 × 932): a medium widget is 364 × 170, drawn at the device's 3×.
        let medium = try #require(PNGDecoder.decode(try Data(contentsOf: folder.appendingPathComponent("Emoji-2.png"))))
        #expect(medium.width == 1092 && medium.height == 510, "\(medium.width)×\(medium.height)")
        let small = try #require(PNGDecoder.decode(try Data(contentsOf: folder.appendingPathComponent("Provided.png"))))
        #expect(small.width == 510 && small.height == 510, "\(small.width)×\(small.height)")
    }

    @Test func widgetCenterRecordsReloads() {
        let before = WidgetCenter.shared.reloadedKinds.count
        WidgetCenter.shared.reloadTimelines(ofKind: "EmojiWidget")
        WidgetCenter.shared.reloadAllTimelines()
        #expect(WidgetCenter.shared.reloadedKinds.dropFirst(before) == ["EmojiWidget", "*"])
    }
}
