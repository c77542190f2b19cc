import EaselCore
import Foundation

/// A document stored as a value, read from and written to a file (Apple, `FileDocument`):
/// `fileExporter` saves one; `DocumentGroup` isn't offered.
public protocol FileDocument {
    /// The types the document reads, the preferred first.
    static var readableContentTypes: [UTType] { get }
    /// The types it writes; by default, those it reads.
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper

    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document is written as: the type, and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?

    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
