import Foundation

/// A type that can be dragged, dropped, shared or copied, as the data of one or more uniform
/// types its transfer representation lists (Apple, CoreTransferable's `Transferable`). The first
/// representation is preferred: a drop destination reads the first one it can import from what
/// a drag offers.
public protocol Transferable: SendableMetatype {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// How a transferable type becomes data of a uniform type, and back (Apple,
/// `TransferRepresentation`). Representations are built from the primitive ones
/// (`CodableRepresentation`, `DataRepresentation`, `FileRepresentation`, `ProxyRepresentation`),
/// as views are from primitive views.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// One way of moving an item as data: the type of the data, and how to make it (exporting) and
/// read it (importing), where the representation does.
package struct TransferEntry<Item>: @unchecked Sendable {
    // @unchecked: the closures are the user's `@Sendable` ones, or made of them.
    package let contentType: UTType
    package let export: (@Sendable (Item) async throws -> Data)?
    package let importing: (@Sendable (Data) async throws -> Item)?
    /// Whether the item may be exported this way (`exportingCondition`).
    package var canExport: @Sendable (Item) -> Bool = { _ in true }
    package var suggestedFileName: (@Sendable (Item) -> String?)?

    /// The same data moving another item: `export` applies to `forward` of the other item, and
    /// what is imported goes back through `backward`, when there is one.
    func mapped<Other>(forward: @escaping @Sendable (Other) async throws -> Item,
                       backward: (@Sendable (Item) async throws -> Other)?) -> TransferEntry<Other> {
        var exportOther: (@Sendable (Other) async throws -> Data)?
        if let export {
            exportOther = { other in try await export(try await forward(other)) }
        }
        var importOther: (@Sendable (Data) async throws -> Other)?
        if let backward, let importing {
            importOther = { data in try await backward(try await importing(data)) }
        }
        return TransferEntry<Other>(contentType: contentType, export: exportOther, importing: importOther)
    }
}

/// A representation made of others: what its primitives give.
package protocol PrimitiveTransferRepresentation: TransferRepresentation {
    func transferEntries() -> [TransferEntry<Item>]
}

extension TransferRepresentation {
    /// The entries this representation gives, preferred first.
    package func transferEntries() -> [TransferEntry<Item>] {
        if let primitive = self as? any PrimitiveTransferRepresentation {
            return primitive.erasedEntries() as! [TransferEntry<Item>]
        }
        // The builder only accepts representations of `Item`, so the body's entries are `Item`'s.
        return body.transferEntries() as! [TransferEntry<Item>]
    }
}

extension PrimitiveTransferRepresentation {
    fileprivate func erasedEntries() -> [Any] { transferEntries() }
    public var body: Never { return fatalError("\(Self.self) is a primitive transfer representation") }
}

extension Transferable {
    /// How this type moves as data, preferred first.
    package static var transferEntries: [TransferEntry<Self>] {
        transferRepresentation.transferEntries() as! [TransferEntry<Self>]
    }
}

extension Never: Transferable, TransferRepresentation {
    public typealias Item = Never
    public static var transferRepresentation: Never { return fatalError("Never has no transfer representation") }
}

/// Builds a type's transfer representation from a list of representations, preferred first.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> _TransferRepresentationList<Item> where R.Item == Item {
        _TransferRepresentationList(entries: representation.transferEntries())
    }

    public static func buildBlock(_ parts: _TransferRepresentationList<Item>...) -> _TransferRepresentationList<Item> {
        _TransferRepresentationList(entries: parts.flatMap(\.entries))
    }

    public static func buildOptional(_ part: _TransferRepresentationList<Item>?) -> _TransferRepresentationList<Item> {
        part ?? _TransferRepresentationList(entries: [])
    }

    public static func buildEither(first: _TransferRepresentationList<Item>) -> _TransferRepresentationList<Item> { first }
    public static func buildEither(second: _TransferRepresentationList<Item>) -> _TransferRepresentationList<Item> { second }
}

/// The representations a builder listed.
public struct _TransferRepresentationList<Item: Transferable>: PrimitiveTransferRepresentation {
    let entries: [TransferEntry<Item>]
    package func transferEntries() -> [TransferEntry<Item>] { entries }
}

/// Runs a transfer's asynchronous conversion to its end, on the host's own threads while this one
/// waits (a drop is performed synchronously, as a host performs a tap); an error is rethrown.
func runTransfer<T>(_ work: @escaping () async throws -> T) throws -> T {
    let finished = DispatchSemaphore(value: 0)
    let box = TransferResult<T>(work)
    let task = Task(executorPreference: HostTaskExecutor.shared) { [box] in
        do { box.result = .success(try await box.work()) } catch { box.result = .failure(error) }
        finished.signal()
    }
    if finished.wait(timeout: .now() + 10) == .timedOut {
        task.cancel()
        throw ViewHostError.taskTimedOut(seconds: 10)
    }
    return try box.result!.get()
}

private final class TransferResult<T>: @unchecked Sendable {
    // @unchecked: the work runs, and the result is written, by the task before it signals; the
    // result is read after the wait.
    let work: () async throws -> T
    var result: Result<T, any Error>?

    init(_ work: @escaping () async throws -> T) {
        self.work = work
    }
}

/// A transferable item exported as data (SPI for Easel's iOS looks: a file exporter saves it).
@_spi(SystemViews)
public enum _TransferExport {
    /// `item` as the data of its first representation exported as one of `contentTypes` (or its
    /// first exported one, when none are given), and that representation's type.
    public static func data<T: Transferable>(of item: T, as contentTypes: [UTType]) throws -> (contentType: UTType, data: Data) {
        let exported = T.transferEntries.filter { $0.export != nil && $0.canExport(item) }
        let chosen = contentTypes.isEmpty ? exported.first : exported.first { entry in contentTypes.contains { entry.contentType.conforms(to: $0) } }
        guard let chosen, let export = chosen.export else {
            throw TransferError.noExportedRepresentation(String(describing: T.self), contentTypes.map(\.identifier))
        }
        let boxed = UncheckedItem(item)
        return (chosen.contentType, try runTransfer { try await export(boxed.value) })
    }
}

/// A transferable item read from data (SPI for Easel's iOS looks: a photo picker's items load so).
@_spi(SystemViews)
public enum _TransferImport {
    /// A `T` read from `data` of `contentType` through the first representation of `T` that
    /// imports a type `contentType` conforms to; nil when none does.
    public static func value<T: Transferable>(_ type: T.Type, from data: Data, contentType: UTType) async throws -> T? {
        guard let entry = T.transferEntries.first(where: { $0.importing != nil && contentType.conforms(to: $0.contentType) }),
              let importing = entry.importing else { return nil }
        return try await importing(data)
    }

    /// The same, waited for here (for completion-handler APIs, which answer before returning).
    public static func valueNow<T: Transferable>(_ type: T.Type, from data: Data, contentType: UTType) throws -> T? {
        let data = UncheckedItem(data)
        return try runTransfer { try await value(type, from: data.value, contentType: contentType) }
    }
}
