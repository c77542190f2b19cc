import Easel
import Foundation

extension Gallery {
    /// Backgrounds and overlays take their size from the view they decorate; a GeometryReader takes
    /// whatever it is offered and can report it.
    static let secondaryViews = GalleryScene(
        name: "secondary-views",
        title: "Secondary views",
        summary: "Backgrounds and overlays are proposed the size of the view they are attached to, and aligned to it; a GeometryReader accepts the size it is offered and reports it.",
        canvasSize: CGSize(width: 390, height: 520)
    ) {
        VStack(spacing: 24) {
            Text("Background sized by its text")
                .padding(8)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color.yellow))
            Text("Overlay aligned top-trailing")
                .padding(12)
                .background(Color.blue.opacity(0.15))
                .overlay(alignment: .topTrailing) {
                    Circle().fill(Color.red).frame(width: 14, height: 14).offset(x: 5, y: -5)
                }
            Color.orange.opacity(0.3)
                .frame(width: 200, height: 60)
                .overlay(Text("200 × 60"))
            GeometryReader { proxy in
                Text("This GeometryReader is \(Int(proxy.size.width)) × \(Int(proxy.size.height)) points")
                    .font(.footnote)
                    .padding(8)
                    .frame(width: proxy.size.width, height: proxy.size.height)
                    .background(Color.green.opacity(0.2))
            }
            .frame(height: 120)
        }
        .padding()
    }
}
