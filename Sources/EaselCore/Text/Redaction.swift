import Foundation

/// Why views are redacted (Apple, `RedactionReasons`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Data shown as generic placeholders: text and images masked, keeping their size and shape.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Data that is private: views marked `privacySensitive()` are masked.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Data that is out of date (a widget's); drawn as it is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private enum RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private enum PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Why the views inside are redacted (`redacted(reason:)`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views inside are private (`privacySensitive()`).
    public var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and images here are drawn masked: placeholders, or private views under a
    /// privacy redaction (Apple, `RedactionReasons`).
    package var masksContent: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

nonisolated extension View {
    /// Redacts the text and images inside for `reason` (Apple, `redacted(reason:)`): with
    /// `.placeholder` each line of text is drawn as a rounded bar as long as the line, in the
    /// text's colour at 16 % (bars as tall as the font's x-height plus a third, 3 pt corners, read off
    /// screenshots [screenshot]), and images as their shape in the same colour; layout is
    /// unchanged.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Shows the views inside unredacted.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the views inside as private: a `.privacy` redaction masks them.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}
