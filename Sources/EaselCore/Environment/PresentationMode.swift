import Foundation

/// Whether a view is presented, and a way to dismiss it: iOS 13's API, which SwiftUI keeps
/// (deprecated for `dismiss` and `isPresented`) and many files still use as
/// `@Environment(\.presentationMode) var presentationMode` … `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode: Sendable {
    /// True when the view is pushed on a navigation stack or shown in a sheet.
    public let isPresented: Bool
    private let dismissAction: DismissAction

    init(dismissAction: DismissAction) {
        self.isPresented = dismissAction.dismissesSomething
        self.dismissAction = dismissAction
    }

    /// Dismisses the view, as `DismissAction` does; nothing when it isn't presented.
    public mutating func dismiss() {
        dismissAction()
    }
}

extension EnvironmentValues {
    /// The view's presentation mode, made from the environment's `dismiss` action.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: self[DismissKey.self])
        return Binding(get: { mode }, set: { _ in })
    }

    /// Whether the view is presented: pushed on a navigation stack or shown in a sheet (Apple:
    /// "a Boolean value that indicates whether the view associated with this environment is
    /// currently presented").
    public var isPresented: Bool { self[DismissKey.self].dismissesSomething }
}
