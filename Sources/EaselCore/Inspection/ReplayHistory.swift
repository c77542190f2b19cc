import Foundation

/// What the last few recordings of a host's graph copied from the one before each: enough to say
/// where a view's entries in an earlier recording are in the last one.
///
/// A view inside a copied subtree isn't told where its entries went (that would read every view
/// copied): its placement memory keeps naming the recording it was last placed in. It was
/// placed the same way in each recording since, its entries copied with the stretches around
/// it, so following those copies finds its entries now (`LayoutRecording.translated`). An
/// update in place reads where a changed view was placed this way, and a kept view placed as
/// before is copied from there.
///
/// The history holds `maximumLength` recordings; a view last placed before those is placed again
/// when next met, and a changed view inside it is updated by walking the views around it.
package final class ReplayHistory {
    static let maximumLength = 64
    /// The recording, and the one it copied from (0 for none).
    let serial: Int
    let replayedSerial: Int
    /// The stretches it copied from that one, in the order of their entries here.
    let replays: [SnapshotReplay]
    /// The history of the recording it copied from.
    let previous: ReplayHistory?
    let length: Int

    init(serial: Int, replayedSerial: Int, replays: [SnapshotReplay], previous: ReplayHistory?) {
        self.serial = serial
        self.replayedSerial = replayedSerial
        self.replays = replays
        // A recording that copied nothing starts a new history, as does one past the longest.
        let kept = previous.flatMap { $0.serial == replayedSerial && !replays.isEmpty && $0.length < Self.maximumLength ? $0 : nil }
        self.previous = kept
        self.length = (kept?.length ?? 0) + 1
    }

    /// The replay whose source holds `range`, if any.
    fileprivate func replay(holding range: Range<Int>) -> SnapshotReplay? {
        func holds(_ replay: SnapshotReplay) -> Bool {
            replay.source <= range.lowerBound && range.upperBound <= replay.source + replay.count
        }
        // Replays copy from the recording before in its order, unless views moved (a `ForEach`
        // reordered): search by source, then look at every one.
        let low = replays.partitioningIndex { $0.source > range.lowerBound }
        if low > 0, holds(replays[low - 1]) { return replays[low - 1] }
        return replays.first(where: holds)
    }
}

extension LayoutRecording {
    /// Where the entries `range` of the recording numbered `serial` are in this one: found through
    /// the stretches each recording since copied from the one before, nil if they weren't copied
    /// into each (or `serial` is older than the history).
    package func translated(_ range: Range<Int>, from serial: Int) -> Range<Int>? {
        if serial == self.serial { return range }
        guard serial != 0, serial < self.serial else { return nil }
        var steps: [ReplayHistory] = []
        var link = history
        while let step = link, step.serial > serial {
            steps.append(step)
            link = step.previous
        }
        guard steps.last?.replayedSerial == serial else { return nil }
        var range = range
        for step in steps.reversed() {
            guard let replay = step.replay(holding: range) else { return nil }
            let shift = replay.destination - replay.source
            range = (range.lowerBound + shift)..<(range.upperBound + shift)
        }
        return range
    }

    /// Brings `memory` to this recording, if its entries were copied into it; false if not.
    package func bringUpToDate(_ memory: PlacementMemory) -> Bool {
        guard memory.recording != serial else { return true }
        guard let range = translated(memory.entries, from: memory.recording), range.upperBound <= entries.count else { return false }
        memory.recording = serial
        memory.entries = range
        return true
    }
}
