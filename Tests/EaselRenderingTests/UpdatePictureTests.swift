import Easel
import EaselGallery
import Foundation
import Testing

/// A host's picture after an update, in which only views that depend on the change run their
/// bodies again, is byte for byte the picture of a full render of the same state.
@Suite struct UpdatePictureTests {
    struct Swatch: View {
        let color: Color
        var body: some View {
            color.frame(width: 100, height: 40)
        }
    }

    /// Swatches the screen keeps, with modifiers around them that its state changes: their frames
    /// stay, so they are placed from memory, and what the modifiers draw must still change.
    struct Swatches: View {
        @State private var isChanged = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Change") { isChanged.toggle() }.frame(height: 40)
                Swatch(color: .red).opacity(isChanged ? 0 : 1)
                Swatch(color: .green).offset(x: isChanged ? 100 : 0)
                Swatch(color: .blue).scaleEffect(isChanged ? 0.5 : 1)
                Swatch(color: .orange).shadow(color: .black, radius: isChanged ? 0 : 8)
            }
        }
    }

    @Test func keptViewsPlacedFromMemoryDrawWhatTheModifiersAroundThemSayNow() throws {
        let host = ViewHost(Swatches(), canvasSize: CGSize(width: 400, height: 200), scale: 1)
        _ = host.layout.displayList(background: .white)
        try host.tap("Change")
        // The four swatches are kept. Three stay in their frames, and each one's two views (the
        // colour and its frame) are copied from the last layout's snapshot; the offset moves the
        // green one's frame, which is placed again.
        #expect(host.updateStatistics.reusedViews == 4)
        #expect(host.updateStatistics.replayedPlacements == 6)
        let list = host.layout.displayList(background: .white)
        // Of the swatches' colours, the red and blue ones' fills are copied from the last picture:
        // the layers around them changed (an opacity, a scale), not what they draw or how far it
        // may spread (nowhere beyond for the opacity, anywhere under a scale, before and after).
        // The orange one's shadow changes that reach, so it is painted again.
        #expect(list.copiedItemCount == 2)
        let png = try list.pngData(scale: 1)
        #expect(png == (try host.freshLayout().displayList(background: .white).pngData(scale: 1)))
        // The stack is centred: the swatches span x 150 to 250. The red one is transparent, the
        // green one moved 100 points right, the blue one half as large about its centre, the
        // orange one without its shadow below it.
        #expect(try pixel(png, 200, 60) == [255, 255, 255, 255])
        #expect(try pixel(png, 200, 100) == [255, 255, 255, 255])
        #expect(try pixel(png, 300, 100) == [52, 199, 89, 255])
        #expect(try pixel(png, 160, 140) == [255, 255, 255, 255])
        #expect(try pixel(png, 200, 140) == [0, 122, 255, 255])
        #expect(try pixel(png, 145, 180) == [255, 255, 255, 255])
    }


    /// Every gallery scene, hosted, with its first controls used one after another (each on the
    /// screen the last one left).
    @Test func everyGallerySceneUpdatesToTheFullRendersPicture() throws {
        var used = 0
        var kept = 0
        var replayed = 0
        for scene in Gallery.scenes {
            let host = scene.device.map { ViewHost(scene.view, on: $0) } ?? ViewHost(scene.view, canvasSize: scene.canvasSize)
            for step in 0..<8 {
                let controls = host.controlEntries
                guard !controls.isEmpty else { break }
                try host.operate(entry: controls[(step * 3) % controls.count])
                used += 1
                kept += host.updateStatistics.reusedViews
                replayed += host.updateStatistics.replayedPlacements
                let updated = try host.layout.displayList(background: .white).pngData(scale: 1)
                let fresh = try host.freshLayout().displayList(background: .white).pngData(scale: 1)
                #expect(updated == fresh, "\(scene.name), step \(step)")
                #expect(host.layout.description == host.freshLayout().description, "\(scene.name), step \(step)")
            }
        }
        // Four scenes have controls (the inbox, the recipes app, both settings screens), eight
        // uses each.
        #expect(used == 32, "\(used)")
        // Views kept from the render before, unevaluated, in the last render of each update: the
        // settings screen's rows (an update that changes nothing keeps the whole layout instead).
        #expect(kept == 32, "\(kept)")
        // Of those, the views whose placement was copied from the last layout, in the frames they
        // had: the rows of the settings screens outside the one changed, with what is inside them,
        // and the controls whose bindings bind the same state to the same value as before.
        #expect(replayed == 153, "\(replayed)")
    }
}
