@_spi(SystemViews) import EaselRendering
import EaselCore

nonisolated extension Scene {
    /// Gives the scene's windows `container`, as `WindowGroup { … }.modelContainer(container)`
    /// does in an app.
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        _WindowsModifiedScene(self) { AnyView($0.modelContainer(container)) }
    }

    /// Gives the scene's windows a container for `modelType`, made once for the scene.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        let holder = ContainerHolder()
        return _WindowsModifiedScene(self) { window in
            AnyView(window.modelContainer(holder.container(for: modelTypes, inMemory: inMemory, onSetup: onSetup)))
        }
    }
}
