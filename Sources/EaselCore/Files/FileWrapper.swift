import Foundation

/// A file, a folder of files or a symbolic link, held in memory (Apple, Foundation's
/// `FileWrapper`, which Linux's Foundation lacks): what a `FileDocument` reads and writes.
open class FileWrapper: @unchecked Sendable {
    // @unchecked: a wrapper is made and read by one document's reading or writing at a time.
    private enum Content {
        case regularFile(Data)
        case directory([String: FileWrapper])
        case symbolicLink(URL)
    }

    private var content: Content
    /// The name the wrapper would like in its folder.
    open var preferredFilename: String?
    /// The name it has in its folder, or on disk once read or written.
    open var filename: String?
    open var fileAttributes: [String: Any] = [:]

    public init(regularFileWithContents contents: Data) {
        content = .regularFile(contents)
    }

    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName {
            child.preferredFilename = child.preferredFilename ?? name
            child.filename = name
        }
        content = .directory(childrenByPreferredName)
    }

    public init(symbolicLinkWithDestinationURL url: URL) {
        content = .symbolicLink(url)
    }

    /// The file or folder at `url`, read whole (folders with everything in them).
    public init(url: URL, options: ReadingOptions = []) throws {
        let manager = FileManager.default
        if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
            content = .symbolicLink(URL(fileURLWithPath: destination))
        } else {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
            }
            if isDirectory.boolValue {
                var children: [String: FileWrapper] = [:]
                for name in try manager.contentsOfDirectory(atPath: url.path).sorted() {
                    children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
                }
                content = .directory(children)
            } else {
                content = .regularFile(try Data(contentsOf: url))
            }
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    open var isRegularFile: Bool { if case .regularFile = content { true } else { false } }
    open var isDirectory: Bool { if case .directory = content { true } else { false } }
    open var isSymbolicLink: Bool { if case .symbolicLink = content { true } else { false } }

    /// A regular file's bytes; nil for a folder or a link.
    open var regularFileContents: Data? { if case let .regularFile(data) = content { data } else { nil } }
    /// A folder's wrappers by name; nil for a file or a link.
    open var fileWrappers: [String: FileWrapper]? { if case let .directory(children) = content { children } else { nil } }
    open var symbolicLinkDestinationURL: URL? { if case let .symbolicLink(url) = content { url } else { nil } }

    /// Adds `child` to a folder under its preferred name, numbered if the name is taken; returns
    /// the name given.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case var .directory(children) = content else {
            preconditionFailure("addFileWrapper(_:) is for folder wrappers; this one is a file or a link")
        }
        let wanted = child.preferredFilename ?? "Untitled"
        var name = wanted
        var number = 2
        while children[name] != nil {
            let url = URL(fileURLWithPath: wanted)
            let base = url.deletingPathExtension().lastPathComponent
            name = url.pathExtension.isEmpty ? "\(base) \(number)" : "\(base) \(number).\(url.pathExtension)"
            number += 1
        }
        child.filename = name
        children[name] = child
        content = .directory(children)
        return name
    }

    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    open func removeFileWrapper(_ child: FileWrapper) {
        guard case var .directory(children) = content else { return }
        children = children.filter { $0.value !== child }
        content = .directory(children)
    }

    /// Writes the wrapper to `url`: a file, or a folder with everything in it.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil) throws {
        switch content {
        case let .regularFile(data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case let .directory(children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        case let .symbolicLink(destination):
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
        }
        if options.contains(.withNameUpdating) {
            filename = url.lastPathComponent
        }
    }

    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1)
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }

    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }
}
