import Foundation

// How VoiceOver speaks a text (Apple, `speechAdjustedPitch(_:)` and its siblings, iOS 15): they
// change the voice, not the picture, and are accepted on `Text` (keeping it a `Text`, so that it
// still concatenates) and on any view.

nonisolated extension Text {
    /// Raises or lowers the pitch VoiceOver speaks the text in (-1 to 1).
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// Whether VoiceOver speaks every punctuation mark.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// Whether VoiceOver spells the text out letter by letter.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    /// Whether an announcement of the text waits for the speech before it.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}

nonisolated extension View {
    public func speechAdjustedPitch(_ value: Double) -> some View { self }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
}
