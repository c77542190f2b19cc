import Foundation

/// The named colours, images and data of an asset catalog folder (`Assets.xcassets`), found as Xcode
/// finds them, without compiling the catalog.
///
/// Apple's "Asset Catalog Format Reference" (developer.apple.com, "Folder structure"): a catalog
/// is a folder of asset folders named by type (`name.colorset`, `name.imageset`, …) and of group
/// folders (no type extension) that organise them. An asset's name is its folder's name without
/// the extension, and a group adds nothing to it unless its `Contents.json` sets
/// `"provides-namespace": true` in its `properties`, when names inside it become `Group/name`.
/// Data sets are found for `NSDataAsset`; asset types Easel has nothing to draw from (app icons,
/// symbol sets, …) are skipped.
package struct AssetCatalog: Sendable {
    /// Colour sets by asset name.
    package private(set) var colorSets: [String: URL] = [:]
    /// Image sets by asset name.
    package private(set) var imageSets: [String: URL] = [:]
    /// Data sets by asset name (UIKit's `NSDataAsset` reads them).
    package private(set) var dataSets: [String: URL] = [:]
    /// What could not be read, in words (a group's `Contents.json` that isn't JSON, say).
    package private(set) var problems: [String] = []

    /// Folders nested deeper than this are not searched: a catalog's groups are a few levels deep,
    /// and a symbolic link looping back must not be followed for ever.
    static let maximumDepth = 12

    /// Reads the catalog at `folder` (an `.xcassets` folder, or any folder whose groups hold assets).
    package init(folder: URL) {
        walk(folder, namespace: "", depth: 0)
    }

    /// The assets of a folder that is not itself a catalog: asset folders directly inside it, and
    /// the catalogs (`*.xcassets`) directly inside it, as a bundle's resources hold them.
    package init(searching folder: URL) {
        for child in Self.children(of: folder) {
            let name = child.lastPathComponent
            if name.hasSuffix(".xcassets") {
                walk(child, namespace: "", depth: 1)
            } else {
                add(child, namespace: "")
            }
        }
    }

    /// Files and folders in `folder`, sorted by name so that a name found twice resolves the same
    /// way on every machine (the first in name order wins).
    private static func children(of folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    private mutating func walk(_ folder: URL, namespace: String, depth: Int) {
        guard depth <= Self.maximumDepth else { return }
        for child in Self.children(of: folder) {
            if add(child, namespace: namespace) { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue,
                  child.pathExtension.isEmpty else { continue }
            let inner = providesNamespace(child) ? namespace + child.lastPathComponent + "/" : namespace
            walk(child, namespace: inner, depth: depth + 1)
        }
    }

    /// Records `url` when it is a colour or image set; true when it is an asset folder of any type.
    @discardableResult
    private mutating func add(_ url: URL, namespace: String) -> Bool {
        let type = url.pathExtension
        let name = namespace + url.deletingPathExtension().lastPathComponent
        switch type {
        case "colorset":
            if colorSets[name] == nil { colorSets[name] = url }
            return true
        case "imageset":
            if imageSets[name] == nil { imageSets[name] = url }
            return true
        case "dataset":
            if dataSets[name] == nil { dataSets[name] = url }
            return true
        default:
            // Other asset types (appiconset, symbolset, …) are folders with an extension.
            return !type.isEmpty
        }
    }

    /// Whether a group's `Contents.json` asks for its name to prefix the names inside it.
    private mutating func providesNamespace(_ group: URL) -> Bool {
        struct Contents: Decodable {
            struct Properties: Decodable {
                let providesNamespace: Bool?
                enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
            }
            let properties: Properties?
        }
        let file = group.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: file) else { return false }
        do {
            return try JSONDecoder().decode(Contents.self, from: data).properties?.providesNamespace ?? false
        } catch {
            problems.append("Asset catalog group \(group.path): Contents.json is not valid (\(AssetCatalog.describe(error))); its assets are named without the group.")
            return false
        }
    }

    /// A decoding error in a few words.
    package static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, _): "\(key.stringValue) is missing"
        default: "\(error)"
        }
    }
}

/// An asset's appearance condition in `Contents.json` (`{"appearance": "luminosity", "value":
/// "dark"}`), and the idioms Easel reads: the iPhone's and the universal one.
package struct AssetAppearance: Decodable, Sendable {
    let appearance: String
    let value: String

    /// `light`, `dark`, or nil for "Any Appearance".
    static func luminosity(_ appearances: [AssetAppearance]) -> String? {
        appearances.first { $0.appearance == "luminosity" }?.value
    }

    /// High-contrast variants are skipped: Easel draws the standard contrast.
    static func isHighContrast(_ appearances: [AssetAppearance]) -> Bool {
        appearances.contains { $0.appearance == "contrast" && $0.value == "high" }
    }

    /// Universal and iPhone entries are used; iPad, Mac, watch and other idioms are skipped.
    static func isPhoneIdiom(_ idiom: String?) -> Bool {
        idiom == nil || idiom == "universal" || idiom == "iphone"
    }
}
