import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: a preview of a view, as Xcode shows on its canvas; `#Preview(as:
/// .systemSmall) { MyWidget() } timeline: { … }`, a widget's.
///
/// Easel has no canvas; the macro turns the preview into a type with a static `makeView()` that
/// builds it, so that the preview's code is type-checked like any other and a file with
/// previews compiles unchanged. Its body returns `any View`, as Apple declares it: a view builder,
/// or `return`s of different views (a `do`/`catch` that returns an error `Text`).
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) else {
            throw PreviewMacroError.missingBody
        }
        let nameArgument = node.arguments.first { $0.label == nil && $0.expression.as(ClosureExprSyntax.self) == nil }
        let name = nameArgument.map { $0.expression.trimmedDescription } ?? "nil"
        let typeName = context.makeUniqueName("Preview")
        if node.arguments.contains(where: { $0.label?.text == "as" }) {
            // A widget's preview: the same arguments make Easel's preview value, which draws it.
            let closures = ([node.trailingClosure].compactMap { $0?.trimmedDescription } + node.additionalTrailingClosures.map(\.trimmedDescription))
                .map { " " + $0 }.joined()
            let call = "_EaselPreviewValue(\(node.arguments.trimmedDescription))" + closures
            return [
                """
                @MainActor enum \(typeName): EaselPreview {
                    static let name: String? = \(raw: name)
                    static func makeView() -> AnyView { \(raw: call).makeView() }
                }
                """,
            ]
        }
        return [
            """
            @MainActor enum \(typeName): EaselPreview {
                static let name: String? = \(raw: name)
                static func makeView() -> AnyView { AnyView(body()) }
                \(raw: ReturnFinder.returns(in: body) ? "" : "@ViewBuilder ")private static func body() -> any View \(body.trimmed)
            }
            """,
        ]
    }
}

/// Whether a closure's own statements `return` (not those of closures or functions inside it):
/// such a body returns its views itself, and a view builder on it would be turned off with a
/// warning, so the preview's body goes without one.
final class ReturnFinder: SyntaxVisitor {
    private var found = false

    static func returns(in closure: ClosureExprSyntax) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

enum PreviewMacroError: Error, CustomStringConvertible {
    case missingBody

    var description: String { "#Preview needs a closure that builds the view to preview" }
}

@main
struct EaselMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, EntryMacro.self, ModelMacro.self, SchemaAnnotationMacro.self]
}
