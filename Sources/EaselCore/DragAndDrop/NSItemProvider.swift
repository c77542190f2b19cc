import Foundation

/// What a drag carries: data of one or more types, each produced when asked (Apple, Foundation's
/// `NSItemProvider`, which Linux's Foundation lacks). `onDrag` returns one; `onDrop` and a
/// `DropDelegate` read the ones dropped.
///
/// Apple calls the load methods' completion handlers later, on another queue. Here they are
/// called before the method returns: a `ViewHost` performs a drop and shows its effect at once,
/// so a handler that changes state sees it drawn. A handler that hops to the main queue
/// (`DispatchQueue.main.async`) runs when that queue next runs, as on iOS.
open class NSItemProvider: @unchecked Sendable {
    // @unchecked: a provider is made and read on the thread that performs the drag.
    /// What the provider offers, in the order registered (the sender's preferred first).
    private var representations: [(typeIdentifier: String, load: () throws -> Data)] = []

    /// A name for the data, used for a file made of it.
    open var suggestedName: String?

    public init() {}

    /// A provider offering `object` as each type it can be written as.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider offering `item` (data, a string, a URL, a number) as `typeIdentifier`.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        registerItem(forTypeIdentifier: typeIdentifier) { item }
    }

    /// A provider offering the file at `fileURL` as the type of its extension.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
            do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
            return nil
        }
    }

    // MARK: Offering data

    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: identifier, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?) {
        representations.append((typeIdentifier, {
            var result: Result<Data, any Error> = .failure(NSItemProviderError.notLoaded(typeIdentifier))
            _ = loadHandler { data, error in
                if let data { result = .success(data) } else if let error { result = .failure(error) }
            }
            return try result.get()
        }))
    }

    /// Offers an item produced when asked: data as it is, strings as UTF-8, URLs as their
    /// address, numbers as their decimal text.
    open func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping () -> (any NSSecureCoding)?) {
        representations.append((typeIdentifier, {
            guard let item = loadHandler() else { throw NSItemProviderError.notLoaded(typeIdentifier) }
            return try NSItemProvider.data(of: item, typeIdentifier: typeIdentifier)
        }))
    }

    /// Offers `transferable` as each type its transfer representation exports.
    /// The item is made once, here: which representations it may be exported as depends on it
    /// (`exportingCondition`).
    public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {
        let item = UncheckedItem(transferable())
        for entry in T.transferEntries where entry.canExport(item.value) {
            guard let export = entry.export else { continue }
            representations.append((entry.contentType.identifier, { try runTransfer { try await export(item.value) } }))
        }
    }

    private static func data(of item: any NSSecureCoding, typeIdentifier: String) throws -> Data {
        switch item {
        case let data as NSData: return Data(referencing: data)
        case let string as NSString: return Data(String(describing: string).utf8)
        case let url as NSURL: return Data(url.absoluteString.utf8)
        case let number as NSNumber: return Data(number.stringValue.utf8)
        default: throw NSItemProviderError.unsupportedItem(String(describing: type(of: item)), typeIdentifier)
        }
    }

    // MARK: Reading data

    /// The types offered, the sender's preferred first.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    open var registeredContentTypes: [UTType] { representations.map { UTTypeRegistry.typeOrPlaceholder(identifier: $0.typeIdentifier) } }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Whether an object of `aClass` can be read from what is offered.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Reads an object of `aClass` from the first offered type it can read.
    @discardableResult
    open func loadObject<T: NSItemProviderReading>(ofClass aClass: T.Type, completionHandler: @escaping (T?, (any Error)?) -> Void) -> Progress {
        do {
            for identifier in aClass.readableTypeIdentifiersForItemProvider {
                guard let found = representation(conformingTo: identifier) else { continue }
                completionHandler(try aClass.object(withItemProviderData: found.load(), typeIdentifier: found.typeIdentifier), nil)
                return Self.finished
            }
            throw NSItemProviderError.noConformingItem(String(describing: aClass), registeredTypeIdentifiers)
        } catch {
            completionHandler(nil, error)
        }
        return Self.finished
    }

    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        load(typeIdentifier, completionHandler)
    }

    @discardableResult
    public func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        load(contentType.identifier, completionHandler)
    }

    /// Reads the item of `typeIdentifier`: a URL for URL types, a string for text, else data
    /// (Apple's provider answers with the class the data was registered as; most handlers cast
    /// to one of these).
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: ((any NSSecureCoding)?, (any Error)?) -> Void) {
        _ = load(typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            let type = UTTypeRegistry.typeOrPlaceholder(identifier: typeIdentifier)
            if type.conforms(to: .url), let url = URL(string: String(decoding: data, as: UTF8.self)) {
                completionHandler(url as NSURL, nil)
            } else if type.conforms(to: .plainText) {
                completionHandler(NSString(string: String(decoding: data, as: UTF8.self)), nil)
            } else {
                completionHandler(data as NSData, nil)
            }
        }
    }

    /// Reads a `T` through its transfer representation, from the first offered type it imports.
    @discardableResult
    public func loadTransferable<T: Transferable>(type transferableType: T.Type, completionHandler: @escaping (Result<T, any Error>) -> Void) -> Progress {
        completionHandler(Result { try transferable(transferableType) })
        return Self.finished
    }

    /// A `T` read from what is offered, or an error naming what was.
    func transferable<T: Transferable>(_ type: T.Type) throws -> T {
        for entry in T.transferEntries {
            guard let importing = entry.importing, let found = representation(conformingTo: entry.contentType.identifier) else { continue }
            let data = try found.load()
            return try runTransfer { try await importing(data) }
        }
        throw NSItemProviderError.noConformingItem(String(describing: type), registeredTypeIdentifiers)
    }

    private func load(_ typeIdentifier: String, _ completionHandler: (Data?, (any Error)?) -> Void) -> Progress {
        do {
            guard let found = representation(conformingTo: typeIdentifier) else {
                throw NSItemProviderError.noConformingItem(typeIdentifier, registeredTypeIdentifiers)
            }
            completionHandler(try found.load(), nil)
        } catch {
            completionHandler(nil, error)
        }
        return Self.finished
    }

    /// The first offered representation whose type conforms to `typeIdentifier`.
    private func representation(conformingTo typeIdentifier: String) -> (typeIdentifier: String, load: () throws -> Data)? {
        let wanted = UTTypeRegistry.typeOrPlaceholder(identifier: typeIdentifier)
        return representations.first { UTTypeRegistry.typeOrPlaceholder(identifier: $0.typeIdentifier).conforms(to: wanted) }
    }

    private static var finished: Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }
}

/// An item made on the thread performing a drag and read by the transfer it waits for.
struct UncheckedItem<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// Who may see a registered representation (Apple, `NSItemProviderRepresentationVisibility`);
/// a drag within the app sees them all.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all, team, group, ownProcess
}

/// A class whose objects can be offered by an item provider (Apple, `NSItemProviderWriting`).
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress?
}

/// A type that can be read from an item provider's data (Apple, `NSItemProviderReading`; Apple's
/// `String` and `URL` are read through their Foundation classes, here directly).
public protocol NSItemProviderReading {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(String(describing: self).utf8), nil)
        return nil
    }
}

extension NSURL: NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}

extension String: NSItemProviderReading {
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.plainText.identifier] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        String(decoding: data, as: UTF8.self)
    }
}

extension URL: NSItemProviderReading {
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
            throw NSItemProviderError.unreadable(typeIdentifier, as: "URL")
        }
        return url
    }
}

/// Why an item provider couldn't give what was asked.
public enum NSItemProviderError: Error, CustomStringConvertible, Equatable {
    /// Nothing offered conforms to what was asked for; the offered types are listed.
    case noConformingItem(String, [String])
    /// The representation's load handler gave no data.
    case notLoaded(String)
    /// An item of this class can't be offered as data.
    case unsupportedItem(String, String)
    /// The data couldn't be read as the type asked for.
    case unreadable(String, as: String)

    public var description: String {
        switch self {
        case let .noConformingItem(wanted, offered):
            "Nothing in the item provider conforms to \(wanted); it offers \(offered.isEmpty ? "nothing" : offered.joined(separator: ", "))."
        case let .notLoaded(type): "The item provider's \(type) representation gave no data."
        case let .unsupportedItem(item, type): "An item of class \(item) can't be offered as \(type): offer Data, a string, a URL or a number."
        case let .unreadable(type, target): "The \(type) data can't be read as a \(target)."
        }
    }
}
