import Foundation
import Observation

/// Inserts, deletes and fetches a container's models (Apple, `ModelContext`).
///
/// Easel's contexts work on their container's in-memory store directly: what one inserts, the
/// others fetch at once, and `save()` marks the changes kept (what `rollback()` goes back to).
/// A context is observable: a view that fetched (`@Query`) is updated when a model is inserted
/// or deleted, and models themselves are observable for changes to their properties.
public final class ModelContext: Observable, @unchecked Sendable {
    // @unchecked: used by the thread rendering the views, as Apple's main context is.
    public let container: ModelContainer
    /// Whether the context belongs to a container a view was given; the environment's default
    /// doesn't, and using it stops as SwiftData does (see `requireContainer`).
    let isAttached: Bool
    public var autosaveEnabled = true

    private let registrar = ObservationRegistrar()
    /// Counts inserts and deletes, so that what fetched is told of them.
    private var revision = 0
    private var insertedSinceSave: [any PersistentModel] = []
    private var deletedSinceSave: [any PersistentModel] = []

    public convenience init(_ container: ModelContainer) {
        self.init(container, isAttached: true)
    }

    init(_ container: ModelContainer, isAttached: Bool) {
        self.container = container
        self.isAttached = isAttached
    }

    /// Stops, as SwiftData does, when there is no container to use: SwiftData's fatal error
    /// ("failed to find a currently active container"), with the fix.
    func requireContainer(for type: Any.Type) {
        guard isAttached else {
            fatalError("SwiftData: failed to find a currently active container for \(type). Give the views one with .modelContainer(for: \(type).self) (in a preview, .modelContainer(for: \(type).self, inMemory: true)).")
        }
    }

    /// Tells what fetched that the models changed.
    func changed() {
        registrar.withMutation(of: self, keyPath: \.revision) { revision += 1 }
    }

    // MARK: Changes

    /// Inserts `model`, and the models its relationships hold, as SwiftData inserts a graph.
    public func insert<T: PersistentModel>(_ model: T) {
        requireContainer(for: T.self)
        var inserted = false
        insertGraph(model, inserted: &inserted)
        if inserted { changed() }
    }

    private func insertGraph(_ model: any PersistentModel, inserted: inout Bool) {
        guard !container.models.contains(where: { $0 === model }) else { return }
        container.models.append(model)
        model._easelModelContext = self
        model._easelIsDeleted = false
        insertedSinceSave.append(model)
        inserted = true
        for related in Self.relatedModels(of: model) {
            insertGraph(related, inserted: &inserted)
        }
    }

    /// Deletes `model`, and the models its cascading relationships hold.
    public func delete<T: PersistentModel>(_ model: T) {
        requireContainer(for: T.self)
        if deleteGraph(model) { changed() }
    }

    private func deleteGraph(_ model: any PersistentModel) -> Bool {
        guard let index = container.models.firstIndex(where: { $0 === model }) else { return false }
        container.models.remove(at: index)
        model._easelModelContext = nil
        model._easelIsDeleted = true
        deletedSinceSave.append(model)
        for keyPath in type(of: model)._easelCascadedRelationships {
            for related in Self.models(in: Self.value(of: model, at: keyPath)) {
                _ = deleteGraph(related)
            }
        }
        return true
    }

    /// Deletes every model of `model` that matches `predicate` (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor(predicate: predicate)) {
            delete(found)
        }
    }

    /// Whether there are inserts or deletes since the last save.
    public var hasChanges: Bool {
        !insertedSinceSave.isEmpty || !deletedSinceSave.isEmpty
    }

    public var insertedModelsArray: [any PersistentModel] { insertedSinceSave }
    public var deletedModelsArray: [any PersistentModel] { deletedSinceSave }

    /// Keeps the changes: `rollback()` goes back to here.
    public func save() throws {
        insertedSinceSave = []
        deletedSinceSave = []
    }

    /// Undoes the inserts and deletes since the last save (changes to properties stay).
    public func rollback() {
        guard hasChanges else { return }
        for model in insertedSinceSave {
            container.models.removeAll { $0 === model }
            model._easelModelContext = nil
        }
        for model in deletedSinceSave where !container.models.contains(where: { $0 === model }) {
            container.models.append(model)
            model._easelModelContext = self
            model._easelIsDeleted = false
        }
        insertedSinceSave = []
        deletedSinceSave = []
        changed()
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    // MARK: Fetching

    /// The models `descriptor` selects: of its type, matching its predicate, in its order.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        requireContainer(for: T.self)
        registrar.access(self, keyPath: \.revision)
        var found = container.models.compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            found = try found.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            found.sort(using: descriptor.sortBy)
        }
        let offset = min(max(descriptor.fetchOffset ?? 0, 0), found.count)
        let end = descriptor.fetchLimit.map { min(offset + max($0, 0), found.count) } ?? found.count
        return Array(found[offset..<end])
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model with `identifier`, if the context has it.
    public func registeredModel<T: PersistentModel>(for identifier: PersistentIdentifier) -> T? {
        container.models.first { $0.persistentModelID == identifier } as? T
    }

    public subscript<T: PersistentModel>(identifier: PersistentIdentifier, as type: T.Type) -> T? {
        registeredModel(for: identifier)
    }

    // MARK: Relationships

    /// The models a model's stored properties hold: one, an optional one, or an array of them.
    private static func relatedModels(of model: any PersistentModel) -> [any PersistentModel] {
        Mirror(reflecting: model).children.flatMap { models(in: $0.value) }
    }

    private static func models(in value: Any?) -> [any PersistentModel] {
        switch value {
        case let model as any PersistentModel: [model]
        case let models as [any PersistentModel]: models
        default: []
        }
    }

    private static func value(of model: any PersistentModel, at keyPath: AnyKeyPath) -> Any? {
        func read<Root>(_ root: Root) -> Any? { root[keyPath: keyPath] }
        return read(model)
    }
}
