import Easel
import EaselGallery
import Foundation
import Testing

/// A host's picture after an update, in which only views that depend on the change run their
/// bodies again, is byte for byte the picture of a full render of the same state.
@Suite struct UpdatePictureTests {
    /// Every gallery scene, hosted, with its first controls used one after another (each on the
    /// screen the last one left).
    @Test func everyGallerySceneUpdatesToTheFullRendersPicture() throws {
        var used = 0
        var kept = 0
        for scene in Gallery.scenes {
            let host = scene.device.map { ViewHost(scene.view, on: $0) } ?? ViewHost(scene.view, canvasSize: scene.canvasSize)
            for step in 0..<8 {
                let controls = host.controlEntries
                guard !controls.isEmpty else { break }
                try host.operate(entry: controls[(step * 3) % controls.count])
                used += 1
                kept += host.updateStatistics.reusedViews
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
    }
}
