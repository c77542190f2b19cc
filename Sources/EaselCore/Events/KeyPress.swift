import Foundation

/// A key pressed on a hardware keyboard, as `onKeyPress` is told of it (Apple, `KeyPress`, iOS 17).
public struct KeyPress: Sendable {
    /// Whether the action used the press (Apple, `KeyPress.Result`): a handled press goes no
    /// further; an ignored one goes on to the views around.
    public enum Result: Sendable { case handled, ignored }

    /// The phases of a press an action asks for (Apple, `KeyPress.Phases`).
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }

    public let phase: Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers

    public init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }
}

/// `onKeyPress`: a picture and a `ViewHost` have no hardware keyboard, so no key is ever pressed
/// and the actions never run, as on an iPhone without one; the view is drawn as it is.
nonisolated extension View {
    /// Runs `action` when `key` is pressed while the view has focus (Apple, `onKeyPress(_:action:)`).
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Runs `action` for the `phases` of presses of `key` (Apple, `onKeyPress(_:phases:action:)`).
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Runs `action` for presses of any of `keys` (Apple, `onKeyPress(keys:phases:action:)`).
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Runs `action` for presses of keys that type any of `characters` (Apple, `onKeyPress(characters:phases:action:)`).
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Runs `action` for every key press (Apple, `onKeyPress(phases:action:)`).
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
}
