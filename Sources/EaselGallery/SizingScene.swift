import Easel
import Foundation

extension Gallery {
    /// Views choose their own sizes: text takes what it needs (wrapping, overflowing or truncating
    /// in frames too small for it), an image keeps its natural size unless made resizable.
    static let sizing = GalleryScene(
        name: "sizing",
        title: "Views choose their own sizes",
        summary: "A greeting sizes itself to its text; a long sentence wraps in a 150×50 frame (and overflows it), fits a 300×100 one, truncates in 100×50, and shrinks with minimumScaleFactor(0.5); an image overflows a frame too small for it unless it is resizable.",
        canvasSize: CGSize(width: 390, height: 900)
    ) {
        let welcome = "Welcome to Easel, where SwiftUI layouts come out the same on Linux"
        VStack(spacing: 18) {
            Text("Hello, World!").background(Color.red)
            Text(welcome).font(.footnote)
            Text(welcome)
                .frame(width: 150, height: 50)
                .background(Color.yellow)
            Text(welcome)
                .frame(width: 300, height: 100)
                .background(Color.yellow)
            Text(welcome)
                .frame(width: 100, height: 50)
                .background(Color.yellow)
            Text(welcome)
                .minimumScaleFactor(0.5)
                .frame(width: 150, height: 50)
                .background(Color.yellow)
            // The image is 200 points square: a 100-point frame doesn't shrink it, it overflows.
            HStack(spacing: 100) {
                Image("portrait-ada")
                    .frame(width: 100, height: 100)
                    .border(Color.red, width: 2)
                Image("portrait-ada")
                    .resizable()
                    .frame(width: 100, height: 100)
                    .border(Color.red, width: 2)
            }
            .padding(.vertical, 50)
        }
        .padding()
    }
}
