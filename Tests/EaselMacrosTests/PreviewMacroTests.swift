import EaselMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// `#Preview` expands to a type whose `makeView()` builds the previewed view.
final class PreviewMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["Preview": PreviewMacro.self]

    func testAPreviewBecomesATypeThatMakesTheView() {
        assertMacroExpansion(
            """
            #Preview {
                ContentView()
            }
            """,
            expandedSource: """
            @MainActor enum __macro_local_7PreviewfMu_: EaselPreview {
                static let name: String? = nil
                @ViewBuilder static func makeView() -> some View {
                ContentView()
                }
            }
            """,
            macros: macros
        )
    }

    func testANamedPreviewKeepsItsName() {
        assertMacroExpansion(
            """
            #Preview("Dark", traits: .sizeThatFitsLayout) {
                ContentView().padding()
            }
            """,
            expandedSource: """
            @MainActor enum __macro_local_7PreviewfMu_: EaselPreview {
                static let name: String? = "Dark"
                @ViewBuilder static func makeView() -> some View {
                ContentView().padding()
                }
            }
            """,
            macros: macros
        )
    }

    func testAPreviewWithoutABodyIsAnError() {
        assertMacroExpansion(
            "#Preview(\"Empty\")",
            expandedSource: "#Preview(\"Empty\")",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a closure that builds the view to preview", line: 1, column: 1)],
            macros: macros
        )
    }
}
