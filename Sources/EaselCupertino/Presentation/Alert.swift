@_spi(SystemViews) import EaselCore
import Foundation

/// Alerts and confirmation dialogs. A dialog's title shows only with `titleVisibility: .visible`:
/// on iPhone the automatic choice hides it (Apple, `confirmationDialog`).
nonisolated extension View {
    /// Presents an alert while `isPresented` is true: the title, and the buttons `actions` makes
    /// (see `AlertPresentation`).
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        return _presenting(isPresented.wrappedValue) {
            AlertPresentation<A, EmptyView>(title: title, actions: actions, message: nil, dismiss: { isPresented.wrappedValue = false })
        }
    }

    /// Presents an alert with a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let actions = actions(), message = message()
        return _presenting(isPresented.wrappedValue) {
            AlertPresentation(title: title, actions: actions, message: message, dismiss: { isPresented.wrappedValue = false })
        }
    }

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is non-nil.
    public func alert<T, A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, T, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    public func alert<T, A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, data: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Presents an alert about `error` while `isPresented` is true and `error` is non-nil, titled
    /// with the error's description (Apple, `alert(isPresented:error:actions:)`).
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        return presentingAlert(errorTitle(error), isPresented: isPresented, data: error, actions: { _ in actions }, message: { _ in EmptyView() })
    }

    /// Presents an alert about `error`, with actions and a message made from it.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View {
        presentingAlert(errorTitle(error), isPresented: isPresented, data: error, actions: actions, message: message)
    }

    /// An error alert's title: the error's `errorDescription`, else Foundation's description of it.
    private func errorTitle<E: LocalizedError>(_ error: E?) -> Text {
        guard let error else { return Text(verbatim: "") }
        return Text(verbatim: error.errorDescription ?? error.localizedDescription)
    }

    private func presentingAlert<T, A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, data: T?, actions: (T) -> A, message: (T) -> M) -> some View {
        let content = data.map { (actions($0), message($0)) }
        return _presenting(isPresented.wrappedValue && content != nil) {
            if let content {
                AlertPresentation(title: title, actions: content.0, message: content.1, dismiss: { isPresented.wrappedValue = false })
            }
        }
    }

    /// iOS 13's form: presents the `Alert` made for `item` while it is non-nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return _presenting(alert != nil) {
            if let alert {
                AlertPresentation(title: alert.title, actions: alert.buttonViews, message: alert.message, dismiss: { item.wrappedValue = nil })
            }
        }
    }

    /// iOS 13's form: presents `content()` while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return _presenting(isPresented.wrappedValue) {
            AlertPresentation(title: alert.title, actions: alert.buttonViews, message: alert.message, dismiss: { isPresented.wrappedValue = false })
        }
    }

    /// Presents a confirmation dialog (an action sheet at the bottom of the screen) while
    /// `isPresented` is true (see `ConfirmationDialogPresentation`).
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        return _presenting(isPresented.wrappedValue) {
            ConfirmationDialogPresentation<A, EmptyView>(title: titleVisibility == .visible ? title : nil, actions: actions, message: nil, dismiss: { isPresented.wrappedValue = false })
        }
    }

    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let actions = actions(), message = message()
        return _presenting(isPresented.wrappedValue) {
            ConfirmationDialogPresentation(title: titleVisibility == .visible ? title : nil, actions: actions, message: message, dismiss: { isPresented.wrappedValue = false })
        }
    }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// iOS 13's form: presents the `ActionSheet` while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return _presenting(isPresented.wrappedValue) {
            ConfirmationDialogPresentation(title: sheet.title, actions: sheet.buttonViews, message: sheet.message, dismiss: { isPresented.wrappedValue = false })
        }
    }
}

/// iOS 13's alert description (Apple, `Alert`).
public struct Alert {
    /// A button of an `Alert` or `ActionSheet`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }

        var view: some View {
            EaselCore.Button(role: role, action: action ?? {}) { label }
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    var buttonViews: some View {
        ForEach(buttons.indices, id: \.self) { buttons[$0].view }
    }
}

/// iOS 13's action sheet description (Apple, `ActionSheet`).
public struct ActionSheet {
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    var buttonViews: some View {
        ForEach(buttons.indices, id: \.self) { buttons[$0].view }
    }
}

/// How much care a dialog asks for (Apple, `DialogSeverity`).
public struct DialogSeverity: Equatable, Sendable {
    let name: String
    /// Alerts that present an error are critical, the rest standard.
    public static let automatic = DialogSeverity(name: "automatic")
    public static let standard = DialogSeverity(name: "standard")
    public static let critical = DialogSeverity(name: "critical")
}

nonisolated extension View {
    /// The severity of the alerts and dialogs inside (Apple, `dialogSeverity(_:)`, a macOS and
    /// watchOS modifier). A critical dialog shows a caution symbol on macOS only; iOS draws its
    /// alerts and dialogs the same at every severity (UIKit ignores alert severity on iOS), and
    /// so does Easel.
    public func dialogSeverity(_ severity: DialogSeverity) -> some View { self }
}
