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

/// `@Entry` adds the accessors and the key type beside the property.
final class EntryMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["Entry": EntryMacro.self]

    func testAnEnvironmentEntryBecomesAKeyAndAccessors() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .orange
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: EnvironmentKey {
                    static var defaultValue: Color {
                        .orange
                    }
                }
            }
            """,
            macros: macros
        )
    }

    func testAnEntryOutsideTheKnownContainersIsAnError() {
        assertMacroExpansion(
            """
            extension Transaction {
                @Entry var fast: Bool = false
            }
            """,
            expandedSource: """
            extension Transaction {
                var fast: Bool = false
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "@Entry in extension Transaction isn't supported by Easel: use it in extensions of EnvironmentValues, ContainerValues or FocusedValues", line: 2, column: 5),
                DiagnosticSpec(message: "@Entry in extension Transaction isn't supported by Easel: use it in extensions of EnvironmentValues, ContainerValues or FocusedValues", line: 2, column: 5),
            ],
            macros: macros
        )
    }

    func testAFocusedValueEntryNamesItsTypeAndHasNoDefault() {
        assertMacroExpansion(
            """
            extension FocusedValues {
                @Entry var note: Note?
            }
            """,
            expandedSource: """
            extension FocusedValues {
                var note: Note? {
                    get {
                        self[__Key_note.self]
                    }
                    set {
                        self[__Key_note.self] = newValue
                    }
                }

                private struct __Key_note: FocusedValueKey {
                    typealias Value = Note
                }
            }
            """,
            macros: macros
        )
    }
}
