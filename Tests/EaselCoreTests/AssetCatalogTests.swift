import Foundation
import Testing
@testable import EaselCore
@testable import EaselRendering
@testable import EaselUIKit

// Fixtures/Catalog.xcassets, as Xcode writes catalogs:
// - Brand: sRGB in hex, (0x1E, 0x96, 0xE6) for any appearance, (0x3D, 0xA9, 0xF0) dark, black for high contrast;
// - Palette/Mint: in a group that provides a namespace, 8-bit (52, 199, 89) at alpha 0.5;
// - Sunset: in a group without one, floats (1, 0.5, 0) universal, blue for iPad;
// - WideRed: Display P3 (0.8, 0.4, 0.2); Stone: gray gamma 2.2 at 0.6; Ink: UIKit's labelColor;
// - Odd: a CMYK colour; Broken: a Contents.json cut short;
// - Sky/Moon: an image set, red 4 × 4 px for any appearance, blue for dark; Cracked: a cut-short image set;
// - AppIcon: an app icon set (skipped).

@Suite("Asset catalogs")
struct AssetCatalogTests {
    init() {
        do {
            try ImageAssets.register(folder: fixture("Catalog.xcassets"))
        } catch {
            Issue.record("Cannot register the fixture catalog: \(error)")
        }
    }

    func components(_ color: Color, _ scheme: ColorScheme = .light) -> [Int] {
        let resolved = color.resolved(for: scheme)
        return [resolved.red, resolved.green, resolved.blue].map { Int(($0 * 255).rounded()) } + [Int((resolved.alpha * 100).rounded())]
    }

    func picture<V: View>(_ view: V, scheme: ColorScheme) throws -> DecodedImage {
        let renderer = ImageRenderer(content: view.environment(\.colorScheme, scheme))
        return try #require(DecodedImage(png: renderer.pngData()))
    }

    @Test func theCatalogIsIndexedAsXcodeNamesItsAssets() {
        let catalog = AssetCatalog(folder: fixture("Catalog.xcassets"))
        #expect(catalog.colorSets.keys.sorted() == ["Brand", "Broken", "Ink", "Odd", "Palette/Mint", "Stone", "Sunset", "WideRed"])
        #expect(catalog.imageSets.keys.sorted() == ["Cracked", "Moon"])
        #expect(catalog.problems.isEmpty)
    }

    @Test func hexColourInBothAppearances() throws {
        #expect(components(Color("Brand")) == [0x1E, 0x96, 0xE6, 100])
        #expect(components(Color("Brand"), .dark) == [0x3D, 0xA9, 0xF0, 100])
        // Opacity applied to the named colour is kept in either appearance.
        #expect(components(Color("Brand").opacity(0.5), .dark) == [0x3D, 0xA9, 0xF0, 50])
        let square = Color("Brand").frame(width: 4, height: 4)
        #expect(try picture(square, scheme: .light).pixel(x: 1, y: 1) == DecodedImage.Pixel(red: 0x1E, green: 0x96, blue: 0xE6, alpha: 255))
        #expect(try picture(square, scheme: .dark).pixel(x: 1, y: 1) == DecodedImage.Pixel(red: 0x3D, green: 0xA9, blue: 0xF0, alpha: 255))
    }

    @Test func componentFormatsAndColourSpaces() {
        // 8-bit integers, in a namespaced group; floats, in a plain group (the iPad entry skipped).
        #expect(components(Color("Palette/Mint")) == [52, 199, 89, 50])
        #expect(components(Color("Sunset")) == [255, 128, 0, 100])
        // Display P3 (0.8, 0.4, 0.2) is sRGB (219, 94, 31) (linear P3 through the primaries' matrix).
        let wide = components(Color("WideRed"))
        #expect(abs(wide[0] - 219) <= 1 && abs(wide[1] - 94) <= 1 && abs(wide[2] - 31) <= 1)
        // Gray gamma 2.2 at 0.6: linear 0.325, sRGB 0.606.
        #expect(components(Color("Stone")) == [154, 154, 154, 100])
        // A reference to UIKit's label colour follows the scheme as the label does.
        #expect(components(Color("Ink")) == [0, 0, 0, 100])
        #expect(components(Color("Ink"), .dark) == [255, 255, 255, 100])
    }

    @Test func aMissingOrUnreadableColourIsClearAndSaid() {
        let layout = ViewLayout(of: VStack {
            Color("Nowhere").frame(width: 10, height: 10)
            Color("Broken").frame(width: 10, height: 10)
            Color("Odd").frame(width: 10, height: 10)
        }, in: CGSize(width: 100, height: 100))
        #expect(components(Color("Nowhere")) == [0, 0, 0, 0])
        #expect(layout.diagnostics.contains("No color named \"Nowhere\" found in the registered asset folders or the bundle; it is drawn clear."))
        #expect(layout.diagnostics.contains { $0.hasPrefix("Color(\"Broken\"): ") && $0.contains("Broken.colorset/Contents.json is not a valid colour set") })
        #expect(layout.diagnostics.contains { $0.contains("the colour space \"cmyk\" is not one Easel reads") })
    }

    @Test func aMissingColourUsedAsPaintIsSaidByTheDrawing() throws {
        let list = try ImageRenderer(content: Circle().fill(Color("Nowhere either")).frame(width: 10, height: 10)).displayList()
        #expect(list.diagnostics == ["No color named \"Nowhere either\" found in the registered asset folders or the bundle; it is drawn clear."])
    }

    @Test func namedColoursDescribeThemselvesByName() {
        #expect(Color("Brand").description == "Color(\"Brand\")")
        #expect(Color("Brand").opacity(0.5).description == "Color(\"Brand\").opacity(0.5)")
    }

    @Test func imageSetInAGroupPicksItsDarkAppearance() throws {
        let image = Image("Moon")
        #expect(try picture(image, scheme: .light).pixel(x: 1, y: 1) == DecodedImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(try picture(image, scheme: .dark).pixel(x: 1, y: 1) == DecodedImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        let layout = ViewLayout(of: Image("Moon").id("moon"), in: CGSize(width: 100, height: 100))
        #expect(layout.frame(id: "moon")?.size == CGSize(width: 4, height: 4))
        #expect(layout.diagnostics.isEmpty)
    }

    /// A catalog made on a Mac names its files as the Mac's file system compares them: in either
    /// Unicode normalisation and in any case. "バーガー.png" is written decomposed in the image
    /// set (as HFS+ and the Finder write it) and composed on disk; "Logo.PNG" is "logo.png".
    @Test func aFileNamedInAnotherNormalisationOrCaseIsFound() throws {
        let set = FileManager.default.temporaryDirectory.appendingPathComponent("easel-nfd-\(UUID().uuidString).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: set) }
        let composed = "\u{30D0}\u{30FC}\u{30AC}\u{30FC}.png"
        let decomposed = "\u{30CF}\u{3099}\u{30FC}\u{30AB}\u{3099}\u{30FC}.png"
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        for name in [composed, "logo.png"] {
            try Data([0x89, 0x50, 0x4E, 0x47]).write(to: set.appendingPathComponent(name))
        }
        try """
        {"images": [{"filename": "\(decomposed)", "idiom": "universal", "scale": "1x"},
                    {"filename": "Logo.PNG", "idiom": "universal", "scale": "2x"},
                    {"filename": "missing.png", "idiom": "universal", "scale": "3x"}]}
        """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let variants = ImageAssets.imageSetVariants(set)
        #expect(variants.map(\.url.lastPathComponent) == [composed, "logo.png"])
        #expect(variants.map(\.scale) == [1, 2])
        #expect(ImageAssets.fileName(matching: "LOGO.png", in: ["a.png", "logo.png"]) == "logo.png")
        #expect(ImageAssets.fileName(matching: "other.png", in: ["logo.png"]) == nil)
    }

    /// UIKit's `NSDataAsset` reads a catalog's data sets (a JSON file of recipes, as a public app
    /// ships its menu).
    @Test func aDataSetIsReadByNSDataAsset() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("easel-data-\(UUID().uuidString).xcassets")
        let set = catalog.appendingPathComponent("Menu/BurgerData.dataset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: catalog) }
        try Data(#"[{"name": "Teriyaki"}]"#.utf8).write(to: set.appendingPathComponent("BurgerData.json"))
        try #"{"data": [{"filename": "BurgerData.json", "idiom": "universal", "universal-type-identifier": "public.json"}]}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try ImageAssets.register(folder: catalog)
        defer { ImageAssets.unregister(folder: catalog) }
        let asset = try #require(NSDataAsset(name: "BurgerData"))
        #expect(String(decoding: asset.data, as: UTF8.self) == #"[{"name": "Teriyaki"}]"#)
        #expect(asset.typeIdentifier == "public.json" && asset.name == "BurgerData")
        #expect(NSDataAsset(name: "Missing") == nil)
    }

    @Test func aCorruptImageSetIsSaid() {
        let layout = ViewLayout(of: Image("Cracked"), in: CGSize(width: 100, height: 100))
        #expect(layout.diagnostics.contains { $0.contains("Cracked.imageset: Contents.json is not valid") && $0.hasSuffix("the image is empty (0×0).") })
    }

    @Test func generatedSymbolsAndUIKitNamesReachTheCatalog() {
        #expect(components(Color(ColorResource(name: "Brand", bundle: .main)), .dark) == [0x3D, 0xA9, 0xF0, 100])
        #expect(ImageAssets.locate(ImageResource(name: "Moon", bundle: .main).name, bundle: nil, displayScale: 1) != nil)
        #expect(UIColor(named: "Brand").map { components($0.color) } == [0x1E, 0x96, 0xE6, 100])
        #expect(UIColor(named: "Nowhere") == nil)
        #expect(UIImage(resource: ImageResource(name: "Nowhere", bundle: .main)).size == .zero)
        #expect(UIImage(resource: ImageResource(name: "Moon", bundle: .main)).size == CGSize(width: 4, height: 4))
    }

    @Test func aDynamicProviderFollowsTheScheme() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(Color.white) : UIColor(Color.black) }
        #expect(components(color.color) == [0, 0, 0, 100])
        #expect(components(color.color, .dark) == [255, 255, 255, 100])
    }

    @Test func displayP3IsConvertedNotReinterpreted() {
        // P3's pure red lies outside sRGB and clamps to sRGB red; a P3 grey is the same grey.
        #expect(components(Color(.displayP3, red: 1, green: 0, blue: 0)) == [255, 0, 0, 100])
        #expect(components(Color(.displayP3, red: 0.4, green: 0.4, blue: 0.4)) == [102, 102, 102, 100])
    }
}
