import Foundation

/// The entries of a host's recording before last, given to the next recording to write over: an
/// update copies most of the last recording's entries, and most of those are, at the same
/// places, what the recording before last held too (copied from it in place). Those aren't
/// copied again, and the buffer isn't allocated again: copying the whole screen's entries had
/// been a sixth of updating one row of a 1,000-row screen.
package struct SpareEntries {
    /// The recording they were, and their buffer, kept only by this while no layout holds it (a
    /// layout holding it still is copied on the first write, as arrays are).
    package var serial: Int
    package var entries: [LayoutSnapshotEntry]

    package init(of recording: LayoutRecording) {
        serial = recording.serial
        entries = recording.entries
    }
}
