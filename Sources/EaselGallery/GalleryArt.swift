import Easel
import Foundation

/// The gallery's pictures, drawn by Easel itself: stylised portraits rendered to PNG assets
/// (`easel assets` writes them; the committed files in Resources/Assets come from it). No
/// third-party art.
public enum GalleryArt {
    /// A head-and-shoulders portrait in the given colours.
    struct Portrait: View {
        let background: [Color]
        let skin: Color
        let hair: Color
        let clothes: Color

        var body: some View {
            ZStack {
                LinearGradient(colors: background, startPoint: .top, endPoint: .bottom)
                Ellipse().fill(clothes).frame(width: 150, height: 110).offset(y: 95)
                Capsule().fill(skin).frame(width: 40, height: 60).offset(y: 40)
                Circle().fill(hair).frame(width: 92, height: 92).offset(y: -22)
                Ellipse().fill(skin).frame(width: 76, height: 86).offset(y: -8)
                Capsule().fill(hair).frame(width: 84, height: 30).offset(y: -44)
                HStack(spacing: 22) {
                    Circle().fill(Color.black.opacity(0.75)).frame(width: 8, height: 8)
                    Circle().fill(Color.black.opacity(0.75)).frame(width: 8, height: 8)
                }
                .offset(y: -6)
                Capsule().fill(Color.black.opacity(0.35)).frame(width: 22, height: 4).offset(y: 16)
            }
            .frame(width: 200, height: 200)
            .clipped()
        }
    }

    /// The portraits, by asset name.
    static let portraits: [(name: String, view: Portrait)] = [
        ("portrait-ada", Portrait(background: [Color(red: 0.55, green: 0.75, blue: 1), Color(red: 0.25, green: 0.45, blue: 0.85)],
                                  skin: Color(red: 0.98, green: 0.82, blue: 0.70), hair: Color(red: 0.35, green: 0.22, blue: 0.15),
                                  clothes: Color(red: 0.45, green: 0.20, blue: 0.55))),
        ("portrait-grace", Portrait(background: [Color(red: 1, green: 0.85, blue: 0.55), Color(red: 0.95, green: 0.55, blue: 0.35)],
                                    skin: Color(red: 0.80, green: 0.58, blue: 0.42), hair: Color(red: 0.12, green: 0.10, blue: 0.10),
                                    clothes: Color(red: 0.15, green: 0.45, blue: 0.40))),
    ]

    /// A coffee cup on a saucer, for the café's asset catalog: its light appearance is a dark
    /// cup on a clear ground, its dark one a light cup.
    struct Cup: View {
        let cup: Color
        let coffee: Color

        var body: some View {
            ZStack {
                Capsule().fill(cup).frame(width: 52, height: 8).offset(y: 22)
                UnevenRoundedRectangle(bottomLeadingRadius: 16, bottomTrailingRadius: 16).fill(cup)
                    .frame(width: 36, height: 30).offset(x: -4, y: 4)
                Circle().stroke(cup, lineWidth: 4).frame(width: 14, height: 14).offset(x: 16, y: 2)
                Capsule().fill(coffee).frame(width: 28, height: 5).offset(x: -4, y: -8)
            }
            .frame(width: 60, height: 60)
        }
    }

    /// The cups, by file name without scale: light and dark appearances.
    static let cups: [(name: String, view: Cup)] = [
        ("cup", Cup(cup: Color(red: 0.44, green: 0.31, blue: 0.22), coffee: Color(red: 0.85, green: 0.70, blue: 0.55))),
        ("cup-dark", Cup(cup: Color(red: 0.85, green: 0.70, blue: 0.55), coffee: Color(red: 0.44, green: 0.31, blue: 0.22))),
    ]

    /// Writes every asset as PNG at 1× and 2× into `folder` ("name.png", "name@2x.png"): the
    /// portraits beside it, the cups into the café catalog's image set.
    public static func writeAssets(to folder: URL) throws -> [URL] {
        var written: [URL] = []
        func write<V: View>(_ view: V, named name: String, in folder: URL) throws {
            for scale in [1, 2] {
                let renderer = ImageRenderer(content: view)
                renderer.scale = CGFloat(scale)
                let url = folder.appendingPathComponent(scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png")
                try renderer.pngData().write(to: url)
                written.append(url)
            }
        }
        for (name, view) in portraits { try write(view, named: name, in: folder) }
        let cupSet = folder.appendingPathComponent("Cafe.xcassets/Cup.imageset")
        try FileManager.default.createDirectory(at: cupSet, withIntermediateDirectories: true)
        for (name, view) in cups { try write(view, named: name, in: cupSet) }
        return written
    }
}
