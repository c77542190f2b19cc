import Easel
import Foundation

extension Gallery {
    /// Grids: a Grid whose columns are as wide as their widest cell, and a LazyVGrid whose adaptive
    /// columns fit as many 70-point swatches as the width allows; a ViewThatFits picks the layout
    /// of the legend that fits.
    static let grids = GalleryScene(
        name: "grids",
        title: "Grids and views that fit",
        summary: "A Grid sizes each column to its widest cell and each row to its tallest, with a Divider that spans the grid without widening it; a LazyVGrid with an adaptive GridItem fits as many columns of at least 70 points as it can; ViewThatFits shows the first legend whose ideal size fits.",
        canvasSize: CGSize(width: 390, height: 700)
    ) {
        VStack(alignment: .leading, spacing: 16) {
            Text("Weekly scores").font(.title2).bold()
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                GridRow {
                    Text("Lesson").font(.headline)
                    Text("Tries").font(.headline)
                    Text("Best").font(.headline).gridColumnAlignment(.trailing)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Greetings")
                    Text("3")
                    Text("92%")
                }
                GridRow {
                    Text("Ordering food")
                    Text("12")
                    Text("71%")
                }
                GridRow {
                    Text("Kana: さ–と")
                    Text("5")
                    Text("100%")
                }
            }
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.95)))

            Text("Colours").font(.title2).bold()
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 70))], spacing: 8) {
                ForEach(Array(swatches.enumerated()), id: \.offset) { _, colour in
                    RoundedRectangle(cornerRadius: 8).fill(colour).frame(height: 50)
                }
            }

            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) {
                    legend("circle.fill", "Passed", .green)
                    legend("circle.fill", "Practising", .orange)
                    legend("circle.fill", "Not started", .gray)
                }
                VStack(alignment: .leading, spacing: 4) {
                    legend("circle.fill", "Passed", .green)
                    legend("circle.fill", "Practising", .orange)
                    legend("circle.fill", "Not started", .gray)
                }
            }
        }
        .padding()
    }

    private static let swatches: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]

    private static func legend(_ symbol: String, _ label: String, _ colour: Color) -> some View {
        HStack(spacing: 4) {
            Image(systemName: symbol).foregroundColor(colour)
            Text(label).font(.subheadline)
        }
    }
}
