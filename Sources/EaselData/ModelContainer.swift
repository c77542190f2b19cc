import Foundation

/// Where a container's models live (Apple, `ModelConfiguration`). Easel keeps every store in
/// memory, for as long as its container lives: previews, tests and pictures start from what the
/// code inserts, as an in-memory store does on iOS (`isStoredInMemoryOnly: true`, the way
/// previews are written). A store on disk isn't written or read.
public struct ModelConfiguration: Hashable, Sendable {
    public let name: String
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) {
        self.init(name, schema: schema, isStoredInMemoryOnly: false, allowsSave: allowsSave)
    }

    public init(isStoredInMemoryOnly: Bool) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly && lhs.allowsSave == rhs.allowsSave
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isStoredInMemoryOnly)
    }
}

/// The store of a schema's models (Apple, `ModelContainer`); its `mainContext` is what views
/// read and write (`modelContainer(_:)` puts it in their environment).
public final class ModelContainer: @unchecked Sendable {
    // @unchecked: the models are touched by the thread rendering the views (the main actor in an
    // app), as Apple's main context is.
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    /// The models, in the order they were inserted.
    var models: [any PersistentModel] = []

    public init(for schema: Schema, configurations: [ModelConfiguration]) throws {
        self.schema = schema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    }

    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// The context views use.
    public private(set) lazy var mainContext = ModelContext(self)

    /// Deletes every model.
    public func deleteAllData() {
        for model in models {
            model._easelIsDeleted = true
            model._easelModelContext = nil
        }
        models = []
        mainContext.changed()
    }
}

/// The versions of a schema and how to migrate between them (Apple, `SchemaMigrationPlan`):
/// Easel's stores start empty, so there is nothing to migrate.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
}

/// One version of a schema (Apple, `VersionedSchema`).
public protocol VersionedSchema {
    static var models: [any PersistentModel.Type] { get }
}
