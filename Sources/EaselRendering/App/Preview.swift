import EaselCore
import Foundation

#if Macros
/// Creates a preview of a view: `#Preview { ContentView() }`, `#Preview("Dark") { … }`.
///
/// Easel has no canvas to show it on; the preview becomes a type whose `makeView()` builds the
/// view (see `EaselPreview`), so it is type-checked and can be drawn with `ImageRenderer`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "EaselMacros", type: "PreviewMacro")

/// Declares an entry of `EnvironmentValues` or `ContainerValues` with its default value:
/// `extension EnvironmentValues { @Entry var accent: Color = .orange }`, read with
/// `@Environment(\.accent)` and set with `.environment(\.accent, .pink)` (see `EntryMacro`).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "EaselMacros", type: "EntryMacro")
#endif

/// What a `#Preview` expands to.
@MainActor
public protocol EaselPreview {
    associatedtype Preview: View
    static var name: String? { get }
    static func makeView() -> Preview
}

/// A `#Preview` as `easel render FILE.swift` rewrites it in the copy it compiles: the same
/// arguments, kept as a value that the generated program can list (a macro's expansion has a
/// name no other file can know). Not for use in code of your own.
public struct _EaselPreviewValue: Sendable {
    public let name: String?
    public let makeView: @MainActor @Sendable () -> AnyView
    /// What the preview's traits set.
    let settings: PreviewSettings

    public init<Content: View>(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping @MainActor @Sendable () -> Content) {
        self.name = name
        self.makeView = { AnyView(body()) }
        self.settings = PreviewTrait.settings(of: traits)
    }
}
