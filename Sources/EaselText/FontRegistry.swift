import Foundation
import Synchronization

/// Loads and finds fonts: the bundled defaults, fonts registered from files, system fonts through
/// fontconfig. Loaded files and faces are kept for the life of the process (fonts are few);
/// resolutions of descriptions to faces are cached (bounded).
public final class FontRegistry: Sendable {
    public static let shared = FontRegistry()

    struct FaceKey: Hashable {
        let path: String
        let index: Int
        let variations: [String: CGFloat]
    }

    /// One face of a registered file, under each of its names.
    struct RegisteredFace {
        let url: URL
        let index: Int
        let weightClass: Int
        let italic: Bool
        let weightAxis: ClosedRange<CGFloat>?
    }

    struct State {
        var files: [String: FontFile] = [:]
        var faces: [FaceKey: FontFace] = [:]
        var registered: [String: [RegisteredFace]] = [:]
        var bundledNamesRegistered = false
        var reportedFamilies: Set<String> = []
        /// Whether fontconfig has a name, as asked (see `hasFont(named:)`): installed fonts don't
        /// change while the process runs.
        var installedNames: [String: Bool] = [:]
    }

    let state = Mutex(State())
    let resolutions = BoundedCache<ResolutionKey, ResolvedFont>(countLimit: 4096)

    init() {}

    /// Registers every face of a font file under its family, full and PostScript names (matched
    /// case-insensitively by `.named(_)`); returns the family names. Registering twice is harmless.
    /// Throws ``FontError`` naming the file when it is missing or not a font FreeType can read, and
    /// reports a ``TextDiagnostic``; text asking for that family then gets the default font.
    @discardableResult
    public func register(fileAt url: URL) throws -> [String] {
        let result = state.withLock { state in Self.register(url, &state) }
        switch result {
        case .success(let families):
            resolutions.removeAll()
            return families
        case .failure(let error):
            report(error)
            throw error
        }
    }

    /// Whether a font named `name` (family, full or PostScript name, any case) is registered,
    /// bundled or installed: text asking for any other name is drawn in the default font.
    public func hasFont(named name: String) -> Bool {
        registerBundledNames()
        let wanted = name.lowercased()
        let known = state.withLock { state -> Bool? in
            if state.registered[wanted]?.isEmpty == false { return true }
            return state.installedNames[wanted]
        }
        if let known { return known }
        let installed = SystemFonts.shared.face(named: name, weight: 400, italic: false) != nil
        state.withLock { $0.installedNames[wanted] = installed }
        return installed
    }

    /// The line-box metrics of `font` at its size: SF's for the system font, the face's hhea for a
    /// named one (platform-constants.md §0.2, §2.1).
    public func metrics(for font: FontDescription) -> FontMetrics {
        resolve(font).lineMetrics
    }

    /// The face that draws `font` (before per-character fallback).
    public func face(for font: FontDescription) -> FontFace {
        resolve(font).face
    }

    /// The URLs of the bundled font files (Inter text/Display roman/italic, M+ 1 Regular).
    public var bundledFontURLs: [URL] { BundledFonts.allURLs }

    // MARK: - Loading

    private static func register(_ url: URL, _ state: inout State) -> Result<[String], FontError> {
        let file: FontFile
        switch loadFile(url, &state) {
        case .failure(let error): return .failure(error)
        case .success(let loaded): file = loaded
        }
        var families: [String] = []
        for index in 0..<file.faceCount {
            guard case .success(let face) = loadFace(file, index: index, variations: [:], &state) else { continue }
            let entry = RegisteredFace(url: file.url, index: index, weightClass: face.weightClass,
                                       italic: face.isItalic, weightAxis: face.weightAxis)
            for name in Set([face.familyName, face.fullName, face.postScriptName].map { $0.lowercased() }) {
                var entries = state.registered[name, default: []]
                if !entries.contains(where: { $0.url == entry.url && $0.index == entry.index }) {
                    entries.append(entry)
                }
                state.registered[name] = entries
            }
            if !families.contains(face.familyName) { families.append(face.familyName) }
        }
        return .success(families)
    }

    static func loadFile(_ url: URL, _ state: inout State) -> Result<FontFile, FontError> {
        let path = url.standardizedFileURL.path
        if let file = state.files[path] { return .success(file) }
        do throws(FontError) {
            let file = try FontFile(url: url.standardizedFileURL)
            state.files[path] = file
            return .success(file)
        } catch {
            return .failure(error)
        }
    }

    static func loadFace(_ file: FontFile, index: Int, variations: [String: CGFloat], _ state: inout State) -> Result<FontFace, FontError> {
        let key = FaceKey(path: file.url.path, index: index, variations: variations)
        if let face = state.faces[key] { return .success(face) }
        do throws(FontError) {
            let face = try FontFace(file: file, index: index, variations: variations)
            state.faces[key] = face
            return .success(face)
        } catch {
            return .failure(error)
        }
    }

    /// Loads a face of the file at `url` (cached by path, index and variations).
    func face(at url: URL, index: Int = 0, variations: [String: CGFloat] = [:]) -> Result<FontFace, FontError> {
        state.withLock { state in
            switch Self.loadFile(url, &state) {
            case .failure(let error): return .failure(error)
            case .success(let file): return Self.loadFace(file, index: index, variations: variations, &state)
            }
        }
    }

    func report(_ error: FontError) {
        let kind: TextDiagnostic.Kind
        switch error {
        case .fileNotFound: kind = .missingFontFile
        case .corruptFile: kind = .corruptFontFile
        }
        TextDiagnostics.shared.report(TextDiagnostic(kind: kind, message: error.description, fileURL: error.fileURL))
    }

    /// Reports an unknown family once per family name.
    func reportUnknownFamily(_ name: String) {
        let isNew = state.withLock { $0.reportedFamilies.insert(name.lowercased()).inserted }
        guard isNew else { return }
        TextDiagnostics.shared.report(TextDiagnostic(
            kind: .unknownFontFamily,
            message: "No font named \"\(name)\" is registered or installed; using the default font (Inter).",
            family: name))
    }
}
