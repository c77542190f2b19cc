import Foundation

/// A uniform type identifier: what kind of data something is, by a reverse-DNS name such as
/// `public.plain-text`, placed in a hierarchy (Apple, UniformTypeIdentifiers' `UTType`). Drag and
/// drop and file import match what is offered against what is accepted through `conforms(to:)`:
/// plain text is text, a PNG is an image, and both are data.
///
/// The system types below are a subset of those Apple declares ("System-declared uniform type
/// identifiers"), with the identifiers, parents, filename extensions and MIME types given there.
/// An app's own types come from `init(exportedAs:conformingTo:)`; as on iOS, they should be
/// constants, made once.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's reverse-DNS name.
    public let identifier: String
    /// The types this one conforms to directly.
    let parents: [UTType]
    /// The filename extensions of the type, the preferred one first.
    let filenameExtensions: [String]
    public let preferredMIMEType: String?
    /// Whether the type was declared here (a system type, or an app's exported or imported type),
    /// as opposed to made up for an unknown identifier.
    public let isDeclared: Bool

    init(_ identifier: String, _ parents: [UTType], extensions: [String] = [], mime: String? = nil, declared: Bool = true) {
        self.identifier = identifier
        self.parents = parents
        self.filenameExtensions = extensions
        self.preferredMIMEType = mime
        self.isDeclared = declared
    }

    /// The type with this identifier, if it is a system type or one this process declared.
    public init?(_ identifier: String) {
        guard let known = UTTypeRegistry.type(identifier: identifier) else { return nil }
        self = known
    }

    /// An app's own type, which the app exports (declares in its Info.plist on iOS).
    public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(identifier, [parentType])
        UTTypeRegistry.declare(self)
    }

    /// Another app's type, which this app imports.
    public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The declared type whose filename extension is `filenameExtension` and that conforms to
    /// `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let wanted = filenameExtension.lowercased()
        guard let known = UTTypeRegistry.first(where: { $0.filenameExtensions.contains(wanted) && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    /// The declared type whose MIME type is `mimeType` and that conforms to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let wanted = mimeType.lowercased()
        guard let known = UTTypeRegistry.first(where: { $0.preferredMIMEType == wanted && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// The filename extensions and MIME types of the type.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if !filenameExtensions.isEmpty { tags[.filenameExtension] = filenameExtensions }
        if let preferredMIMEType { tags[.mimeType] = [preferredMIMEType] }
        return tags
    }

    /// Whether the type is `type` or conforms to it through its parents.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || parents.contains { $0.conforms(to: type) }
    }

    public func isSubtype(of type: UTType) -> Bool { identifier != type.identifier && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    /// Every type this one conforms to, itself left out.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            if found.insert(next).inserted { pending += next.parents }
        }
        return found
    }

    /// Whether the type is one of the system's public types.
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    /// Whether an app declared the type, rather than the system.
    public var isDynamic: Bool { !isDeclared }

    public var description: String { identifier }
    public var debugDescription: String { "<\(identifier)>" }

    // Equal when the identifiers are: a type is its name.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// What a type's tags name (Apple, `UTTagClass`).
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

/// The system types, by Apple's identifiers and hierarchy ("System-declared uniform type
/// identifiers"; extensions and MIME types as listed there).
extension UTType {
    public static let item = UTType("public.item", [])
    public static let content = UTType("public.content", [])
    public static let compositeContent = UTType("public.composite-content", [.content])
    public static let data = UTType("public.data", [.item])
    public static let directory = UTType("public.directory", [.item])
    public static let folder = UTType("public.folder", [.directory])
    public static let archive = UTType("public.archive", [.data])
    public static let zip = UTType("public.zip-archive", [.archive], extensions: ["zip"], mime: "application/zip")
    public static let gzip = UTType("org.gnu.gnu-zip-archive", [.archive], extensions: ["gz", "gzip"], mime: "application/x-gzip")
    public static let diskImage = UTType("public.disk-image", [.archive])

    public static let text = UTType("public.text", [.data, .content])
    public static let plainText = UTType("public.plain-text", [.text], extensions: ["txt", "text"], mime: "text/plain")
    public static let utf8PlainText = UTType("public.utf8-plain-text", [.plainText])
    public static let utf16PlainText = UTType("public.utf16-plain-text", [.plainText])
    public static let delimitedText = UTType("public.delimited-values-text", [.text])
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", [.delimitedText], extensions: ["csv"], mime: "text/csv")
    public static let tabSeparatedText = UTType("public.tab-separated-values-text", [.delimitedText], extensions: ["tsv"], mime: "text/tab-separated-values")
    public static let utf8TabSeparatedText = UTType("public.utf8-tab-separated-values-text", [.tabSeparatedText])
    public static let rtf = UTType("public.rtf", [.text], extensions: ["rtf"], mime: "text/rtf")
    public static let html = UTType("public.html", [.text], extensions: ["html", "htm"], mime: "text/html")
    public static let xml = UTType("public.xml", [.text], extensions: ["xml"], mime: "application/xml")
    public static let yaml = UTType("public.yaml", [.text], extensions: ["yaml", "yml"], mime: "application/x-yaml")
    public static let json = UTType("public.json", [.text], extensions: ["json"], mime: "application/json")
    public static let propertyList = UTType("com.apple.property-list", [.data], extensions: ["plist"])
    public static let sourceCode = UTType("public.source-code", [.plainText])
    public static let swiftSource = UTType("public.swift-source", [.sourceCode], extensions: ["swift"])
    public static let script = UTType("public.script", [.sourceCode])
    public static let log = UTType("public.log", [.plainText], extensions: ["log"])
    public static let vCard = UTType("public.vcard", [.text], extensions: ["vcf", "vcard"], mime: "text/vcard")
    public static let emailMessage = UTType("public.email-message", [.data], extensions: ["eml"], mime: "message/rfc822")

    public static let url = UTType("public.url", [.data])
    public static let fileURL = UTType("public.file-url", [.url])

    public static let image = UTType("public.image", [.data, .content])
    public static let png = UTType("public.png", [.image], extensions: ["png"], mime: "image/png")
    public static let jpeg = UTType("public.jpeg", [.image], extensions: ["jpeg", "jpg"], mime: "image/jpeg")
    public static let gif = UTType("com.compuserve.gif", [.image], extensions: ["gif"], mime: "image/gif")
    public static let heic = UTType("public.heic", [.image], extensions: ["heic"], mime: "image/heic")
    public static let tiff = UTType("public.tiff", [.image], extensions: ["tiff", "tif"], mime: "image/tiff")
    public static let bmp = UTType("com.microsoft.bmp", [.image], extensions: ["bmp"], mime: "image/bmp")
    public static let webP = UTType("org.webmproject.webp", [.image], extensions: ["webp"], mime: "image/webp")
    public static let svg = UTType("public.svg-image", [.image], extensions: ["svg"], mime: "image/svg+xml")
    public static let pdf = UTType("com.adobe.pdf", [.data, .compositeContent], extensions: ["pdf"], mime: "application/pdf")

    public static let audiovisualContent = UTType("public.audiovisual-content", [.data, .content])
    public static let movie = UTType("public.movie", [.audiovisualContent])
    public static let video = UTType("public.video", [.movie])
    public static let mpeg4Movie = UTType("public.mpeg-4", [.movie], extensions: ["mp4", "mpeg4"], mime: "video/mp4")
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", [.movie], extensions: ["mov", "qt"], mime: "video/quicktime")
    public static let audio = UTType("public.audio", [.audiovisualContent])
    public static let mp3 = UTType("public.mp3", [.audio], extensions: ["mp3"], mime: "audio/mpeg")
    public static let mpeg4Audio = UTType("public.mpeg-4-audio", [.audio], extensions: ["m4a"], mime: "audio/mp4")
    public static let wav = UTType("com.microsoft.waveform-audio", [.audio], extensions: ["wav", "wave"], mime: "audio/vnd.wave")

    public static let spreadsheet = UTType("public.spreadsheet", [.content])
    public static let presentation = UTType("public.presentation", [.compositeContent])
    public static let epub = UTType("org.idpf.epub-container", [.data, .compositeContent], extensions: ["epub"], mime: "application/epub+zip")
}

/// The types a process knows by identifier: the system's, then those it declared.
enum UTTypeRegistry {
    static let system: [UTType] = [
        .item, .content, .compositeContent, .data, .directory, .folder, .archive, .zip, .gzip, .diskImage,
        .text, .plainText, .utf8PlainText, .utf16PlainText, .delimitedText, .commaSeparatedText, .tabSeparatedText,
        .utf8TabSeparatedText, .rtf, .html, .xml, .yaml, .json, .propertyList, .sourceCode, .swiftSource, .script, .log,
        .vCard, .emailMessage, .url, .fileURL, .image, .png, .jpeg, .gif, .heic, .tiff, .bmp, .webP, .svg, .pdf,
        .audiovisualContent, .movie, .video, .mpeg4Movie, .quickTimeMovie, .audio, .mp3, .mpeg4Audio, .wav,
        .spreadsheet, .presentation, .epub,
    ]
    private static let systemByIdentifier = Dictionary(system.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    nonisolated(unsafe) private static var declared: [String: UTType] = [:]
    private static let lock = NSLock()

    static func declare(_ type: UTType) {
        guard systemByIdentifier[type.identifier] == nil else { return }
        lock.withLock { declared[type.identifier] = type }
    }

    static func type(identifier: String) -> UTType? {
        systemByIdentifier[identifier] ?? lock.withLock { declared[identifier] }
    }

    static func first(where matches: (UTType) -> Bool) -> UTType? {
        system.first(where: matches) ?? lock.withLock { declared.values.sorted { $0.identifier < $1.identifier } }.first(where: matches)
    }

    /// The type named `identifier`, or an undeclared one conforming to nothing but itself, so
    /// that matching by name still works for identifiers this process never saw declared.
    static func typeOrPlaceholder(identifier: String) -> UTType {
        type(identifier: identifier) ?? UTType(identifier, [], declared: false)
    }
}
