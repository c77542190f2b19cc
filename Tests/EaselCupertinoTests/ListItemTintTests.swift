import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// Apple, `ListItemTint`: "On iOS and macOS, sidebars apply the tint color to Label icons, which
/// otherwise use the app's accent color by default."
@Suite struct ListItemTintTests {
    /// The pixels of the row's left half (where the icon is), at 3×.
    private func iconPixels(_ list: some View) throws -> [DecodedImage.Pixel] {
        let renderer = ImageRenderer(content: list)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 200)
        let image = try #require(DecodedImage(png: renderer.pngData()))
        return (0..<image.height).flatMap { y in (0..<image.width / 4).map { image.pixel(x: $0, y: y) } }
    }

    private func isAccentBlue(_ pixel: DecodedImage.Pixel) -> Bool { pixel.blue > 200 && pixel.red < 60 && pixel.green > 90 && pixel.green < 150 }
    private func isRed(_ pixel: DecodedImage.Pixel) -> Bool { pixel.red > 200 && pixel.green < 100 && pixel.blue < 100 }

    @Test func sidebarIconsTakeTheAccentColour() throws {
        let sidebar = try iconPixels(List { Label("Inbox", systemImage: "tray") }.listStyle(.sidebar))
        #expect(sidebar.contains(where: isAccentBlue))
        // Other list styles leave icons in the foreground colour.
        let plain = try iconPixels(List { Label("Inbox", systemImage: "tray") }.listStyle(.insetGrouped))
        #expect(!plain.contains(where: isAccentBlue))
    }

    @Test func listItemTintColoursSidebarIcons() throws {
        let tinted = try iconPixels(List { Label("Junk", systemImage: "xmark.bin").listItemTint(.red) }.listStyle(.sidebar))
        #expect(tinted.contains(where: isRed))
        #expect(!tinted.contains(where: isAccentBlue))
        // The tint set with `tint(_:)` stands in for the accent colour.
        let tint = try iconPixels(List { Label("Junk", systemImage: "xmark.bin") }.listStyle(.sidebar).tint(.red))
        #expect(tint.contains(where: isRed))
        // Outside a sidebar the item tint changes nothing.
        let inset = try iconPixels(List { Label("Junk", systemImage: "xmark.bin").listItemTint(ListItemTint.fixed(.red)) })
        #expect(!inset.contains(where: isRed))
    }
}
