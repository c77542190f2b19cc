import Easel
import Foundation

extension Gallery {
    /// A quiz card: a tall question area, a Divider, and answer rows; the question is Japanese,
    /// with its reading above it, drawn with the bundled Japanese fallback font.
    static let questionCard = GalleryScene(
        name: "question-card",
        title: "A question card",
        summary: "A tall question area, a Divider, then a list of answer rows; the Japanese question shows its reading in small type above it.",
        canvasSize: CGSize(width: 390, height: 640)
    ) {
        VStack(spacing: 0) {
            VStack(spacing: 6) {
                Text("にほんご を はなします か").font(.caption).foregroundColor(.secondary)
                Text("日本語を話しますか").font(.title).bold()
                Text("Do you speak Japanese?").font(.subheadline).foregroundColor(.secondary)
            }
            .frame(maxWidth: .infinity, minHeight: 220)
            .background(Color.indigo.opacity(0.08))
            Divider()
            VStack(spacing: 10) {
                Answer(text: "はい、少し話します", note: "Yes, a little")
                Answer(text: "いいえ、話しません", note: "No, I don't")
                Answer(text: "勉強しています", note: "I'm learning")
            }
            .padding()
        }
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .shadow(color: .black.opacity(0.15), radius: 10, y: 4)
        .padding()
    }

    private struct Answer: View {
        let text: String
        let note: String
        var body: some View {
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text(text).font(.headline)
                    Text(note).font(.footnote).foregroundColor(.secondary)
                }
                Spacer()
                Circle().strokeBorder(Color.gray.opacity(0.6), lineWidth: 1.5).frame(width: 22, height: 22)
            }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.08)))
        }
    }
}
