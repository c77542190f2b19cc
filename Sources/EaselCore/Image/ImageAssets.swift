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
        /// Bumped whenever the lookups are cleared, so that a lookup made with the old folders
        /// is not cached after them.
        var generation = 0
    }

    private struct LookupKey: Hashable {
        let name: String
        let bundlePath: String
        let displayScale: CGFloat
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
            state.lookups.removeAll()
            state.generation += 1
        }
    }

    /// Stops searching a folder.
    public static func unregister(folder: URL) {
        let url = folder.standardizedFileURL
        state.withLock { state in
            state.folders.removeAll { $0 == url }
            state.lookups.removeAll()
            state.generation += 1
        }
    }

    /// The registered folders, in search order.
    public static var folders: [URL] {
        state.withLock { $0.folders }
    }

    /// Forgets cached look-ups, so that files added to the folders since are found.
    public static func refresh() {
        state.withLock { state in
            state.lookups.removeAll()
            state.generation += 1
        }
    }

    /// The file a named image resolves to at a display scale, or nil when no folder has it.
    package static func locate(_ name: String, bundle: Bundle?, displayScale: CGFloat) -> NamedImageLocation? {
        guard !name.isEmpty, !name.hasPrefix("/") else { return nil }
        let bundleFolder = (bundle ?? Bundle.main).resourceURL ?? (bundle ?? Bundle.main).bundleURL
        let key = LookupKey(name: name, bundlePath: bundleFolder.path, displayScale: displayScale)
        let (cached, folders, generation) = state.withLock { state in (state.lookups[key], state.folders, state.generation) }
        if let cached { return cached }
        var found: NamedImageLocation?
        for folder in folders + [bundleFolder] {
            let variants = Self.variants(of: name, in: folder)
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

    /// Of several scales of an image, the one for `displayScale`: equal, else nearest, else larger.
    package static func bestVariant(_ variants: [NamedImageLocation], displayScale: CGFloat) -> NamedImageLocation? {
        variants.min { a, b in
            let da = abs(a.scale - displayScale), db = abs(b.scale - displayScale)
            return da != db ? da < db : a.scale > b.scale
        }
    }

    private static let extensions = ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"]

    /// Every variant of `name` a folder holds: loose files, then an image set's.
    static func variants(of name: String, in folder: URL) -> [NamedImageLocation] {
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
            found = imageSetVariants(folder.appendingPathComponent(base + ".imageset"))
        }
        return found
    }

    /// The files an Xcode image set lists (`images[].filename` and `scale`, "1x" when absent).
    static func imageSetVariants(_ folder: URL) -> [NamedImageLocation] {
        struct Contents: Decodable {
            struct Entry: Decodable {
                let filename: String?
                let scale: String?
            }
            let images: [Entry]?
        }
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return [] }
        var found: [NamedImageLocation] = []
        for entry in contents.images ?? [] {
            guard let filename = entry.filename, !filename.contains("/") else { continue }
            let scaleText = (entry.scale ?? "1x").lowercased()
            guard scaleText.hasSuffix("x"), let scale = Double(scaleText.dropLast()), scale > 0, scale.isFinite else { continue }
            let url = folder.appendingPathComponent(filename)
            if FileManager.default.fileExists(atPath: url.path), !found.contains(where: { $0.scale == CGFloat(scale) }) {
                found.append(NamedImageLocation(url: url, scale: CGFloat(scale)))
            }
        }
        return found
    }
}

/// A named image found on disk: its file and the scale its name or image set gives it.
package struct NamedImageLocation: Hashable, Sendable {
    package let url: URL
    package let scale: CGFloat
}
