import Easel
import Foundation

extension Gallery {
    /// Cards turned in three dimensions and seen in perspective.
    static let rotatedCard = GalleryScene(
        name: "rotated-card",
        title: "Cards turned in 3D",
        summary: "rotation3DEffect turns a view about an axis and draws it in perspective, the viewer standing the view's longer side away (perspective 1): about y the trailing side recedes, about x the top tips back; a perspective of 0.3 flattens the depth. The frames don't move: only the drawing does.",
        canvasSize: CGSize(width: 390, height: 640)
    ) {
        VStack(spacing: 36) {
            TicketCard(title: "About y, 40°").rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
            TicketCard(title: "About x, 45°").rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0))
            TicketCard(title: "About y, −35°, perspective 0.3")
                .rotation3DEffect(.degrees(-35), axis: (x: 0, y: 1, z: 0), perspective: 0.3)
        }
        .padding(24)
    }

    private struct TicketCard: View {
        let title: String

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("BOARDING PASS").font(.caption.bold()).foregroundStyle(.secondary)
                Text(title).font(.title3.bold())
                HStack {
                    Text("SFO").font(.title.bold())
                    Spacer()
                    Image(systemName: "airplane")
                    Spacer()
                    Text("NRT").font(.title.bold())
                }
            }
            .padding(20)
            .frame(width: 300)
            .background(RoundedRectangle(cornerRadius: 16).fill(Color.white))
            .overlay(RoundedRectangle(cornerRadius: 16).strokeBorder(Color.blue, lineWidth: 2))
        }
    }
}
