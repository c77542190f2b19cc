import Easel
import Foundation

extension Gallery {
    /// A results screen: a title, a bold line, a Spacer pushing a button to the bottom; above it a
    /// 180-point banner layering a two-tone background, a round translucent avatar with a shadow,
    /// and a name at the bottom, in a ZStack.
    static let congratulations = GalleryScene(
        name: "congratulations",
        title: "Congratulations",
        summary: "A banner 180 points tall layers a two-tone background (two 90-point rectangles in a VStack with no spacing), a round translucent 120-point avatar with a shadow, and a white bold large-title name at the bottom; below, a gray title, a bold line, a Spacer and a Play Again button.",
        canvasSize: CGSize(width: 390, height: 844)
    ) {
        VStack(spacing: 16) {
            ZStack {
                VStack(spacing: 0) {
                    Rectangle().fill(Color.indigo).frame(height: 90)
                    Rectangle().fill(Color.purple).frame(height: 90)
                }
                Image("portrait-ada")
                    .resizable()
                    .frame(width: 120, height: 120)
                    .clipShape(Circle())
                    .opacity(0.85)
                    .shadow(radius: 8)
                Text("Ada")
                    .font(.largeTitle)
                    .bold()
                    .foregroundColor(.white)
                    .frame(maxHeight: .infinity, alignment: .bottom)
                    .padding(.bottom, 6)
            }
            .frame(height: 180)
            Text("Congratulations!").font(.title).foregroundColor(.gray)
            Text("You're awesome!").font(.title2).bold()
            Spacer()
            Text("Play Again")
                .font(.headline)
                .foregroundColor(.white)
                .frame(maxWidth: .infinity)
                .padding()
                .background(RoundedRectangle(cornerRadius: 14).fill(Color.accentColor))
                .padding(.horizontal)
        }
        .padding(.bottom)
    }
}
