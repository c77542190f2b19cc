import EaselCore
import Foundation

/// The asset catalogs of the project a user's files belong to, and the asset symbols Xcode would
/// generate for them, so that `Color("brand")`, `Color(.brand)`, `.foregroundStyle(.brand)` and
/// `Image(.coffee)` render as in the app.
///
/// The project is the nearest folder above a file that holds `Package.swift`, an `.xcodeproj`,
/// an `.xcworkspace` or `.git` (the file's own folder when there is none); every `.xcassets`
/// folder inside it is used, except in build products and dependencies (`.build`, `DerivedData`,
/// `Pods`, `Carthage`, `node_modules`) and hidden folders.
public struct ProjectAssets: Sendable {
    /// The catalogs found, in path order.
    public let catalogs: [URL]
    /// The font files the project's `Info.plist` lists under `UIAppFonts` ("Fonts provided by
    /// application"), which iOS registers as the app starts: the preview program registers them
    /// (`Font.register(fileAt:)`) before it draws. Fonts the list leaves out aren't registered,
    /// as on iOS.
    public let appFonts: [URL]
    /// What couldn't be done with `UIAppFonts`: a listed font not found in the project.
    public let appFontProblems: [String]

    /// How far up from a file a project root is looked for, and how deep catalogs are searched.
    static let maximumLevelsUp = 8, maximumDepth = 6
    private static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", "build"]

    public init(forFiles files: [URL]) {
        var found: Set<String> = []
        var infoLists: [URL] = []
        var fontFiles: [URL] = []
        for root in Self.projectRoots(of: files) {
            Self.walk(root) { url, isFolder in
                guard isFolder else {
                    if url.lastPathComponent == "Info.plist" { infoLists.append(url) }
                    if ["ttf", "otf", "ttc"].contains(url.pathExtension.lowercased()) { fontFiles.append(url) }
                    return false
                }
                if url.lastPathComponent.hasSuffix(".xcassets") { found.insert(url.path); return false }
                return true
            }
        }
        catalogs = found.sorted().map { URL(fileURLWithPath: $0) }
        (appFonts, appFontProblems) = Self.appFonts(listedIn: infoLists, among: fontFiles)
    }

    /// The font files `UIAppFonts` lists in `infoLists`, each found among `fontFiles` by its path
    /// in the bundle (Xcode copies resources to the bundle's top level, so usually its name alone).
    static func appFonts(listedIn infoLists: [URL], among fontFiles: [URL]) -> (fonts: [URL], problems: [String]) {
        var fonts: [URL] = []
        var problems: [String] = []
        for list in infoLists {
            guard let data = try? Data(contentsOf: list),
                  let settings = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                  let listed = settings["UIAppFonts"] as? [String] else { continue }
            for entry in listed {
                let name = (entry as NSString).lastPathComponent
                let matches = fontFiles.filter { $0.lastPathComponent == name }
                guard let font = matches.first(where: { $0.path.hasSuffix("/" + entry) }) ?? matches.first else {
                    problems.append("\(list.path): UIAppFonts lists \"\(entry)\", which isn't in the project; text asking for its font is drawn in the default font.")
                    continue
                }
                if !fonts.contains(font) { fonts.append(font) }
            }
        }
        return (fonts, problems)
    }

    /// The projects the files belong to (see `projectRoot(of:)`), each once, in the files' order.
    static func projectRoots(of files: [URL]) -> [URL] {
        var roots: [URL] = []
        for file in files {
            let root = projectRoot(of: file.deletingLastPathComponent().standardizedFileURL)
            if !roots.contains(root) { roots.append(root) }
        }
        return roots
    }

    public init(catalogs: [URL], appFonts: [URL] = []) {
        self.catalogs = catalogs
        self.appFonts = appFonts
        self.appFontProblems = []
    }

    static func projectRoot(of folder: URL) -> URL {
        let markers = ["Package.swift", ".git"]
        var current = folder
        for _ in 0...maximumLevelsUp {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []
            if names.contains(where: { markers.contains($0) || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                return current
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return folder
    }

    /// Visits what a project folder holds, `maximumDepth` folders deep, leaving out hidden files,
    /// build products and dependencies (`skippedFolders`) and Xcode's project folders: `visit` is
    /// given each file and folder, and says whether to go into a folder.
    static func walk(_ folder: URL, depth: Int = 0, _ visit: (URL, _ isFolder: Bool) -> Bool) {
        guard depth <= maximumDepth else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
        for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) && !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcworkspace") {
            let child = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
            if visit(child, isDirectory.boolValue), isDirectory.boolValue {
                walk(child, depth: depth + 1, visit)
            }
        }
    }

    /// Swift declaring the members Xcode generates for the catalogs' colour and image sets
    /// (`ColorResource.brand`, `Color.brand`, `ShapeStyle.brand` where `Self == Color`,
    /// `ImageResource.coffee`). A member is left out when the user's files already declare a
    /// static of that name (projects written before Xcode 15 declare `static let brand =
    /// Color("brand")` themselves), when it would clash with one of SwiftUI's own (`Color.red`,
    /// `.background`: Xcode stops with an error there), and for names in namespaced groups, which
    /// `Color("Group/name")` reaches.
    public func generatedSymbols(avoiding userSources: [String]) -> String {
        var colors: [String: String] = [:], images: [String: String] = [:]
        for folder in catalogs {
            let catalog = AssetCatalog(folder: folder)
            for name in catalog.colorSets.keys where colors.values.contains(name) == false {
                if let symbol = Self.symbolName(forAsset: name, droppingSuffix: "Color"), colors[symbol] == nil { colors[symbol] = name }
            }
            for name in catalog.imageSets.keys where images.values.contains(name) == false {
                if let symbol = Self.symbolName(forAsset: name, droppingSuffix: "Image"), images[symbol] == nil { images[symbol] = name }
            }
        }
        let declared = Self.declaredStatics(in: userSources)
        func literal(_ text: String) -> String { String(reflecting: text) }
        var lines = ["// Made by `easel render`: the asset symbols Xcode generates for the project's catalogs.", "import Easel", "import Foundation", ""]
        for (symbol, name) in colors.sorted(by: { $0.key < $1.key }) {
            lines.append("extension ColorResource { static let \(symbol) = ColorResource(name: \(literal(name)), bundle: .main) }")
            if !declared.contains(symbol), !Self.swiftUIColorMembers.contains(symbol) {
                lines.append("extension Color { static var \(symbol): Color { Color(ColorResource.\(symbol)) } }")
                lines.append("extension ShapeStyle where Self == Color { static var \(symbol): Color { Color(ColorResource.\(symbol)) } }")
            }
        }
        for (symbol, name) in images.sorted(by: { $0.key < $1.key }) {
            lines.append("extension ImageResource { static let \(symbol) = ImageResource(name: \(literal(name)), bundle: .main) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The names `Color` and colour-valued `ShapeStyle` members already have in SwiftUI.
    static let swiftUIColorMembers: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray",
        "black", "white", "clear", "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor",
        "background", "foreground", "tint", "separator", "link", "fill", "selection", "placeholder", "windowBackground",
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar", "init", "self", "Type",
    ]

    /// Names declared as statics in the user's files (`static let brand`, `static var brand`).
    static func declaredStatics(in sources: [String]) -> Set<String> {
        var names: Set<String> = []
        for source in sources {
            for line in source.components(separatedBy: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "=" || $0 == "(" || $0 == "{" })
                for (index, word) in words.enumerated() where (word == "let" || word == "var" || word == "func") && index > 0
                    && words[..<index].contains("static") && index + 1 < words.count {
                    names.insert(String(words[index + 1]).trimmingCharacters(in: CharacterSet(charactersIn: "`")))
                }
            }
        }
        return names
    }

    /// The member name Xcode gives an asset: a trailing "Color" (colour sets) or "Image" (image
    /// sets) dropped when something is left ("backgroundColor" is `.background`: Xcode 15's
    /// "resolves to the symbol background" message), then lower camel case, words split at any
    /// character that can't be in an identifier ("brand-blue" is `.brandBlue`), a leading
    /// capital run lowered ("URLIcon" is `.urlIcon`), and `_` before a leading digit. Nil for
    /// names in namespaced groups.
    public static func symbolName(forAsset name: String, droppingSuffix suffix: String) -> String? {
        guard !name.contains("/") else { return nil }
        let words = name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        guard !words.isEmpty else { return nil }
        var joined = words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if joined.count > suffix.count, joined.hasSuffix(suffix) { joined.removeLast(suffix.count) }
        // Lower the leading capitals: all of them when the next is a digit or the end, else all
        // but the one that starts the next word.
        let characters = Array(joined)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun > 0 {
            let lowered = upperRun == characters.count || !characters[upperRun].isLowercase ? upperRun : max(1, upperRun - 1)
            joined = String(characters[..<lowered]).lowercased() + String(characters[lowered...])
        }
        if joined.first?.isNumber == true { joined = "_" + joined }
        let keywords: Set<String> = ["default", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "import",
                                     "return", "if", "else", "for", "while", "in", "switch", "case", "repeat", "self", "Self", "true", "false", "nil"]
        return keywords.contains(joined) ? "`\(joined)`" : joined
    }
}
