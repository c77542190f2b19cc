import Testing
import Foundation
@testable import EaselRendering
import Easel

/// `ContainerRelativeShape`: the container shape inset to the view's distance from it, or a
/// rectangle where no container shape was given (Apple, `ContainerRelativeShape`).
@Suite struct ContainerRelativeShapeTests {
    private func image<V: View>(_ view: V) throws -> DecodedImage {
        try #require(DecodedImage(png: ImageRenderer(content: view).pngData()))
    }

    private let red = DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255)
    private let blue = DecodedImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255)

    @Test func aPaddedViewsCornersAreConcentricWithItsContainers() throws {
        // The red view is 8 points inside a container with 20-point corners: its corners are
        // 12 points, centred at (20, 20). (9, 9) is outside them, (14, 10) inside; 20-point
        // corners, uninset, would leave (14, 10) out too.
        let view = Color.red.clipShape(ContainerRelativeShape())
            .padding(8)
            .frame(width: 100, height: 60)
            .background(Color.blue)
            .containerShape(RoundedRectangle(cornerRadius: 20, style: .circular))
        let picture = try image(view)
        #expect(picture.pixel(x: 9, y: 9) == blue)
        #expect(picture.pixel(x: 14, y: 10) == red)
        #expect(picture.pixel(x: 50, y: 30) == red)
        #expect(picture.pixel(x: 90, y: 50) == blue)
    }

    @Test func withoutAContainerShapeItIsARectangle() throws {
        let picture = try image(Color.red.clipShape(.containerRelative).padding(8).frame(width: 100, height: 60).background(Color.blue))
        #expect(picture.pixel(x: 8, y: 8) == red)
        #expect(picture.pixel(x: 91, y: 51) == red)
    }

    @Test func aBackgroundInTheContainersOwnViewTakesItsShape() throws {
        // The background is in the container's own frame: the container's shape, uninset.
        let view = Color.clear.frame(width: 60, height: 60)
            .background(.red, in: .containerRelative)
            .containerShape(Circle())
        let picture = try image(view)
        #expect(picture.pixel(x: 30, y: 30) == red)
        #expect(picture.pixel(x: 3, y: 3).alpha == 0)
    }

    @Test func theLayoutNamesTheContainerShape() {
        let layout = ViewLayout(of: Color.red.frame(width: 10, height: 10).containerShape(Capsule()))
        #expect(layout.description.contains("containerShape(Capsule)"))
    }
}
