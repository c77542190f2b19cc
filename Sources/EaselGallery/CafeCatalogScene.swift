import Easel
import Foundation

extension Gallery {
    /// An order card painted from an asset catalog, as an app's design system paints it.
    static let cafeCatalog = GalleryScene(
        name: "cafe-catalog",
        title: "Colours and images from an asset catalog",
        summary: "Cafe.xcassets, read as Xcode reads it: Roast and Crema are colour sets with light and dark appearances, Brand/Leaf is a Display P3 colour in a group that provides a namespace, and Cup is an image set with a dark variant. Draw it with --dark and every one of them changes, as in an app.",
        canvasSize: CGSize(width: 390, height: 220)
    ) {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 14) {
                Image("Cup")
                VStack(alignment: .leading, spacing: 4) {
                    Text("Flat white").font(.title2.bold()).foregroundStyle(Color("Roast"))
                    Text("Oat milk · double shot").foregroundStyle(.secondary)
                }
            }
            HStack {
                Label("Ready in 4 min", systemImage: "clock")
                Spacer()
                Text("$4.50").bold()
            }
            .padding(12)
            .foregroundStyle(Color("Brand/Leaf"))
            .background(Color("Brand/Leaf").opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
        }
        .padding(20)
        .background(Color("Crema"), in: RoundedRectangle(cornerRadius: 20))
        .padding(24)
    }
}
