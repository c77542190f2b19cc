import Easel
import Foundation

extension Gallery {
    /// A profile card twice: a ZStack aligned to the bottom holding a resizable portrait and a
    /// translucent bar, then the same card with `.overlay(alignment: .bottom)`. The ZStack takes its
    /// size from both layers; the overlay takes the portrait's.
    static let profileCard = GalleryScene(
        name: "profile-card",
        title: "A profile card",
        summary: "A ZStack aligned to the bottom holds a resizable portrait and a translucent bar with a leading VStack (name in .headline, job in .subheadline) pushed left by a Spacer; below, the same card built with .overlay(alignment: .bottom).",
        canvasSize: CGSize(width: 390, height: 700)
    ) {
        VStack(spacing: 24) {
            ZStack(alignment: .bottom) {
                Image("portrait-grace").resizable().scaledToFill().frame(width: 260, height: 260)
                NameBar()
            }
            .frame(width: 260)
            .clipShape(RoundedRectangle(cornerRadius: 16))

            Image("portrait-grace")
                .resizable()
                .scaledToFill()
                .frame(width: 260, height: 260)
                .overlay(alignment: .bottom) { NameBar() }
                .clipShape(RoundedRectangle(cornerRadius: 16))
        }
        .padding()
    }

    private struct NameBar: View {
        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    Text("Grace Hopper").font(.headline)
                    Text("Rear admiral, programmer").font(.subheadline)
                }
                Spacer()
            }
            .foregroundColor(.white)
            .padding()
            .background(Color.black.opacity(0.45))
        }
    }
}
