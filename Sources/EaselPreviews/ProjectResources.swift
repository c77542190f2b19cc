import Foundation

/// The data files of the project a user's files belong to, put beside the preview program so that
/// `Bundle.main.url(forResource:withExtension:)` finds them there, as an app finds the resources
/// Xcode copies into its bundle (and Xcode's previews find them). The 100 Days of SwiftUI's
/// Moonshot and SnowSeeker load their JSON this way, at start-up: without it, their previews trap.
///
/// A resource is a file in the project (found as `ProjectAssets` finds catalogs) with one of
/// `resourceExtensions`, outside asset catalogs (Xcode compiles those). Xcode copies resources to
/// the bundle's top level, so a name is taken from the first file with it, in path order. The list
/// of extensions is chosen here (data, text, sound, video, loose images and fonts), not read from
/// the Xcode project: code, project and build files are never copied.
public struct ProjectResources: Sendable {
    /// The files, in path order, no two with one name.
    public let files: [URL]
    /// The localization folders (`en.lproj`, `Base.lproj`, …), by name, and for one name the
    /// folder nearest the user's files first: copied into one folder of that name, so that
    /// `Bundle.main` finds their `.strings` (and `Text` its keys, see `LocalizationTables`).
    ///
    /// A project often has several of one name: the app's, a widget's, a shared package's. The app
    /// finds its strings in its own bundle, so the folder nearest the files shown wins for a key
    /// they both have; the others add the keys it lacks, so that views of a package or a widget,
    /// shown on their own, find theirs (in an app, each target has a bundle of its own [I]).
    public let localizationFolders: [URL]
    /// The String Catalogs (`.xcstrings`), which Xcode compiles into `.strings` for each language:
    /// placing the program does the same (`StringCatalog`).
    public let stringCatalogs: [URL]
    /// The app's `Info.plist`, as Xcode builds it (see `ProjectInfo`).
    let info: ProjectInfo?

    static let resourceExtensions: Set<String> = [
        "json", "geojson", "txt", "csv", "tsv", "xml", "yaml", "yml", "plist", "html", "css", "js", "md", "rtf",
        "mp3", "m4a", "wav", "aif", "aiff", "caf", "mp4", "mov", "m4v",
        "png", "jpg", "jpeg", "gif", "heic", "webp", "svg", "pdf", "ttf", "otf",
        "usdz", "gpx", "sqlite", "db", "bin", "dat",
    ]
    public init(forFiles files: [URL]) {
        var found: [String: URL] = [:]
        var order: [String] = []
        var localizations: [String: [URL]] = [:]
        var catalogs: [URL] = []
        var infoLists: [URL] = []
        var projectFiles: [URL] = []
        for root in ProjectAssets.projectRoots(of: files) {
            // Xcode's project files, which the walk leaves out.
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted() where name.hasSuffix(".xcodeproj") {
                projectFiles.append(root.appendingPathComponent(name).appendingPathComponent("project.pbxproj"))
            }
            ProjectAssets.walk(root) { url, isFolder in
                let name = url.lastPathComponent
                if isFolder {
                    if name.hasSuffix(".lproj") {
                        localizations[name, default: []].append(url)
                        return false
                    }
                    return !name.hasSuffix(".xcassets")
                }
                if url.pathExtension == "xcstrings" { catalogs.append(url); return false }
                if name == "Info.plist" { infoLists.append(url); return false }
                // Info.plist is the app's settings, which Xcode processes rather than copies.
                guard Self.resourceExtensions.contains(url.pathExtension.lowercased()), name != "Info.plist", found[name] == nil else { return false }
                found[name] = url
                order.append(name)
                return false
            }
        }
        self.files = order.compactMap { found[$0] }
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        func nearness(_ folder: URL) -> Int {
            let components = folder.deletingLastPathComponent().standardizedFileURL.pathComponents
            return folders.map { zip($0, components).prefix { $0 == $1 }.count }.max() ?? 0
        }
        localizationFolders = localizations.keys.sorted().flatMap { name in
            localizations[name, default: []].sorted { (nearness($0), $1.path) > (nearness($1), $0.path) }
        }
        stringCatalogs = catalogs
        info = infoLists.isEmpty && projectFiles.isEmpty ? nil : ProjectInfo(infoLists: infoLists, projectFiles: projectFiles)
    }

    public init(files: [URL], localizationFolders: [URL] = [], stringCatalogs: [URL] = []) {
        self.files = files
        self.localizationFolders = localizationFolders
        self.stringCatalogs = stringCatalogs
        self.info = nil
    }

    /// Makes `folder` hold a copy of the program (a hard link where it can) and the resources,
    /// and nothing else; returns the copy's address. `Bundle.main` of a program is the folder it
    /// runs from, so each run gets a folder of its own: no other project's files are found there.
    public func placeProgram(_ program: URL, in folder: URL) throws -> URL {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: folder)
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent(program.lastPathComponent)
        do {
            try fileManager.linkItem(at: program, to: copy)
        } catch {
            try fileManager.copyItem(at: program, to: copy)
        }
        // Copied, not linked: a program that wrote to its bundle (an app's is read-only) would
        // otherwise write to the user's own file.
        for file in files where file.lastPathComponent != program.lastPathComponent {
            try fileManager.copyItem(at: file, to: folder.appendingPathComponent(file.lastPathComponent))
        }
        for localization in localizationFolders {
            try Self.addLocalization(localization, to: folder.appendingPathComponent(localization.lastPathComponent))
        }
        try info?.write(into: folder)
        for catalog in stringCatalogs {
            // A catalog that can't be read leaves its keys shown as written, as a missing table does.
            try? StringCatalog(at: catalog).writeStrings(into: folder)
        }
        return copy
    }

    /// Copies a localization folder's files into `destination`; a table already there (from a
    /// nearer folder of the same name) keeps its entries and gains the ones it lacks, and any
    /// other file already there stays.
    private static func addLocalization(_ source: URL, to destination: URL) throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: destination.path) else {
            try fileManager.copyItem(at: source, to: destination)
            return
        }
        for name in try fileManager.contentsOfDirectory(atPath: source.path).sorted() {
            let file = source.appendingPathComponent(name), target = destination.appendingPathComponent(name)
            guard fileManager.fileExists(atPath: target.path) else {
                try fileManager.copyItem(at: file, to: target)
                continue
            }
            guard ["strings", "stringsdict"].contains(file.pathExtension),
                  let added = try? PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any],
                  let kept = try? PropertyListSerialization.propertyList(from: Data(contentsOf: target), format: nil) as? [String: Any]
            else { continue }
            let merged = kept.merging(added) { keptValue, _ in keptValue }
            try PropertyListSerialization.data(fromPropertyList: merged, format: .xml, options: 0).write(to: target)
        }
    }
}
