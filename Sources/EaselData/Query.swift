import EaselCore
import Foundation

/// The models a view shows, fetched from the context in its environment each time the view is
/// drawn (Apple, SwiftData's `Query`): `@Query(sort: \Trip.startDate) var trips: [Trip]`. The view
/// is updated when a model is inserted or deleted, or a property it read changes.
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    @Environment(\.modelContext) private var modelContext
    let descriptor: FetchDescriptor<Element>

    /// The models, as fetched now.
    public var wrappedValue: [Element] {
        modelContext.requireContainer(for: Element.self)
        do {
            return try modelContext.fetch(descriptor)
        } catch {
            // Apple's query keeps no results when its fetch fails, and reports the error.
            return []
        }
    }

    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.descriptor = descriptor
    }

    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.descriptor = descriptor
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?) {
        self.descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
                                   animation: Animation = .default) {
        self.descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
                                   animation: Animation = .default) {
        self.descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
}

private enum ModelContextKey: EnvironmentKey {
    /// Without a container, a context of none: using it stops as SwiftData does.
    static var defaultValue: ModelContext { ModelContext.unattached }
}

extension ModelContext {
    /// The environment's context when no view was given a container.
    static let unattached: ModelContext = {
        guard let container = try? ModelContainer(for: Schema(), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]) else {
            fatalError("An empty in-memory container can always be made")
        }
        return ModelContext(container, isAttached: false)
    }()
}

extension EnvironmentValues {
    /// The context views insert into, delete from and fetch from (`modelContainer(_:)` sets it).
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Gives the views `container`: its main context is their `modelContext`.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Gives the views a container for `modelType`, made once where the modifier is and kept
    /// from then on (Apple makes one that stores on disk unless `inMemory`; Easel's stores are in
    /// memory either way, see `ModelConfiguration`).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modifier(MadeModelContainer(types: modelTypes, inMemory: inMemory, onSetup: onSetup))
    }

    /// Gives the views `context` to use.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}

/// A container made by `modelContainer(for:)`, kept in the modifier's state so that it lives as
/// long as the view does, as Apple's does.
nonisolated struct MadeModelContainer: ViewModifier {
    let types: [any PersistentModel.Type]
    let inMemory: Bool
    let onSetup: (Result<ModelContainer, any Error>) -> Void
    @State private var holder = ContainerHolder()

    func body(content: Content) -> some View {
        content.environment(\.modelContext, holder.container(for: types, inMemory: inMemory, onSetup: onSetup).mainContext)
    }
}

/// Makes a container the first time it is asked for one.
final class ContainerHolder: @unchecked Sendable {
    // @unchecked: asked by the thread rendering the views.
    private var made: ModelContainer?

    func container(for types: [any PersistentModel.Type], inMemory: Bool, onSetup: (Result<ModelContainer, any Error>) -> Void) -> ModelContainer {
        if let made { return made }
        let result = Result { try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)]) }
        onSetup(result)
        let container = (try? result.get()) ?? ModelContext.unattached.container
        made = container
        return container
    }
}
