import Foundation

/// Whether a piece of interface (a bar, a background, a separator) shows (Apple, `Visibility`).
public enum Visibility: Hashable, CaseIterable, Sendable, Codable {
    /// What the platform does by default in that context.
    case automatic
    case visible
    case hidden
}
