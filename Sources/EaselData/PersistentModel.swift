import Foundation
import Observation

/// A class whose instances a model context stores (Apple, SwiftData's `PersistentModel`); the
/// `@Model` macro makes a class one. Models are observable, as Apple's are: a view that read a
/// property is updated when it changes.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The model's identity in its store.
    var persistentModelID: PersistentIdentifier { get }
    /// The context the model was inserted into (made by `@Model`; read `modelContext`).
    var _easelModelContext: ModelContext? { get set }
    /// Whether the model was deleted from its context (made by `@Model`; read `isDeleted`).
    var _easelIsDeleted: Bool { get set }
    /// The relationships that are deleted with the model (`@Relationship(deleteRule: .cascade)`).
    static var _easelCascadedRelationships: [AnyKeyPath] { get }
}

extension PersistentModel {
    /// The model's identity, unless it declares an `id` of its own.
    public var id: PersistentIdentifier { persistentModelID }
    /// The context the model is in; nil until it is inserted, and after it is deleted.
    public var modelContext: ModelContext? { _easelModelContext }
    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { _easelIsDeleted }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A model's identity (Apple, `PersistentIdentifier`): the model's type and a number, unique in
/// the process.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let entityName: String
    let number: Int

    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0

    /// A new identifier for a model of `entityName` (made by `@Model`).
    public static func _next(_ entityName: String) -> PersistentIdentifier {
        lock.withLock {
            counter += 1
            return PersistentIdentifier(entityName: entityName, number: counter)
        }
    }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.number < rhs.number }
    public var description: String { "\(entityName)/p\(number)" }
}

/// What a model's schema says about its properties (Apple, `Schema`): the types a container
/// stores. Easel keeps models in memory as they are, so a schema is the list of its types.
public final class Schema: @unchecked Sendable {
    // @unchecked: a schema's types are only read after it is made.
    public let entities: [any PersistentModel.Type]

    public init(_ types: [any PersistentModel.Type]) {
        entities = types
    }

    public convenience init(_ types: any PersistentModel.Type...) {
        self.init(types)
    }

    public convenience init() {
        self.init([])
    }

    /// How a property is stored (`@Attribute(.unique)`); kept, not acted on.
    public struct Attribute {
        public struct Option: Sendable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let spotlight = Option(name: "spotlight")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let ephemeral = Option(name: "ephemeral")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable") }
            public static func transformable(by transformerType: Any.Type) -> Option { Option(name: "transformable") }
        }
    }

    /// How a relationship is stored and deleted (`@Relationship(deleteRule: .cascade)`).
    public struct Relationship {
        public struct Option: Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }

        /// What deleting a model does to the models it relates to: `cascade` deletes them too
        /// (Easel does); the others leave them, which is what `nullify` does to them here.
        public enum DeleteRule: Sendable, Hashable {
            case nullify, cascade, deny, noAction
        }
    }
}

#if Macros
/// Makes a class a persistent, observable model (Apple, SwiftData's `Model()`; see `ModelMacro`).
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers), named(persistentModelID),
          named(_easelModelContext), named(_easelIsDeleted), named(_easelCascadedRelationships))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "EaselMacros", type: "ModelMacro")

/// How a model's property is stored (unique, external, …): Easel's in-memory store keeps it as it is.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "EaselMacros", type: "SchemaAnnotationMacro")

/// A relationship between models; a `.cascade` delete rule deletes the related models with this one.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "EaselMacros", type: "SchemaAnnotationMacro")

/// A property that isn't stored.
@attached(peer)
public macro Transient() = #externalMacro(module: "EaselMacros", type: "SchemaAnnotationMacro")
#endif
