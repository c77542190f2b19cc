import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// `presentationBackground { }` (a view behind a sheet's content), the shape style form on a
/// full-screen cover, `presentationContentInteraction`, and alerts made from an error.
@Suite struct PresentationBackgroundTests {
    private let green = DecodedImage.Pixel(red: 52, green: 199, blue: 89, alpha: 255)
    private let yellow = DecodedImage.Pixel(red: 255, green: 204, blue: 0, alpha: 255)

    private func picture(_ view: some View) throws -> DecodedImage {
        let renderer = ImageRenderer(content: view)
        renderer.device = .iPhone15Pro
        return try #require(DecodedImage(png: renderer.pngData()))
    }

    @Test func aViewBehindAMediumSheet() throws {
        let image = try picture(Color.blue.sheet(isPresented: .constant(true)) {
            Text("Sheet")
                .presentationDetents([.medium])
                .presentationContentInteraction(.scrolls)
                .presentationBackground { Color.green }
        })
        // The medium card spans 438.5 … 818 pt and runs under the home indicator: green at its
        // middle's left edge and near the screen's bottom, where the card's background shows.
        #expect(image.pixel(x: 6, y: 3 * 600) == green)
        #expect(image.pixel(x: 6, y: 3 * 845) == green)
        // Above the card, the window dimmed: no green.
        #expect(image.pixel(x: 6, y: 3 * 300) != green)
        // The corner is clipped to the card's 10-pt radius: its very corner isn't green.
        #expect(image.pixel(x: 0, y: Int(3 * 438.5) + 1) != green)
    }

    @Test func aFullScreenCoverTakesItsBackgroundStyle() throws {
        let image = try picture(Color.blue.fullScreenCover(isPresented: .constant(true)) {
            Text("Cover").presentationBackground(Color.yellow)
        })
        // Over the whole screen, safe area and all.
        #expect(image.pixel(x: 6, y: 6) == yellow)
        #expect(image.pixel(x: 6, y: 3 * 845) == yellow)
        let aligned = try picture(Color.blue.fullScreenCover(isPresented: .constant(true)) {
            Text("Cover").presentationBackground(alignment: .bottom) { Color.green.frame(height: 100) }
        })
        // A view smaller than the cover sits where its alignment puts it, the bottom edge.
        #expect(aligned.pixel(x: 6, y: 3 * 800) == green)
        #expect(aligned.pixel(x: 6, y: 3 * 400) != green)
    }

    enum SaveError: LocalizedError {
        case diskFull
        var errorDescription: String? { "The disk is full" }
        var recoverySuggestion: String? { "Delete some files." }
    }

    @Test func anAlertAboutAnError() {
        let view = Color.blue.alert(isPresented: .constant(true), error: SaveError.diskFull) { error in
            Button("OK") {}
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        let texts = layout.nodes(named: "Text").compactMap(\.layoutNode.textContent)
        #expect(texts == ["The disk is full", "Delete some files.", "OK"])
        // No error, no alert.
        let none = ViewLayout(of: Color.blue.alert(isPresented: .constant(true), error: SaveError?.none) { Button("OK") {} }, on: .iPhone15Pro)
        #expect(none.nodes(named: "Text").isEmpty)
    }
}
