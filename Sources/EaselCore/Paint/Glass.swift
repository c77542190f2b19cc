import Foundation

/// iOS 26's Liquid Glass material (Apple, `Glass`). Easel draws iOS 18's looks: glass is drawn as
/// a translucent white fill of its shape under a hairline rim, and the layout says so.
public struct Glass: Sendable {
    let name: String
    var tintColor: Color?

    public static let regular = Glass(name: "regular")
    public static let clear = Glass(name: "clear")
    public static let identity = Glass(name: "identity")

    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy.tintColor = color
        return copy
    }

    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// Groups views with glass effects so that they blend (Apple, `GlassEffectContainer`); Easel lays
/// its content out as it is.
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content }
}

/// How a scroll view's content fades under bars at its edges (Apple, iOS 26's
/// `ScrollEdgeEffectStyle`).
public struct ScrollEdgeEffectStyle: Sendable {
    let name: String
    public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
    public static let hard = ScrollEdgeEffectStyle(name: "hard")
    public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

nonisolated extension View {
    /// Puts the view on Liquid Glass in `shape` (iOS 26). Drawn as a translucent fill with a rim,
    /// with a diagnostic: Easel draws iOS 18's looks.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S, isEnabled: Bool = true) -> some View {
        let shown = isEnabled && glass.name != "identity"
        return background {
            if shown {
                shape.fill(glass.tintColor.map { $0.opacity(0.35) } ?? Color.white.opacity(0.6))
                    .overlay(shape.stroke(Color.white.opacity(0.8), lineWidth: 0.5))
            }
        }
        ._diagnosticIf(shown, "glassEffect(.\(glass.name)) is iOS 26's Liquid Glass: Easel draws iOS 18's looks, so it is a translucent fill of its shape.")
    }

    /// Liquid Glass in a capsule (iOS 26's default shape).
    public func glassEffect(_ glass: Glass = .regular, isEnabled: Bool = true) -> some View {
        glassEffect(glass, in: Capsule(), isEnabled: isEnabled)
    }

    /// How scroll views inside fade under bars at `edges` (iOS 26). Easel draws iOS 18's bars,
    /// which have no edge effect: the layout says so.
    /// Mirrors and blurs the view into the safe area around it, under the bars (Apple,
    /// `backgroundExtensionEffect()`, iOS 26): not drawn, and a diagnostic says so.
    public func backgroundExtensionEffect() -> some View {
        backgroundExtensionEffect(isEnabled: true)
    }

    public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
        _diagnosticIf(isEnabled, "backgroundExtensionEffect is iOS 26's: Easel draws iOS 18's screens, so the view isn't mirrored into the safe area.")
    }

    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        _diagnosticIf(style != nil, "scrollEdgeEffectStyle(.\(style?.name ?? "")) is iOS 26's: Easel draws iOS 18's bars, which have no edge effect.")
    }
}
