import EaselCore
import Foundation

/// Creates a preview of a view: `#Preview { ContentView() }`, `#Preview("Dark") { … }`.
///
/// Easel has no canvas to show it on; the preview becomes a type whose `makeView()` builds the
/// view (see `EaselPreview`), so it is type-checked and can be drawn with `ImageRenderer`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "EaselMacros", type: "PreviewMacro")

/// What a `#Preview` expands to.
@MainActor
public protocol EaselPreview {
    associatedtype Preview: View
    static var name: String? { get }
    static func makeView() -> Preview
}

/// A setting of a preview (its layout, its orientation); it changes nothing in Easel.
public struct PreviewTrait: Sendable {
    let description: String

    public static let sizeThatFitsLayout = PreviewTrait(description: "sizeThatFitsLayout")
    public static let portrait = PreviewTrait(description: "portrait")
    public static let landscapeLeft = PreviewTrait(description: "landscapeLeft")
    public static let landscapeRight = PreviewTrait(description: "landscapeRight")

    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(description: "fixedLayout(\(width)×\(height))")
    }
}
