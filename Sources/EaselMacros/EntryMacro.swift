import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` inside `extension EnvironmentValues` (or `ContainerValues`):
/// SwiftUI's shorthand for a key type and the property that reads and writes it.
///
/// As Apple documents `Entry()`, the macro adds a getter and a setter that go through a key, and
/// declares that key beside the property (`__Key_name`), whose default value is the property's
/// initial value (nil for an optional property without one). The key's protocol follows the
/// extended type: `EnvironmentKey` for `EnvironmentValues`, `ContainerValueKey` for
/// `ContainerValues`, `FocusedValueKey` (no default, an optional property) for `FocusedValues`;
/// elsewhere the macro stops with an error saying so.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        _ = try keyProtocol(in: context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        let keyProtocol = try keyProtocol(in: context)
        if keyProtocol == "FocusedValueKey" {
            // A focused value has no default: the key names the value's type, and reading it
            // gives nil until a focused view publishes one.
            guard let type = entry.type, entry.isOptional else { throw EntryMacroError.focusedValueNotOptional(entry.name) }
            let wrapped = type.hasSuffix("?") ? String(type.dropLast()) : String(type.dropFirst("Optional<".count).dropLast())
            return ["private struct \(raw: entry.keyName): \(raw: keyProtocol) { typealias Value = \(raw: wrapped) }"]
        }
        let defaultValue: String
        if let type = entry.type {
            let value = entry.initialValue ?? (entry.isOptional ? "nil" : nil)
            guard let value else { throw EntryMacroError.missingInitialValue(entry.name) }
            defaultValue = "static var defaultValue: \(type) { \(value) }"
        } else {
            guard let value = entry.initialValue else { throw EntryMacroError.missingInitialValue(entry.name) }
            defaultValue = "static let defaultValue = \(value)"
        }
        return ["private struct \(raw: entry.keyName): \(raw: keyProtocol) { \(raw: defaultValue) }"]
    }

    /// The key protocol for the type the enclosing extension extends.
    static func keyProtocol(in context: some MacroExpansionContext) throws -> String {
        let container = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?.extendedType.trimmedDescription
        switch container?.split(separator: ".").last {
        case "EnvironmentValues": return "EnvironmentKey"
        case "ContainerValues": return "ContainerValueKey"
        case "FocusedValues": return "FocusedValueKey"
        default: throw EntryMacroError.unsupportedContainer(container)
        }
    }

    /// The property the attribute is on.
    struct Entry {
        let name: String
        let type: String?
        let initialValue: String?
        var keyName: String { "__Key_\(name)" }
        var isOptional: Bool { type.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false }

        init(_ declaration: some DeclSyntaxProtocol) throws {
            guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else {
                throw EntryMacroError.notAProperty
            }
            self.name = name
            type = binding.typeAnnotation?.type.trimmedDescription
            initialValue = binding.initializer?.value.trimmedDescription
        }
    }
}

enum EntryMacroError: Error, CustomStringConvertible {
    case notAProperty
    case missingInitialValue(String)
    case unsupportedContainer(String?)
    case focusedValueNotOptional(String)

    var description: String {
        switch self {
        case .notAProperty:
            "@Entry goes on one stored property: `@Entry var name: Type = value`"
        case .missingInitialValue(let name):
            "@Entry var \(name) needs an initial value (its key's default), unless its type is optional"
        case .unsupportedContainer(let container):
            "@Entry in \(container.map { "extension \($0)" } ?? "this place") isn't supported by Easel: use it in extensions of EnvironmentValues, ContainerValues or FocusedValues"
        case .focusedValueNotOptional(let name):
            "@Entry var \(name) in FocusedValues needs an optional type (`Type?`): a focused value is nil until a focused view publishes one"
        }
    }
}
