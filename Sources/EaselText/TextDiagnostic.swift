import Foundation
import Synchronization

/// Something the text layer had to work around: a font file that could not be read, a family
/// nobody has. The library never prints; read ``TextDiagnostics/recent()`` or install a handler.
public struct TextDiagnostic: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A font file does not exist (the default font is used instead).
        case missingFontFile
        /// A font file exists but FreeType cannot read it (the default font is used instead).
        case corruptFontFile
        /// No registered or system font has this family, PostScript or full name (default font).
        case unknownFontFamily
        /// A bundled font could not be loaded; a system font through fontconfig is used instead.
        case bundledFontUnavailable
        /// ICU failed on a text; simpler rules were used (no break opportunities but the end,
        /// every code point its own cluster, left-to-right).
        case textAnalysisFailed
    }

    public var kind: Kind
    public var message: String
    /// The font file concerned, if any.
    public var fileURL: URL?
    /// The family name concerned, if any.
    public var family: String?

    public init(kind: Kind, message: String, fileURL: URL? = nil, family: String? = nil) {
        self.kind = kind
        self.message = message
        self.fileURL = fileURL
        self.family = family
    }
}

/// The text layer's warnings: the last ``capacity`` are kept; an optional handler sees each one
/// as it is reported (on the reporting thread).
public final class TextDiagnostics: Sendable {
    public static let shared = TextDiagnostics()

    /// How many diagnostics ``recent()`` keeps.
    public let capacity = 256

    private struct State {
        var entries: [TextDiagnostic] = []
        var handler: (@Sendable (TextDiagnostic) -> Void)?
    }
    private let state = Mutex(State())

    init() {}

    /// The diagnostics reported so far (oldest first), at most ``capacity``.
    public func recent() -> [TextDiagnostic] {
        state.withLock { $0.entries }
    }

    public func removeAll() {
        state.withLock { $0.entries.removeAll() }
    }

    /// Calls `handler` with every future diagnostic; nil removes it.
    public func setHandler(_ handler: (@Sendable (TextDiagnostic) -> Void)?) {
        state.withLock { $0.handler = handler }
    }

    func report(_ diagnostic: TextDiagnostic) {
        let handler = state.withLock { state -> (@Sendable (TextDiagnostic) -> Void)? in
            state.entries.append(diagnostic)
            if state.entries.count > capacity {
                state.entries.removeFirst(state.entries.count - capacity)
            }
            return state.handler
        }
        handler?(diagnostic)
    }
}
