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
                static func makeView() -> AnyView {
                    AnyView(body())
                }
                @ViewBuilder private static func body() -> any View {
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
                static func makeView() -> AnyView {
                    AnyView(body())
                }
                @ViewBuilder private static func body() -> any View {
                ContentView().padding()
                }
            }
            """,
            macros: macros
        )
    }

    func testAWidgetPreviewMakesEaselsPreviewValue() {
        assertMacroExpansion(
            """
            #Preview(as: .systemSmall) {
                MyWidget()
            } timeline: {
                Entry(date: .now)
            }
            """,
            expandedSource: """
            @MainActor enum __macro_local_7PreviewfMu_: EaselPreview {
                static let name: String? = nil
                static func makeView() -> AnyView {
                    _EaselPreviewValue(as: .systemSmall) {
                        MyWidget()
                    } timeline: {
                        Entry(date: .now)
                    } .makeView()
                }
            }
            """,
            macros: macros
        )
    }

    func testAPreviewThatReturnsItsViewsHasNoViewBuilder() {
        assertMacroExpansion(
            """
            #Preview {
                if let book = Book.example { return Text(book.title) }
                return Color.red
            }
            """,
            expandedSource: """
            @MainActor enum __macro_local_7PreviewfMu_: EaselPreview {
                static let name: String? = nil
                static func makeView() -> AnyView {
                    AnyView(body())
                }
                private static func body() -> any View {
                if let book = Book.example {
                    return Text(book.title)
                }
                return Color.red
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

/// `@Model` makes a class observable and persistent, as `@Observable` makes it observable.
final class ModelMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["Model": ModelMacro.self, "Relationship": SchemaAnnotationMacro.self]

    func testAModelTracksItsStoredPropertiesAndNamesItsCascadingRelationships() {
        assertMacroExpansion(
            """
            @Model
            final class Trip {
                var name: String
                let code: String
                var nights: Int { 3 }
                @Relationship(deleteRule: .cascade) var stops: [Stop] = []
            }
            """,
            expandedSource: """
            final class Trip {
                @Observation.ObservationTracked
                var name: String
                let code: String
                var nights: Int { 3 }
                @Observation.ObservationTracked var stops: [Stop] = []

                @ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()

                internal nonisolated func access<_M>(keyPath: KeyPath<Trip, _M>) {
                    _$observationRegistrar.access(self, keyPath: keyPath)
                }

                internal nonisolated func withMutation<_M, _MR>(keyPath: KeyPath<Trip, _M>, _ mutation: () throws -> _MR) rethrows -> _MR {
                    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                }

                private nonisolated func shouldNotifyObservers<_M>(_ lhs: _M, _ rhs: _M) -> Bool {
                    true
                }

                private nonisolated func shouldNotifyObservers<_M: Equatable>(_ lhs: _M, _ rhs: _M) -> Bool {
                    lhs != rhs
                }

                private nonisolated func shouldNotifyObservers<_M: AnyObject>(_ lhs: _M, _ rhs: _M) -> Bool {
                    lhs !== rhs
                }

                private nonisolated func shouldNotifyObservers<_M: Equatable & AnyObject>(_ lhs: _M, _ rhs: _M) -> Bool {
                    lhs != rhs
                }

                @ObservationIgnored public nonisolated let persistentModelID = EaselData.PersistentIdentifier._next("Trip")

                @ObservationIgnored public nonisolated(unsafe) weak var _easelModelContext: EaselData.ModelContext?

                @ObservationIgnored public nonisolated(unsafe) var _easelIsDeleted = false

                public nonisolated static var _easelCascadedRelationships: [AnyKeyPath] {
                    [\\Trip.stops]
                }
            }

            extension Trip: nonisolated EaselData.PersistentModel, nonisolated Observation.Observable {
            }
            """,
            macros: macros
        )
    }
}
