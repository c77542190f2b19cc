import Foundation

/// Values worked out from a layout's entries (where each subtree may draw, for the renderer; the
/// lifecycle actions, for a host), kept with the layout so that the host's next layout can copy
/// the parts its replayed subtrees need (see `ViewLayoutStorage.replays`) instead of working them
/// out again.
///
/// Unchecked sendability: layouts may be drawn from several threads at once, so every access
/// takes the lock, and a value stored is only read afterwards, never changed.
package final class LayoutDerivedValues: @unchecked Sendable {
    /// The recording of the layout they were worked out from.
    package let recording: Int
    private let lock = NSLock()
    private var values: [ObjectIdentifier: Any] = [:]

    init(recording: Int) {
        self.recording = recording
    }

    /// The value stored as `type`, if worked out.
    package func value<Value>(_ type: Value.Type) -> Value? {
        lock.withLock { values[ObjectIdentifier(type)] as? Value }
    }

    /// Stores `value` as its type's.
    package func store<Value>(_ value: Value) {
        lock.withLock { values[ObjectIdentifier(Value.self)] = value }
    }
}
