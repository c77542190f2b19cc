import Foundation
import Synchronization

/// Where `Image(_:bundle:)` finds named images: folders you register, then the bundle.
///
/// SwiftUI looks names up in an app's asset catalogs; Easel has no build step that compiles
/// them, so it reads folders of image files instead:
///
/// ```swift
/// try ImageAssets.register(folder: URL(fileURLWithPath: "Assets"))
/// Image("avatar")   // Assets/avatar.png, avatar@2x.png or avatar@3x.png (or .jpg/.jpeg)
/// ```
///
/// For a name `n` a folder offers `n.png`, `n@2x.png`, `n@3x.png` (also `.jpg`, `.jpeg`, and
/// upper-case extensions; a name with an extension, `"photo.jpg"`, only that one), and an Xcode
/// image set `n.imageset/` whose `Contents.json` lists files by scale — so an `.xcassets` folder
/// can be registered as it is. A name may contain folders (`"Icons/star"`). A file without an
/// `@Nx` suffix is the 1× variant.
///
/// Folders are searched in registration order, then the image's bundle (`Bundle.main` when nil);
/// the first folder holding any variant wins. Of its variants, the one whose scale equals the
/// environment's `displayScale` is used, else the nearest, the larger on a tie — as asset catalogs
/// fall back to the closest scale available.
/// Look-ups are cached; registering or unregistering a folder clears the cache (files added to
/// a folder later are seen after that, or after ``refresh()``).
public enum ImageAssets {
    /// Why a folder cannot be registered.
    public enum RegistrationError: Error, Equatable, CustomStringConvertible {
        case notAFolder(URL)

        public var description: String {
            switch self {
            case .notAFolder(let url): "Image asset folder not found: \(url.path)"
            }
        }
    }

    private struct State {
        var folders: [URL] = []
        var lookups: [LookupKey: NamedImageLocation?] = [:]
        /// The asset catalogs read from each searched folder, by path.
        var catalogs: [String: AssetCatalog] = [:]
        var colorLookups: [ColorLookupKey: Result<ColorSet, AssetProblem>] = [:]
        /// The main bundle's and the folders' `AccentColor`, once looked up.
        var accentColor: Color??
        /// Bumped whenever the lookups are cleared, so that a lookup made with the old folders
        /// is not cached after them.
        var generation = 0

        mutating func forget() {
            lookups.removeAll()
            catalogs.removeAll()
            colorLookups.removeAll()
            accentColor = nil
            generation += 1
        }
    }

    private struct LookupKey: Hashable {
        let name: String
        let bundlePath: String
        let displayScale: CGFloat
        let colorScheme: ColorScheme
    }

    private struct ColorLookupKey: Hashable {
        let name: String
        let bundlePath: String
    }

    private static let state = Mutex(State())

    /// Adds a folder to search for named images, after those registered before. Registering a
    /// folder twice is harmless. Throws ``RegistrationError/notAFolder(_:)`` when there is no
    /// folder at `folder`.
    public static func register(folder: URL) throws {
        let url = folder.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RegistrationError.notAFolder(folder)
        }
        state.withLock { state in
            if !state.folders.contains(url) { state.folders.append(url) }
            state.forget()
        }
    }

    /// Stops searching a folder.
    public static func unregister(folder: URL) {
        let url = folder.standardizedFileURL
        state.withLock { state in
            state.folders.removeAll { $0 == url }
            state.forget()
        }
    }

    /// The registered folders, in search order.
    public static var folders: [URL] {
        state.withLock { $0.folders }
    }

    /// Forgets cached look-ups, so that files added to the folders since are found.
    public static func refresh() {
        state.withLock { state in
            state.forget()
        }
    }

    /// The folder a bundle's resources are in.
    private static func resourceFolder(of bundle: Bundle?) -> URL {
        let bundle = bundle ?? Bundle.main
        return bundle.resourceURL ?? bundle.bundleURL
    }

    /// The file a named image resolves to at a display scale and in a colour scheme (an image
    /// set's dark appearance), or nil when no folder has it.
    package static func locate(_ name: String, bundle: Bundle?, displayScale: CGFloat, colorScheme: ColorScheme = .light) -> NamedImageLocation? {
        guard !name.isEmpty, !name.hasPrefix("/") else { return nil }
        let bundleFolder = resourceFolder(of: bundle)
        let key = LookupKey(name: name, bundlePath: bundleFolder.path, displayScale: displayScale, colorScheme: colorScheme)
        let (cached, folders, generation) = state.withLock { state in (state.lookups[key], state.folders, state.generation) }
        if let cached { return cached }
        var found: NamedImageLocation?
        for folder in folders + [bundleFolder] {
            let variants = Self.variants(of: name, in: folder, colorScheme: colorScheme)
            if let best = bestVariant(variants, displayScale: displayScale) {
                found = best
                break
            }
        }
        state.withLock { state in
            if state.generation == generation { state.lookups[key] = .some(found) }
        }
        return found
    }

    /// Why no image named `name` was found, in words: an image set of that name whose
    /// `Contents.json` can't be read is named; otherwise ``ImageDiagnostics/noImageNamed(_:)``.
    package static func explainMissingImage(_ name: String, bundle: Bundle?) -> String {
        let folders = state.withLock { $0.folders } + [resourceFolder(of: bundle)]
        for folder in folders {
            guard let set = catalog(for: folder).imageSets[name] else { continue }
            if case .failure(let problem) = readImageSet(set) {
                return "Image set \(set.path): \(problem); the image is empty (0×0)."
            }
        }
        return ImageDiagnostics.noImageNamed(name)
    }

    /// The colour set named `name` in the registered folders' catalogs, then the bundle's.
    package static func colorSet(named name: String, bundle: Bundle?) -> Result<ColorSet, AssetProblem> {
        let bundleFolder = resourceFolder(of: bundle)
        let key = ColorLookupKey(name: name, bundlePath: bundleFolder.path)
        let (cached, folders, generation) = state.withLock { state in (state.colorLookups[key], state.folders, state.generation) }
        if let cached { return cached }
        var result: Result<ColorSet, AssetProblem>?
        var problems: [String] = []
        for folder in folders + [bundleFolder] {
            let catalog = catalog(for: folder)
            problems += catalog.problems
            guard let set = catalog.colorSets[name] else { continue }
            do throws(AssetProblem) {
                result = .success(try ColorSet(folder: set))
            } catch {
                result = .failure(AssetProblem(description: "Color(\"\(name)\"): \(error); it is drawn clear."))
            }
            break
        }
        let found = result ?? .failure(AssetProblem(description:
            "No color named \"\(name)\" found in the registered asset folders or the bundle; it is drawn clear."
                + (problems.isEmpty ? "" : " " + problems.joined(separator: " "))))
        state.withLock { state in
            if state.generation == generation { state.colorLookups[key] = found }
        }
        return found
    }

    /// The main bundle's and the registered folders' `AccentColor`, if any: the colour Xcode makes
    /// an app's accent.
    package static func accentColor() -> Color? {
        if let cached = state.withLock({ $0.accentColor }) { return cached }
        let generation = state.withLock { $0.generation }
        var accent: Color?
        if case .success(let set) = colorSet(named: "AccentColor", bundle: nil) {
            accent = NamedColors.color("AccentColor", set)
        }
        state.withLock { state in
            if state.generation == generation { state.accentColor = .some(accent) }
        }
        return accent
    }

    /// The catalog a searched folder holds: itself when it is an `.xcassets` folder, else the
    /// asset folders and catalogs directly inside it. Read once per registration.
    static func catalog(for folder: URL) -> AssetCatalog {
        if let cached = state.withLock({ $0.catalogs[folder.path] }) { return cached }
        let catalog = folder.pathExtension == "xcassets" ? AssetCatalog(folder: folder) : AssetCatalog(searching: folder)
        state.withLock { $0.catalogs[folder.path] = catalog }
        return catalog
    }

    /// Of several scales of an image, the one for `displayScale`: equal, else nearest, else larger.
    package static func bestVariant(_ variants: [NamedImageLocation], displayScale: CGFloat) -> NamedImageLocation? {
        variants.min { a, b in
            let da = abs(a.scale - displayScale), db = abs(b.scale - displayScale)
            return da != db ? da < db : a.scale > b.scale
        }
    }

    private static let extensions = ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG", "pdf", "PDF", "svg", "SVG"]

    /// Every variant of `name` a folder holds: loose files, else an image set's (directly in the
    /// folder, or anywhere in its catalogs' groups).
    static func variants(of name: String, in folder: URL, colorScheme: ColorScheme = .light) -> [NamedImageLocation] {
        let fileManager = FileManager.default
        var base = name
        var candidates = extensions
        let ext = (name as NSString).pathExtension
        if extensions.contains(ext) {
            base = (name as NSString).deletingPathExtension
            candidates = [ext]
        }
        var found: [NamedImageLocation] = []
        for scale in 1...3 {
            let suffixes = scale == 1 ? ["", "@1x"] : ["@\(scale)x"]
            for suffix in suffixes {
                for ext in candidates {
                    let url = folder.appendingPathComponent(base + suffix + "." + ext)
                    var isDirectory: ObjCBool = false
                    if fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                       !found.contains(where: { $0.scale == CGFloat(scale) }) {
                        found.append(NamedImageLocation(url: url, scale: CGFloat(scale)))
                    }
                }
            }
        }
        if found.isEmpty {
            found = imageSetVariants(folder.appendingPathComponent(base + ".imageset"), colorScheme: colorScheme)
        }
        if found.isEmpty, let set = catalog(for: folder).imageSets[name] {
            found = imageSetVariants(set, colorScheme: colorScheme)
        }
        return found
    }

    /// An image set's `Contents.json` entries (Apple's "Asset Catalog Format Reference", "Image
    /// Set Type"): file name, scale ("1x" when absent), idiom and appearances.
    private struct ImageSetContents: Decodable {
        struct Entry: Decodable {
            let filename: String?
            let scale: String?
            let idiom: String?
            let appearances: [AssetAppearance]?
        }
        let images: [Entry]?
    }

    private static func readImageSet(_ folder: URL) -> Result<ImageSetContents, AssetProblem> {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")) else {
            return .failure(AssetProblem(description: "Contents.json can't be read"))
        }
        do {
            return .success(try JSONDecoder().decode(ImageSetContents.self, from: data))
        } catch {
            return .failure(AssetProblem(description: "Contents.json is not valid (\(AssetCatalog.describe(error)))"))
        }
    }

    /// The files an Xcode image set lists for `colorScheme`: in the dark scheme its dark
    /// appearance's files where it has them, else the "Any Appearance" ones, as iOS picks; iPad,
    /// Mac and watch idioms and high-contrast entries are skipped.
    static func imageSetVariants(_ folder: URL, colorScheme: ColorScheme = .light) -> [NamedImageLocation] {
        guard case .success(let contents) = readImageSet(folder) else { return [] }
        var any: [NamedImageLocation] = [], dark: [NamedImageLocation] = []
        var listing: [String]?
        for entry in contents.images ?? [] {
            guard let filename = entry.filename, !filename.contains("/"), AssetAppearance.isPhoneIdiom(entry.idiom) else { continue }
            let appearances = entry.appearances ?? []
            if AssetAppearance.isHighContrast(appearances) { continue }
            let luminosity = AssetAppearance.luminosity(appearances)
            let scaleText = (entry.scale ?? "1x").lowercased()
            guard scaleText.hasSuffix("x"), let scale = Double(scaleText.dropLast()), scale > 0, scale.isFinite else { continue }
            var url = folder.appendingPathComponent(filename)
            if !FileManager.default.fileExists(atPath: url.path) {
                listing = listing ?? ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                guard let name = Self.fileName(matching: filename, in: listing!) else { continue }
                url = folder.appendingPathComponent(name)
            }
            let location = NamedImageLocation(url: url, scale: CGFloat(scale))
            switch luminosity {
            case "dark": if !dark.contains(where: { $0.scale == location.scale }) { dark.append(location) }
            case "light": if colorScheme == .light { any.removeAll { $0.scale == location.scale }; any.append(location) }
            default: if !any.contains(where: { $0.scale == location.scale }) { any.append(location) }
            }
        }
        guard colorScheme == .dark, !dark.isEmpty else { return any }
        return dark + any.filter { variant in !dark.contains { $0.scale == variant.scale } }
    }
}

extension ImageAssets {
    /// A data set's contents (Apple's "Asset Catalog Format Reference", "Data Set Type"): its
    /// universal or iPhone entry's file and uniform type identifier, from the registered folders'
    /// catalogs, then the bundle's. Nil when no data set has the name or its file can't be read.
    package static func dataSet(named name: String, bundle: Bundle?) -> (data: Data, typeIdentifier: String)? {
        struct Contents: Decodable {
            struct Entry: Decodable {
                let filename: String?
                let idiom: String?
                let typeIdentifier: String?
                enum CodingKeys: String, CodingKey {
                    case filename, idiom
                    case typeIdentifier = "universal-type-identifier"
                }
            }
            let data: [Entry]?
        }
        let folders = state.withLock { $0.folders } + [resourceFolder(of: bundle)]
        for folder in folders {
            guard let set = catalog(for: folder).dataSets[name],
                  let json = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
                  let contents = try? JSONDecoder().decode(Contents.self, from: json) else { continue }
            let listing = ((try? FileManager.default.contentsOfDirectory(atPath: set.path)) ?? []).sorted()
            for entry in contents.data ?? [] where AssetAppearance.isPhoneIdiom(entry.idiom) {
                guard let filename = entry.filename, let file = fileName(matching: filename, in: listing),
                      let data = try? Data(contentsOf: set.appendingPathComponent(file)) else { continue }
                return (data, entry.typeIdentifier ?? "public.data")
            }
        }
        return nil
    }

    /// The file of `listing` that a Mac finds for the name `wanted` when no file has exactly that
    /// name: macOS's file systems compare names in any Unicode normalisation and, by default,
    /// without case (APFS and HFS+), so a catalog made there may name "バーガー.png" decomposed
    /// (as HFS+ and the Finder write it) while the file a Linux checkout has is composed, or
    /// "Logo.PNG" for "logo.png". A canonically equivalent name comes first (Swift compares
    /// strings that way), then one that differs only in case.
    static func fileName(matching wanted: String, in listing: [String]) -> String? {
        listing.first { $0 == wanted } ?? listing.first { $0.lowercased() == wanted.lowercased() }
    }
}

/// A named image found on disk: its file and the scale its name or image set gives it.
package struct NamedImageLocation: Hashable, Sendable {
    package let url: URL
    package let scale: CGFloat
}
