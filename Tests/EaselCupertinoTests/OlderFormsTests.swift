import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// Forms public files write that didn't compile: a picker labelled by a view (iOS 13), the search
/// interaction's environment values, a filled shape stroked as well (iOS 17).
@Suite struct OlderFormsTests {
    /// `Picker(selection:label:content:)` is the titled picker: in a form row, its label leads
    /// and the selected option trails, as `Picker(_:selection:content:)`.
    @Test func aPickerLabelledByAViewIsTheTitledPicker() throws {
        func row(_ picker: some View) -> [String] {
            ViewLayout(of: Form { picker }, on: .iPhone15Pro).nodes(named: "Text").map(\.description)
        }
        let labelled = row(Picker(selection: .constant("Right"), label: Text("Side")) {
            Text("Left").tag("Left")
            Text("Right").tag("Right")
        })
        let titled = row(Picker("Side", selection: .constant("Right")) {
            Text("Left").tag("Left")
            Text("Right").tag("Right")
        })
        #expect(labelled == titled)
        #expect(labelled.contains { $0.contains("\"Side\"") } && labelled.contains { $0.contains("\"Right\"") })
    }

    struct SearchStatus: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            Button(isSearching ? "Searching" : "At rest") { dismissSearch() }
        }
    }

    /// A search field at rest: no one is searching, and dismissing the search changes nothing.
    @Test func aSearchAtRestIsNotSearching() throws {
        let host = ViewHost(NavigationStack { SearchStatus().searchable(text: .constant("")) }, on: .iPhone15Pro)
        #expect(host.layout.nodes(named: "Text").contains { $0.description.contains("\"At rest\"") })
        try host.tap("At rest")
        #expect(host.layout.nodes(named: "Text").contains { $0.description.contains("\"At rest\"") })
    }

    /// iOS 17's fill then stroke: the border is drawn over the fill, inside the outline.
    @Test func aFilledShapeWithABorderDrawsBoth() throws {
        let renderer = ImageRenderer(content: Circle().fill(Color.red).strokeBorder(Color.blue, lineWidth: 4).frame(width: 40, height: 40))
        renderer.scale = 1
        let image = try #require(DecodedImage(png: try renderer.pngData()))
        #expect(image.pixel(x: 20, y: 20) == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(image.pixel(x: 20, y: 1) == DecodedImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(image.pixel(x: 20, y: 6) == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(image.pixel(x: 1, y: 1).alpha == 0)
    }
}

/// Xcode's colour literals, which playground-style files paste: a `UIColor` unless a `Color` is
/// asked for, both of the literal's sRGB components.
@Suite struct ColorLiteralTests {
    @Test func aColourLiteralIsTheColourItSpells() throws {
        let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(type(of: literal) == UIColor.self)
        let renderer = ImageRenderer(content: HStack(spacing: 0) {
            Rectangle().fill(Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)))
            Rectangle().foregroundColor(#colorLiteral(red: 0, green: 0, blue: 1, alpha: 1))
            Rectangle().fill(Color(literal))
        }.frame(width: 30, height: 10))
        renderer.scale = 1
        let image = try #require(DecodedImage(png: try renderer.pngData()))
        #expect(image.pixel(x: 5, y: 5) == DecodedImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 15, y: 5) == DecodedImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image.pixel(x: 25, y: 5) == DecodedImage.Pixel(red: 255, green: 128, blue: 0, alpha: 255))
    }
}

/// Symbols inside text, as rating rows and labels write them.
@Suite struct TextImageTests {
    @Test func aSymbolInsideTextIsAGlyphInTheTextsColour() throws {
        let star = ViewLayout(of: Text(Image(systemName: "star.fill")), in: CGSize(width: 390, height: 100))
        let line = ViewLayout(of: Text("A"), in: CGSize(width: 390, height: 100))
        let starFrame = try #require(star.nodes(named: "Text").first?.frame)
        let lineFrame = try #require(line.nodes(named: "Text").first?.frame)
        // One glyph of the symbol font at 17 points: Fork Awesome's star is 1664 units of 1792 wide.
        #expect(abs(starFrame.width - 1664.0 / 1792 * 17) < 0.34, "\(starFrame)")
        #expect(starFrame.height > 0 && star.diagnostics.isEmpty, "\(star.diagnostics)")
        // In a sentence it widens the line by its own width, and the line keeps its height.
        let rated = try #require(ViewLayout(of: Text("Rated \(Image(systemName: "star.fill")) 4.5"), in: CGSize(width: 390, height: 100)).nodes(named: "Text").first?.frame)
        let plain = try #require(ViewLayout(of: Text("Rated  4.5"), in: CGSize(width: 390, height: 100)).nodes(named: "Text").first?.frame)
        #expect(abs(rated.width - plain.width - starFrame.width) < 0.7, "\(rated) \(plain)")
        #expect(abs(rated.height - lineFrame.height) < 0.01)

        let renderer = ImageRenderer(content: (Text(Image(systemName: "star.fill")) + Text(" ")).foregroundColor(.red).font(.system(size: 40)))
        renderer.scale = 1
        let image = try #require(DecodedImage(png: try renderer.pngData()))
        let red = DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255)
        let hasRed = (0..<image.height).contains { y in (0..<image.width).contains { image.pixel(x: $0, y: y) == red } }
        #expect(hasRed)
    }

    @Test func aSymbolEaselLacksOrABitmapInsideTextIsSaid() {
        let unknown = ViewLayout(of: Text(Image(systemName: "no.such.symbol")), in: CGSize(width: 390, height: 100))
        #expect(unknown.diagnostics.contains { $0.contains("No system symbol named \"no.such.symbol\"") }, "\(unknown.diagnostics)")
        let bitmap = ViewLayout(of: Text(Image("photo-of-nothing")), in: CGSize(width: 390, height: 100))
        #expect(bitmap.diagnostics.contains { $0.contains("only when it is a system symbol") }, "\(bitmap.diagnostics)")
    }
}

/// The avatar placeholder of countless profile rows: a resizable circled symbol is a circle.
@Suite struct ResizableSymbolTests {
    @Test func aResizableCircledSymbolFillsItsSquareFrameAsACircle() throws {
        let renderer = ImageRenderer(content: Image(systemName: "person.circle.fill").resizable().frame(width: 48, height: 48).foregroundStyle(Color.blue))
        renderer.scale = 1
        let image = try #require(DecodedImage(png: try renderer.pngData()))
        #expect(image.width == 48 && image.height == 48)
        // The circle touches the middle of each edge; the corners stay clear.
        for (x, y) in [(24, 0), (24, 47), (0, 24), (47, 24)] {
            #expect(image.pixel(x: x, y: y).alpha > 100, "edge (\(x), \(y)): \(image.pixel(x: x, y: y))")
        }
        for (x, y) in [(2, 2), (45, 2), (2, 45), (45, 45)] {
            #expect(image.pixel(x: x, y: y).alpha == 0, "corner (\(x), \(y))")
        }
    }
}
