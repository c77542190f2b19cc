import Foundation

/// The effect a pointer has on a view it hovers (Apple, `HoverEffect`); iPad pointers only.
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

/// Where a pointer is over a view (Apple, `HoverPhase`).
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

nonisolated extension View {
    /// Runs `action` as an iPad's pointer enters and leaves the view (Apple, `onHover(perform:)`).
    /// A picture has no pointer, so the action never runs; an iPhone has none either.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Runs `action` as a pointer moves over the view; a picture has no pointer: it never runs.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }

    /// How the view reacts under an iPad's pointer; a picture has no pointer, so it looks as it is.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Help for the view (Apple, `help(_:)`): on iOS it is the VoiceOver hint, shown nowhere on
    /// screen, so a picture is unchanged.
    public func help(_ text: Text) -> some View { self }

    public func help(_ titleKey: LocalizedStringKey) -> some View { self }

    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
}
