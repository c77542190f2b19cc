import Foundation

/// An item moved as its `Codable` encoding, JSON by default (Apple, `CodableRepresentation`).
public struct CodableRepresentation<Item: Transferable & Codable>: PrimitiveTransferRepresentation {
    let contentType: UTType
    let encode: @Sendable (Item) throws -> Data
    let decode: @Sendable (Data) throws -> Item

    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: JSONEncoder, decoder: JSONDecoder) {
        self.contentType = contentType
        let encoder = UncheckedCoder(encoder), decoder = UncheckedCoder(decoder)
        encode = { try encoder.coder.encode($0) }
        decode = { try decoder.coder.decode(Item.self, from: $0) }
    }

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: PropertyListEncoder, decoder: PropertyListDecoder) {
        self.contentType = contentType
        let encoder = UncheckedCoder(encoder), decoder = UncheckedCoder(decoder)
        encode = { try encoder.coder.encode($0) }
        decode = { try decoder.coder.decode(Item.self, from: $0) }
    }

    package func transferEntries() -> [TransferEntry<Item>] {
        let encode = encode, decode = decode
        return [TransferEntry(contentType: contentType, export: { try encode($0) }, importing: { try decode($0) })]
    }
}

/// An encoder or decoder that a representation keeps and uses one call at a time.
private struct UncheckedCoder<Coder>: @unchecked Sendable {
    let coder: Coder
    init(_ coder: Coder) { self.coder = coder }
}

/// An item moved as data the app makes and reads itself (Apple, `DataRepresentation`).
public struct DataRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = nil
    }

    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        self.exporting = nil
        self.importing = importing
    }

    package func transferEntries() -> [TransferEntry<Item>] {
        [TransferEntry(contentType: contentType, export: exporting, importing: importing)]
    }
}

/// A file a representation sends (Apple, `SentTransferredFile`).
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool

    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a representation receives (Apple, `ReceivedTransferredFile`): here always a copy, in
/// the temporary folder.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// An item moved as a file (Apple, `FileRepresentation`). Here the file's bytes travel: the
/// receiver gets a copy written to the temporary folder.
public struct FileRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    public init(exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = nil
    }

    public init(importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
        self.exporting = nil
        self.importing = importing
    }

    package func transferEntries() -> [TransferEntry<Item>] {
        let contentType = contentType
        var exportData: (@Sendable (Item) async throws -> Data)?
        if let exporting {
            exportData = { item in try Data(contentsOf: try await exporting(item).file) }
        }
        var importData: (@Sendable (Data) async throws -> Item)?
        if let importing {
            importData = { data in
                let name = "Easel-\(UUID().uuidString)" + (contentType.preferredFilenameExtension.map { ".\($0)" } ?? "")
                let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
                try data.write(to: file)
                return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
            }
        }
        return [TransferEntry(contentType: contentType, export: exportData, importing: importData)]
    }
}

/// An item moved as another transferable item, its proxy: a note as its text, a photo as its
/// URL (Apple, `ProxyRepresentation`). It offers every representation of the proxy.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: PrimitiveTransferRepresentation {
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
        self.importing = nil
    }

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = nil
        self.importing = importing
    }

    package func transferEntries() -> [TransferEntry<Item>] {
        let exporting = exporting
        let unexportable: @Sendable (Item) async throws -> ProxyRepresentation = { _ in throw TransferError.notExportable(String(describing: Item.self)) }
        return ProxyRepresentation.transferEntries.map { entry in
            var mapped = entry.mapped(forward: exporting ?? unexportable, backward: importing)
            if exporting == nil { mapped = mapped.importOnly }
            return mapped
        }
    }
}

extension TransferEntry {
    /// The entry without its export.
    var importOnly: TransferEntry {
        TransferEntry(contentType: contentType, export: nil, importing: importing, canExport: canExport, suggestedFileName: suggestedFileName)
    }
}

/// Why a transfer failed.
public enum TransferError: Error, CustomStringConvertible, Equatable {
    /// The representation only imports.
    case notExportable(String)
    /// No representation of the type exports the item as one of these types.
    case noExportedRepresentation(String, [String])

    public var description: String {
        switch self {
        case let .notExportable(type): "This representation of \(type) only imports."
        case let .noExportedRepresentation(type, wanted):
            "No transfer representation of \(type) exports this item\(wanted.isEmpty ? "" : " as " + wanted.joined(separator: " or "))."
        }
    }
}

// MARK: Modifiers

/// A representation whose entries a modifier changed (`suggestedFileName`, `exportingCondition`,
/// `visibility`).
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: PrimitiveTransferRepresentation {
    public typealias Item = Base.Item
    let base: Base
    let change: @Sendable (inout TransferEntry<Item>) -> Void

    package func transferEntries() -> [TransferEntry<Item>] {
        base.transferEntries().map { entry in
            var entry = entry
            change(&entry)
            return entry
        }
    }
}

/// Who a representation is offered to (Apple, `TransferRepresentationVisibility`); a drag within
/// the app sees them all.
public enum TransferRepresentationVisibility: Sendable {
    case all, team, group, ownProcess
}

extension TransferRepresentation {
    /// The name given to a file made of the item.
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = { _ in fileName } }
    }

    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = fileName }
    }

    /// Offers the representation only for items that meet `condition`.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { entry in
            let previous = entry.canExport
            entry.canExport = { previous($0) && condition($0) }
        }
    }

    /// Who the representation is offered to; within one app, everyone.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { _ in }
    }
}

// MARK: Foundation's types

/// Text moves as UTF-8 plain text, and is read from any plain text (Apple's `String`
/// conformance).
extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .utf8PlainText) { Data($0.utf8) }
        DataRepresentation(importedContentType: .plainText) { String(decoding: $0, as: UTF8.self) }
    }
}

/// Data moves as itself, of the most general type.
extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

/// A URL moves as its address.
extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw NSItemProviderError.unreadable(UTType.url.identifier, as: "URL") }
            return url
        })
    }
}

/// An image is read from the data of any image type Easel decodes (PNG, JPEG, GIF, WebP…), as
/// a photo picker's item loads (`loadTransferable(type: Image.self)`). It isn't offered as data:
/// Apple's exports a PNG drawn from the image, which needs the rendering layer, so dragging an
/// `Image` offers nothing here and a host's drop says so.
extension Image: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .image) { Image(data: $0) }
    }
}

/// A colour moves as itself, a system colour staying one (so that it still adapts to the colour
/// scheme where it is dropped), under the type UIKit gives colours on the pasteboard. Apple's
/// bytes are an archived `UIColor`; these are Easel's own, read only by Easel.
extension Color: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .easelColor, exporting: { color in
            try JSONEncoder().encode(TransferredColor(color))
        }, importing: { data in
            try JSONDecoder().decode(TransferredColor.self, from: data).color
        })
    }
}

extension UTType {
    /// UIKit's pasteboard type for colours.
    static let easelColor = UTType(exportedAs: "com.apple.uikit.color")
}

/// A colour's components and system identity, as a dragged colour carries them.
private struct TransferredColor: Codable {
    let red, green, blue, alpha: Double
    let systemIndex: UInt16

    init(_ color: Color) {
        red = color.red
        green = color.green
        blue = color.blue
        alpha = color.alpha
        systemIndex = color.systemIndex
    }

    var color: Color { Color(red: red, green: green, blue: blue, alpha: alpha, systemIndex: systemIndex) }
}
