import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model class Trip { … }`: SwiftData's macro, for Easel's stand-in (`EaselData`).
///
/// As Apple documents `Model()`, the class becomes a persistent model that is also observable:
/// its stored properties are tracked as `@Observable`'s are (each gets Observation's
/// `@ObservationTracked`, with the registrar and the `access` and `withMutation` methods it
/// calls), and it conforms to `PersistentModel` and `Observable`. Easel's store is in memory, so
/// the macro adds only what that needs: the model's identifier, the context it was inserted into,
/// whether it was deleted, and the relationships whose delete rule is `.cascade` (read off their
/// `@Relationship`).
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let model = declaration.as(ClassDeclSyntax.self) else { throw ModelMacroError.notAClass }
        let name = model.name.trimmedDescription
        let cascaded = model.memberBlock.members.flatMap { member -> [String] in
            guard let variable = member.decl.as(VariableDeclSyntax.self), cascades(variable) else { return [] }
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription }
                .map { "\\\(name).\($0)" }
        }
        return [
            "@ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()",
            """
            internal nonisolated func access<_M>(keyPath: KeyPath<\(raw: name), _M>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<_M, _MR>(keyPath: KeyPath<\(raw: name), _M>, _ mutation: () throws -> _MR) rethrows -> _MR {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            // Whether a new value is worth telling observers of, as `@Observable` decides it.
            "private nonisolated func shouldNotifyObservers<_M>(_ lhs: _M, _ rhs: _M) -> Bool { true }",
            "private nonisolated func shouldNotifyObservers<_M: Equatable>(_ lhs: _M, _ rhs: _M) -> Bool { lhs != rhs }",
            "private nonisolated func shouldNotifyObservers<_M: AnyObject>(_ lhs: _M, _ rhs: _M) -> Bool { lhs !== rhs }",
            "private nonisolated func shouldNotifyObservers<_M: Equatable & AnyObject>(_ lhs: _M, _ rhs: _M) -> Bool { lhs != rhs }",
            "@ObservationIgnored public nonisolated let persistentModelID = EaselData.PersistentIdentifier._next(\(literal: name))",
            "@ObservationIgnored public nonisolated(unsafe) weak var _easelModelContext: EaselData.ModelContext?",
            "@ObservationIgnored public nonisolated(unsafe) var _easelIsDeleted = false",
            "public nonisolated static var _easelCascadedRelationships: [AnyKeyPath] { [\(raw: cascaded.joined(separator: ", "))] }",
        ]
    }

    /// Stored `var`s are tracked; constants, computed properties, properties with observers,
    /// static ones and those already marked are left as they are.
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var) else { return [] }
        let modifiers = variable.modifiers.map(\.name.tokenKind)
        if modifiers.contains(.keyword(.static)) || modifiers.contains(.keyword(.class)) || modifiers.contains(.keyword(.lazy)) { return [] }
        let marked = variable.attributes.contains { attribute in
            guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
            return name.hasSuffix("ObservationIgnored") || name.hasSuffix("ObservationTracked")
        }
        if marked || variable.bindings.contains(where: { $0.accessorBlock != nil }) { return [] }
        return ["@Observation.ObservationTracked"]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): nonisolated EaselData.PersistentModel, nonisolated Observation.Observable {}")]
    }

    /// Whether the property's `@Relationship` deletes what it holds with its model.
    private static func cascades(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription.hasSuffix("Relationship"),
                  let arguments = attribute.arguments?.as(LabeledExprListSyntax.self) else { return false }
            return arguments.contains { $0.label?.text == "deleteRule" && $0.expression.trimmedDescription.hasSuffix("cascade") }
        }
    }
}

/// `@Attribute`, `@Relationship` and `@Transient`: how SwiftData stores a property. Easel's store
/// keeps models in memory as they are, so these add nothing (`@Model` reads a relationship's
/// delete rule itself).
public struct SchemaAnnotationMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

enum ModelMacroError: Error, CustomStringConvertible {
    case notAClass

    var description: String {
        switch self {
        case .notAClass: "@Model applies to a class: SwiftData's models are classes."
        }
    }
}
