@_spi(SystemViews) import EaselCore
import Foundation

/// What Xcode's previews share and wrap around their views (Apple, `PreviewModifier`, Xcode 16):
/// a context made once for every preview that uses the modifier (sample data, a model
/// container), and a body that wraps each preview's view with it.
///
/// A `#Preview(traits: .modifier(SampleData()))` is drawn by `easel render` and `easel preview`
/// as Xcode draws it: the context is made first (awaited, once per modifier type for the whole
/// run, as Xcode shares it between previews), then the view is drawn inside the body.
@MainActor @preconcurrency
public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    typealias Content = PreviewModifierContent

    /// Makes the context every preview with this modifier shares.
    static func makeSharedContext() async throws -> Context
    /// Wraps a preview's view (`content`) with the shared context.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The view of a preview, inside a `PreviewModifier`'s body.
public struct PreviewModifierContent: View {
    let content: AnyView

    public var body: some View { content }
}

/// A preview modifier with its types erased: what a `PreviewTrait` keeps.
struct AnyPreviewModifier: @unchecked Sendable {
    // @unchecked: made, kept and applied on the main actor only (the trait is a `Sendable`
    // value, as Apple's is, so that `static let` traits can be declared).

    /// The modifier's type, for messages.
    let name: String
    /// Makes the shared context (once per modifier type, see `SharedPreviewContexts`) and returns
    /// what wraps a view with it.
    let prepare: @MainActor () async throws -> @MainActor (AnyView) -> AnyView

    @MainActor
    init<Modifier: PreviewModifier>(_ modifier: Modifier) {
        name = "\(Modifier.self)"
        prepare = {
            let context = try await SharedPreviewContexts.context(of: Modifier.self)
            return { view in AnyView(modifier.body(content: PreviewModifierContent(content: view), context: context)) }
        }
    }
}

/// The contexts preview modifiers made, by modifier type: each is made once and shared by every
/// preview that uses the modifier (Apple: "the system caches the context").
@MainActor
enum SharedPreviewContexts {
    private static var contexts: [ObjectIdentifier: Any] = [:]

    static func context<Modifier: PreviewModifier>(of type: Modifier.Type) async throws -> Modifier.Context {
        if let context = contexts[ObjectIdentifier(type)] as? Modifier.Context { return context }
        let context = try await Modifier.makeSharedContext()
        contexts[ObjectIdentifier(type)] = context
        return context
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Wraps the preview in `modifier`'s body, with its shared context (Apple,
    /// `PreviewTrait.modifier(_:)`).
    @MainActor
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(settings: PreviewSettings(), modifiers: [AnyPreviewModifier(modifier)])
    }
}

extension _PreviewProgram.Entry {
    /// The entry with its preview modifiers' bodies around its view, their contexts made first.
    /// A context that can't be made leaves the view unwrapped, and a diagnostic says why.
    @MainActor
    func applyingModifiers() async -> _PreviewProgram.Entry {
        var entry = self
        for modifier in modifiers.reversed() {
            let make = entry.make
            do {
                let wrap = try await modifier.prepare()
                entry.make = { wrap(make()) }
            } catch {
                let message = "\(modifier.name).makeSharedContext() threw \(error); the preview is drawn without the modifier."
                entry.make = { AnyView(make()._diagnostic(message)) }
            }
        }
        entry.modifiers = []
        return entry
    }
}
