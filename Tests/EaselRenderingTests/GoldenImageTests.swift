import Easel
import Foundation
import Testing
@testable import EaselRendering

/// Reference scenes against reviewed pictures (`Golden/`).
@Suite struct GoldenImageTests {
    func png<V: View>(_ view: V, scale: CGFloat = 2) throws -> Data {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        renderer.backgroundColor = Color(white: 0.96)
        return try renderer.pngData()
    }

    @Test func shapes() throws {
        let view = VStack(spacing: 12) {
            HStack(spacing: 12) {
                Rectangle().fill(Color.red)
                RoundedRectangle(cornerRadius: 12).fill(Color.orange)
                Circle().fill(Color.yellow)
                Ellipse().fill(Color.green)
                Capsule().fill(Color.blue)
            }
            .frame(height: 50)
            HStack(spacing: 12) {
                Circle().stroke(Color.purple, lineWidth: 4)
                RoundedRectangle(cornerRadius: 8).strokeBorder(Color.pink, lineWidth: 3)
                Rectangle().fill(LinearGradient(colors: [.blue, .mint], startPoint: .leading, endPoint: .trailing))
                Circle().fill(RadialGradient(colors: [.white, .indigo], center: .center, startRadius: 0, endRadius: 25))
                Capsule().stroke(Color.brown, style: StrokeStyle(lineWidth: 2, dash: [4, 3]))
            }
            .frame(height: 50)
        }
        .padding(16)
        .frame(width: 340)
        try Golden.verify(try png(view), named: "shapes")
    }

    /// Scripts in their Noto faces (bold kept), a literal's Markdown, SF Mono's pitch (issue #14).
    @Test func multilingualCard() throws {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Release notes").font(.system(.title, design: .serif).bold())
            Text("**Bold**, *italic*, `code()`, ~~old~~, [link](https://swift.org)")
            Text("你好，世界 · こんにちは · 안녕하세요").font(.headline)
            Text("שלום עולם · مرحبا بالعالم").bold()
            Text("สวัสดีชาวโลก · नमस्ते दुनिया")
        }
        .padding(16)
        try Golden.verify(try png(view), named: "multilingual-card")
    }

    @Test func card() throws {
        try Golden.verify(try png(OutputTests.Card()), named: "card")
    }

    @Test func effects() throws {
        let view = HStack(spacing: 16) {
            Color.blue.frame(width: 50, height: 50).opacity(0.4)
            Color.orange.frame(width: 50, height: 50).rotationEffect(.degrees(20))
            Color.yellow.frame(width: 50, height: 50).colorInvert()
            Color.green.frame(width: 50, height: 50).cornerRadius(12).shadow(color: .black.opacity(0.4), radius: 5, x: 3, y: 3)
            Text("Blur").font(.title).blur(radius: 2)
        }
        .padding(20)
        try Golden.verify(try png(view), named: "effects")
    }

    @Test func textLayout() throws {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Large title").font(.largeTitle).bold()
            Text("The quick brown fox jumps over the lazy dog, wrapping inside a narrow frame.")
                .frame(width: 220, alignment: .leading)
            Text("Truncated at the end of a single line of text").lineLimit(1).frame(width: 220)
            Text("日本語のテキストも表示できます").font(.headline)
            HStack(alignment: .firstTextBaseline) {
                Text("Caption").font(.caption)
                Text("Title").font(.title)
                Text("Body").foregroundColor(.blue)
            }
        }
        .padding(16)
        try Golden.verify(try png(view), named: "text")
    }
}
