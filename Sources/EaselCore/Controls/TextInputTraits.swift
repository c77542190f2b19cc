import Foundation

// What a text field asks of the on-screen keyboard. Pictures show no keyboard (Easel draws a
// screen at rest, before anything is focused), so these are kept in the environment, as SwiftUI
// keeps them, for the fields inside to read.

/// The kind of keyboard a text field shows (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Which letters the keyboard capitalises.
public struct TextInputAutocapitalization: Sendable, Equatable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's capitalisation types, for the `autocapitalization(_:)` modifier iOS 15 deprecated.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// What the keyboard's return key says.
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The meaning of a field's text, for autofill (UIKit's `UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// What triggers `onSubmit`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

private enum KeyboardTypeKey: EnvironmentKey { static let defaultValue = UIKeyboardType.default }
private enum AutocapitalizationKey: EnvironmentKey { static let defaultValue: TextInputAutocapitalization? = nil }
private enum AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }
private enum SubmitLabelKey: EnvironmentKey { static let defaultValue = SubmitLabel.return }
private enum TextContentTypeKey: EnvironmentKey { static let defaultValue: UITextContentType? = nil }

extension EnvironmentValues {
    package var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }
    package var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[AutocapitalizationKey.self] }
        set { self[AutocapitalizationKey.self] = newValue }
    }
    /// Whether autocorrection is off for the text fields inside (SwiftUI's public key).
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
    package var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
    package var textContentType: UITextContentType? {
        get { self[TextContentTypeKey.self] }
        set { self[TextContentTypeKey.self] = newValue }
    }
}

nonisolated extension View {
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }

    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\.textInputAutocapitalization, autocapitalization)
    }

    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        let mapped: TextInputAutocapitalization = switch style {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
        return textInputAutocapitalization(mapped)
    }

    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }

    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }

    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        environment(\.textContentType, textContentType)
    }
}

/// The `onSubmit` actions around a text field, outermost last.
private enum SubmitActionsKey: EnvironmentKey { static var defaultValue: [() -> Void] { [] } }

extension EnvironmentValues {
    package var submitActions: [() -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Adds an action to perform when a text field inside is submitted (the return key); a
    /// `ViewHost` submits with `submit(_:)`. Only `.text` triggers exist without a keyboard.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions) { $0.append(action) }
    }
}
