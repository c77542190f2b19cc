import Easel
import Foundation

/// A guide that puts a portrait's centre on the last baseline of a name beside it.
private struct PortraitCenter: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context[VerticalAlignment.center]
    }
}

private extension VerticalAlignment {
    static let portraitCenter = VerticalAlignment(PortraitCenter.self)
}

extension Gallery {
    /// Nesting stacks: a portrait beside a name and a class line; the inner stack aligned leading
    /// with no spacing; then, narrow, the name wraps and a custom guide keeps the portrait centred on
    /// the name's last baseline.
    static let characterCard = GalleryScene(
        name: "character-card",
        title: "A character card",
        summary: "An HStack of a portrait and a VStack (the name in .title, a class icon and name below); then the VStack .leading with spacing 0; then in a narrow width the name wraps, and a custom alignment guide keeps the portrait's centre on the name's last baseline.",
        canvasSize: CGSize(width: 390, height: 520)
    ) {
        VStack(alignment: .leading, spacing: 28) {
            HStack {
                Portrait()
                VStack {
                    Text("Ada the Bold").font(.title)
                    ClassLine()
                }
            }
            HStack {
                Portrait()
                VStack(alignment: .leading, spacing: 0) {
                    Text("Ada the Bold").font(.title)
                    ClassLine()
                }
            }
            HStack(alignment: .portraitCenter) {
                Portrait()
                VStack(alignment: .leading, spacing: 0) {
                    Text("Ada the Bold, Keeper of the Engine")
                        .font(.title)
                        .alignmentGuide(.portraitCenter) { dimensions in dimensions[.lastTextBaseline] }
                    ClassLine()
                }
            }
            .frame(width: 260, alignment: .leading)
        }
        .padding()
    }

    private struct Portrait: View {
        var body: some View {
            Image("portrait-ada")
                .resizable()
                .frame(width: 64, height: 64)
                .clipShape(Circle())
        }
    }

    private struct ClassLine: View {
        var body: some View {
            HStack(spacing: 4) {
                Image(systemName: "wand.and.stars")
                Text("Wizard")
            }
            .font(.subheadline)
            .foregroundColor(.secondary)
        }
    }
}
