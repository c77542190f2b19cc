import EaselCore
import Foundation

/// What `RenameButton` does (Apple, `RenameAction`): the action `renameAction(_:)` put in the
/// environment, read as `\.rename`.
nonisolated public struct RenameAction: @unchecked Sendable {
    // @unchecked: like SwiftUI's, the action is only called on the thread that renders the view.
    private let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Starts renaming.
    public func callAsFunction() {
        action()
    }
}

private struct RenameActionKey: EnvironmentKey {
    static let defaultValue: RenameAction? = nil
}

extension EnvironmentValues {
    /// The action a `RenameButton` inside runs, set with `renameAction(_:)`; nil when none is
    /// (Apple: the environment's `rename`).
    public internal(set) var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

/// The system's rename button (Apple, `RenameButton`): "Rename" with the pencil symbol, the title
/// and symbol Apple's documentation gives it, drawn as any button with that label is. It runs the
/// environment's `rename` action; with none set, a tap does nothing, as on iOS.
nonisolated public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename

    public init() where Label == EaselCore.Label<Text, Image> {}

    public var body: some View {
        Button {
            rename?()
        } label: {
            EaselCore.Label("Rename", systemImage: "pencil")
        }
    }
}

nonisolated extension View {
    /// Sets what a `RenameButton` inside does (Apple, `renameAction(_:)`).
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.rename, RenameAction(action))
    }

    /// Makes a `RenameButton` inside focus the field bound to `isFocused`, where the name is edited
    /// (Apple, `renameAction(_:)` with a focus binding).
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction { isFocused.wrappedValue = true })
    }
}
