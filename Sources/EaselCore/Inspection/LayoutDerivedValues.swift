import Synchronization

/// Values worked out from a layout's entries by the layers above the engine (where each subtree
/// may draw, for the renderer), kept with the layout so that the host's next layout can copy the
/// parts its replayed subtrees need (see `ViewLayoutStorage.replays`) instead of working them out
/// again. Layouts may be drawn from several threads at once, hence the lock.
package final class LayoutDerivedValues: Sendable {
    /// The recording of the layout they were worked out from.
    package let recording: Int
    private let values = Mutex<[ObjectIdentifier: any Sendable]>([:])

    init(recording: Int) {
        self.recording = recording
    }

    /// The value stored as `type`, if worked out.
    package func value<Value: Sendable>(_ type: Value.Type) -> Value? {
        values.withLock { $0[ObjectIdentifier(type)] as? Value }
    }

    /// Stores `value` as its type's.
    package func store<Value: Sendable>(_ value: Value) {
        values.withLock { $0[ObjectIdentifier(Value.self)] = value }
    }
}
