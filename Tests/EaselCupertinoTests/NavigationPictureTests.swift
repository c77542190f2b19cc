import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// Navigation bars as pictures: the large title in black at the leading margin, bar buttons in the
/// accent colour, the back button's chevron, the bottom toolbar's background.
@Suite struct NavigationPictureTests {
    struct Mailboxes: View {
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading, spacing: 16) {
                    Text("All Inboxes")
                    Text("VIP")
                    Spacer()
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .navigationTitle("Mailboxes")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    ToolbarItem(placement: .bottomBar) { Image(systemName: "square.and.pencil") }
                }
            }
        }
    }

    static func png<V: View>(_ view: V, on device: Device, name: String) throws -> (Data, DecodedImage) {
        let renderer = ImageRenderer(content: view)
        renderer.device = device
        let png = try renderer.pngData()
        if let folder = ProcessInfo.processInfo.environment["EASEL_TEST_PICTURES"] {
            try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
        }
        return (png, try #require(DecodedImage(png: png)))
    }

    @Test func mailboxes() throws {
        let (_, image) = try Self.png(Mailboxes(), on: .iPhone15Pro, name: "navigation-mailboxes")
        let scale = 3
        // The large title: black glyph pixels in its row (59 + 44 .. 59 + 96), from x = 16 pt.
        let titleRow = (59 + 44 + 30) * scale
        let dark = (16 * scale..<200 * scale).filter { image.pixel(x: $0, y: titleRow).red < 50 }
        #expect(dark.count > 20)
        #expect(dark.first! >= 16 * scale)
        // "Edit" in the accent colour (0, 122, 255), right of centre in the bar's row (59 .. 103).
        let barRow = (59 + 22) * scale
        let accent = (200 * scale..<image.width).filter {
            let p = image.pixel(x: $0, y: barRow)
            return p.blue > 200 && p.red < 90 && p.green < 170
        }
        #expect(accent.count > 5)
        // The bottom toolbar (852 - 34 - 44) over a screen that doesn't scroll: transparent, as
        // iOS 15+ draws it at the scroll edge, the window's white through it.
        let toolbar = image.pixel(x: 20 * scale, y: (852 - 34 - 10) * scale)
        #expect(toolbar == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(x: 20 * scale, y: 600 * scale) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// Over a list longer than the screen the bottom toolbar has its light grey background (and
    /// a hairline above, at 852 - 34 - 44 = 774 pt); over a short list it is transparent, the
    /// list's grouped background through it.
    @Test func theBottomToolbarShowsItsBackgroundOverContent() throws {
        func screen(rows: Int) -> some View {
            NavigationStack {
                List(0..<rows, id: \.self) { Text("Row \($0)") }
                    .navigationTitle("Notes")
                    .toolbar { ToolbarItem(placement: .bottomBar) { Image(systemName: "square.and.pencil") } }
            }
        }
        let (_, long) = try Self.png(screen(rows: 40), on: .iPhone15Pro, name: "navigation-toolbar-long")
        #expect(long.pixel(x: 20 * 3, y: (852 - 34 - 10) * 3) == DecodedImage.Pixel(red: 249, green: 249, blue: 249, alpha: 255))
        #expect(long.pixel(x: 20 * 3, y: 774 * 3).red < 240)
        let (_, short) = try Self.png(screen(rows: 3), on: .iPhone15Pro, name: "navigation-toolbar-short")
        #expect(short.pixel(x: 20 * 3, y: (852 - 34 - 10) * 3) == DecodedImage.Pixel(red: 242, green: 242, blue: 247, alpha: 255))
        #expect(short.pixel(x: 20 * 3, y: 774 * 3) == DecodedImage.Pixel(red: 242, green: 242, blue: 247, alpha: 255))
    }

    @Test func pushedScreenHasABackButton() throws {
        let host = ViewHost(NavigationStack {
            NavigationLink("Open") { Text("Inside").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline) }
                .navigationTitle("Home")
        }, on: .iPhone15Pro)
        try host.tap("Open")
        let png = try host.pngData()
        if let folder = ProcessInfo.processInfo.environment["EASEL_TEST_PICTURES"] {
            try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("navigation-pushed.png"))
        }
        let image = try #require(DecodedImage(png: png))
        // The back chevron and "Home" in the accent colour at the leading edge of the bar.
        let row = (59 + 22) * 3
        let accent = (0..<100 * 3).filter {
            let p = image.pixel(x: $0, y: row)
            return p.blue > 200 && p.red < 90
        }
        #expect(accent.count > 10)
        #expect(accent.first! >= 8 * 3)
    }
}
