import Easel
import Foundation

extension Gallery {
    /// Flexible frames push small views to the edges: a frame with `maxWidth: .infinity` takes all
    /// the width it is offered and aligns its child inside.
    static let explodingStacks = GalleryScene(
        name: "exploding-stacks",
        title: "Exploding stacks",
        summary: "Small views pinned to the four corners and the centre of the screen with flexible frames (maxWidth and maxHeight .infinity) and their alignment.",
        canvasSize: CGSize(width: 390, height: 500)
    ) {
        ZStack {
            Dot(color: .red).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            Dot(color: .orange).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
            Dot(color: .green).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
            Dot(color: .blue).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
            Dot(color: .purple)
        }
        .padding()
        .background(Color.gray.opacity(0.12))
    }

    private struct Dot: View {
        let color: Color
        var body: some View {
            Circle().fill(color).frame(width: 44, height: 44)
        }
    }
}
