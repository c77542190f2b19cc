import Easel
import Foundation

extension Gallery {
    /// Vertical alignment in an HStack: a caption, a title and a button label lined up by their
    /// centres, their bottoms, and their first text baselines.
    static let alignment = GalleryScene(
        name: "alignment",
        title: "Alignment in an HStack",
        summary: "A caption, a title and a button label aligned by .center, .bottom and .firstTextBaseline: only the baseline makes the three read as one line.",
        canvasSize: CGSize(width: 390, height: 360)
    ) {
        VStack(alignment: .leading, spacing: 24) {
            Row(alignment: .center, name: ".center")
            Row(alignment: .bottom, name: ".bottom")
            Row(alignment: .firstTextBaseline, name: ".firstTextBaseline")
        }
        .padding()
    }

    private struct Row: View {
        let alignment: VerticalAlignment
        let name: String

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text(name).font(.caption).foregroundColor(.secondary)
                HStack(alignment: alignment) {
                    Text("Caption").font(.caption)
                    Text("Title").font(.title)
                    Text("Sign in")
                        .font(.headline)
                        .foregroundColor(.white)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 8)
                        .background(Capsule().fill(Color.blue))
                }
                .padding(8)
                .border(Color.gray.opacity(0.5), width: 1)
            }
        }
    }
}
