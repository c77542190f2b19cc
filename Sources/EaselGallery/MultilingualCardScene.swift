import Easel
import Foundation

extension Gallery {
    /// Titles in many scripts, Markdown and the font designs: what a server's social cards meet.
    static let multilingualCard = GalleryScene(
        name: "multilingual-card",
        title: "Every script, Markdown and font designs",
        summary: "Chinese in Noto Sans CJK SC, Japanese kana in its JP face, Korean in KR, Hebrew, Arabic, Thai and Devanagari in Noto Sans's script families, each bold where the title is bold. A string literal's Markdown renders (bold, italic, code in the monospaced design at SF Mono's pitch, strikethrough, links in the tint); the serif design draws Noto Serif tracked to New York's widths.",
        canvasSize: CGSize(width: 390, height: 470)
    ) {
        VStack(alignment: .leading, spacing: 14) {
            Text("Release notes").font(.system(.largeTitle, design: .serif).bold())
            Text("**Bold**, *italic*, `code()` and ~~old~~ text, with a [link](https://swift.org).")
            VStack(alignment: .leading, spacing: 6) {
                Text("你好，世界").font(.title2.bold())
                Text("こんにちは、世界").font(.title2)
                Text("안녕하세요 세계").font(.title2)
                Text("שלום עולם · مرحبا بالعالم").font(.title2.bold())
                Text("สวัสดีชาวโลก · नमस्ते दुनिया").font(.title2)
                Text("Καλημέρα κόσμε · Привет, мир").font(.title2)
            }
            Text("let total = items.count  // 42").font(.system(.callout, design: .monospaced))
                .padding(10)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.15)))
        }
        .padding(24)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
