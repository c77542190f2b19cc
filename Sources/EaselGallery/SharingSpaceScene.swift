import Easel
import Foundation

extension Gallery {
    /// How an HStack shares its width: it offers each child an equal share of what remains, the
    /// least flexible first; `layoutPriority` lets a child take what it wants before the others.
    static let sharingSpace = GalleryScene(
        name: "sharing-space",
        title: "Sharing space",
        summary: "Two, then three copies of a long sentence in an HStack share the width and wrap; layoutPriority(1) on the middle one lets it take its ideal width first, and −1 on the first makes it give way last.",
        canvasSize: CGSize(width: 390, height: 560)
    ) {
        let sentence = "Welcome to the layout gallery"
        VStack(alignment: .leading, spacing: 16) {
            Label(title: "Two copies")
            HStack {
                Text(sentence).background(Color.yellow.opacity(0.4))
                Text(sentence).background(Color.orange.opacity(0.4))
            }
            Label(title: "Three copies")
            HStack {
                Text(sentence).background(Color.yellow.opacity(0.4))
                Text(sentence).background(Color.orange.opacity(0.4))
                Text(sentence).background(Color.pink.opacity(0.3))
            }
            Label(title: "layoutPriority(1) on the middle one")
            HStack {
                Text(sentence).background(Color.yellow.opacity(0.4))
                Text(sentence).background(Color.orange.opacity(0.4)).layoutPriority(1).id("priority")
                Text(sentence).background(Color.pink.opacity(0.3))
            }
            Label(title: "…and layoutPriority(−1) on the first")
            HStack {
                Text(sentence).background(Color.yellow.opacity(0.4)).layoutPriority(-1)
                Text(sentence).background(Color.orange.opacity(0.4)).layoutPriority(1)
                Text(sentence).background(Color.pink.opacity(0.3))
            }
        }
        .padding()
    }

    /// A small caption above each example.
    private struct Label: View {
        let title: String
        var body: some View {
            Text(title).font(.caption).foregroundColor(.secondary)
        }
    }
}
