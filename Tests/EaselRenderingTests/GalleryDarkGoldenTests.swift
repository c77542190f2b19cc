import Easel
import EaselGallery
import Foundation
import Testing
@testable import EaselRendering

/// Every gallery scene in the dark colour scheme (issue #14), at 1× to keep the goldens small:
/// system colours, backgrounds, lists, bars and controls take iOS's dark values; colours a scene
/// fixes itself (a white card) stay as they are, as in SwiftUI.
@Suite struct GalleryDarkGoldenTests {
    @Test(arguments: Gallery.scenes.map(\.name))
    func sceneInTheDark(name: String) throws {
        let scene = try #require(Gallery.scene(named: name))
        let layout = scene.layout(scale: 1, colorScheme: .dark)
        #expect(layout.colorScheme == .dark)
        let png = try scene.displayList(of: layout).pngData(scale: 1)
        try Golden.verify(png, named: "dark-\(name)")
    }
}
