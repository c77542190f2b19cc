import CFreeType
import Synchronization

/// The process's one `FT_Library`. FreeType objects are not thread-safe, so every FreeType call
/// (opening and closing faces, loading outlines) runs inside ``withLock(_:)``, one at a time.
/// Shaping does not use FreeType (HarfBuzz reads the fonts itself), so this lock is off the hot path.
final class FreeTypeLibrary: Sendable {
    static let shared = FreeTypeLibrary()

    struct Handle: @unchecked Sendable {
        let library: FT_Library?
    }
    private let handle: Mutex<Handle>

    private init() {
        var library: FT_Library?
        if FT_Init_FreeType(&library) != 0 { library = nil }
        handle = Mutex(Handle(library: library))
    }

    /// Runs `body` with the library while holding the FreeType lock; nil if FreeType failed to start.
    func withLock<Result: Sendable>(_ body: (FT_Library) -> Result) -> Result? {
        handle.withLock { handle -> Result? in
            guard let library = handle.library else { return nil }
            return body(library)
        }
    }

    /// FreeType's text for an error code, e.g. "unknown file format".
    static func message(for error: FT_Error) -> String {
        if let text = FT_Error_String(error) {
            return String(cString: text)
        }
        return "FreeType error \(error)"
    }
}
