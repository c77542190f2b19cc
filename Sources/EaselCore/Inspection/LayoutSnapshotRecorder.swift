import Foundation

/// One view of a layout snapshot: the view, its frame in canvas coordinates, and where its subtree
/// ends. Entries are in depth-first order: a view's children follow it, each followed by its own
/// subtree.
package struct LayoutSnapshotEntry {
    /// Not retained by the entry: the recording's `NodeKeeper` keeps every node its entries name,
    /// so that copying a stretch of entries from the last recording (`replay`) and freeing a
    /// layout touch no node. Entries are only read while their layout (or recording) is alive.
    package var node: LayoutNode { nodeReference.takeUnretainedValue() }
    private let nodeReference: Unmanaged<LayoutNode>
    package let frame: CGRect
    /// One past the last entry of this view's subtree.
    package fileprivate(set) var subtreeEnd: Int
    /// The depth in 32 bits, beside `isLabelled`, so that the flag costs no room: an update copies
    /// every entry of the screen, and a view deeper than two billion can't be made.
    private var storedDepth: Int32
    /// Whether the view shows text or has an accessibility label (`LayoutNode.isLabelled`): a host
    /// looking a control up by its label reads only these entries' nodes.
    package fileprivate(set) var isLabelled: Bool
    package var depth: Int { Int(storedDepth) }

    /// Moves the entry deeper by `depthShift`, its subtree ending `offset` later.
    mutating func move(depthBy depthShift: Int, subtreeEndBy offset: Int) {
        storedDepth += Int32(truncatingIfNeeded: depthShift)
        subtreeEnd += offset
    }

    init(node: LayoutNode, frame: CGRect, depth: Int, subtreeEnd: Int) {
        self.nodeReference = Unmanaged.passUnretained(node)
        self.frame = frame
        self.storedDepth = Int32(truncatingIfNeeded: depth)
        self.subtreeEnd = subtreeEnd
        self.isLabelled = node.isLabelled
    }

    /// Runs `body` with the entry's node, without retaining it (reading `node` retains and
    /// releases it): for walks over every entry of a layout.
    package func withNode<Result>(_ body: (LayoutNode) -> Result) -> Result {
        nodeReference._withUnsafeGuaranteedRef(body)
    }
}

/// A finished recording of a graph's placement: its entries, numbered, and which of them were
/// copied from the recording before.
package struct LayoutRecording {
    package var serial = 0
    package var entries: [LayoutSnapshotEntry] = []
    /// The entries of views with an interaction (a control, a tap gesture), in order: a host
    /// looks controls up among these, not among every view of the screen.
    package var interactiveEntries: [Int] = []
    /// The stretches of entries copied from the recording numbered `replayedSerial`, in order.
    package var replays: [SnapshotReplay] = []
    package var replayedSerial = 0
    /// Keeps the nodes the entries name alive.
    package var keeper: NodeKeeper?
    /// What this recording and the few before it copied, each from the one before.
    package var history: ReplayHistory?

    /// The entries of the views around the entry `index`, outermost first, its parent last; nil if
    /// there is no such entry. Found from the first entry down, stepping over siblings' subtrees:
    /// as many steps as the views around have children before the one on the way.
    package func ancestors(ofEntry index: Int) -> [Int]? {
        guard index >= 0, index < entries.count, entries[0].subtreeEnd > index else { return nil }
        var ancestors: [Int] = []
        var current = 0
        while current != index {
            ancestors.append(current)
            var child = current + 1
            while child < index, entries[child].subtreeEnd <= index {
                child = entries[child].subtreeEnd
            }
            guard child <= index, child < entries[current].subtreeEnd else { return nil }
            current = child
        }
        return ancestors
    }
}

/// Entries copied from the last recording: `count` entries from `source` there to `destination`
/// here, a subtree or several side by side (the siblings of a view spliced in, `LayoutSplice`).
/// They are the same views in the same frames, at another place in the list.
package struct SnapshotReplay: Sendable {
    package let source: Int
    package let destination: Int
    package let count: Int
    /// Whether the subtrees' roots have the annotations they had there
    /// (`PlacementMemory.annotations`): then they are drawn and act as they did too, and what was
    /// worked out for them can be copied with the views inside. Otherwise the modifiers around
    /// may have changed them (only ever so for a single subtree).
    package let rootIsUnchanged: Bool
    /// Whether the copies are at the depth the entries had there: with `source == destination`,
    /// the copies are the entries as they were, bit for bit, but for a changed root's label flag.
    package let keepsDepth: Bool

    /// Whether the copies are the entries they were copied from, at the same places: a recording
    /// writing over that recording's entries finds them already there (see `SpareEntries`).
    var isInPlace: Bool { source == destination && keepsDepth }
}

/// Takes the snapshot behind a `ViewLayout` while the layout places its views: placement already
/// visits every view once, parent before children, so recording then spares a second walk over the
/// whole tree afterwards.
///
/// Given the last recording of the same tree, it also replays it: a view a host's update kept,
/// placed as it was, has its subtree's entries copied from there (see `PlacementMemory`).
package final class LayoutSnapshotRecorder {
    // Only the thread placing the views touches these; the runtime's exclusivity checks would cost
    // more than the recording.
    /// The entries recorded so far are the first `entryCount`; past those, a buffer written over
    /// may still hold the entries of the recording before last (see `SpareEntries`).
    @exclusivity(unchecked) private var entries: [LayoutSnapshotEntry] = []
    @exclusivity(unchecked) package private(set) var entryCount = 0
    /// How many entries copied were found in place, not copied (see `SpareEntries`).
    @exclusivity(unchecked) package private(set) var entriesFoundInPlace = 0
    /// Whether `entries` past `entryCount` are the spare entries of the recording `previous`
    /// copied from, at their places there.
    private let holdsEntriesCopiedFrom: Bool
    /// The entries of views with an interaction (see `LayoutRecording.interactiveEntries`).
    @exclusivity(unchecked) private var interactiveEntries: [Int] = []
    /// The nodes recorded by `open`, retained for the entries (see `NodeKeeper`); those of
    /// replayed entries are kept by the last recording's keeper, which `previous` holds.
    @exclusivity(unchecked) private var placedNodes: [LayoutNode] = []
    @exclusivity(unchecked) private var depth = 0
    /// How many views placed so far read more than their frames while being placed (they said so
    /// with `notePlacementReadsMore()`): a subtree during which it grew can't be replayed.
    @exclusivity(unchecked) private var placementsReadingMore = 0
    /// Which recording of its graph this is: a memory names the recording its entries are in.
    package let serial: Int
    /// The graph's last recording, whose entries kept views are replayed from.
    private let previous: LayoutRecording?
    /// Its serial and entries, read without copying the recording for each replay (0 and none
    /// without one).
    private let previousSerial: Int
    let previousEntries: [LayoutSnapshotEntry]
    private let previousInteractiveEntries: [Int]
    /// The subtrees copied from `previous`.
    @exclusivity(unchecked) private var replays: [SnapshotReplay] = []
    /// Views placed in `previous` whose nodes have been replaced by nodes answering as they did,
    /// in the order of their entries there: a copy of a subtree holding one places the new nodes
    /// in its place (see `LayoutSplice`).
    let splices: [LayoutSplice]
    /// How many of them were placed: the others' views were placed by their containers.
    @exclusivity(unchecked) var placedSplices = 0

    /// A recording numbered `serial`, after `previous` (the last of the same graph, if any), with
    /// `splices` of that one, of about `expectedCount` views.
    ///
    /// The entries are reserved for the views expected: grown by doubling, a first layout of
    /// 10,000 views copied its entries five times and touched twice their memory, fresh pages the
    /// system zeroes (a tenth of the time of the cards benchmark).
    ///
    /// Given `spare`, the entries of the recording before `previous`, it writes over them.
    package init(serial: Int = 1, previous: LayoutRecording? = nil, splices: [LayoutSplice] = [], expectedCount: Int = 0, spare: consuming SpareEntries? = nil) {
        self.serial = serial
        self.previous = previous
        previousSerial = previous?.serial ?? 0
        previousEntries = previous?.entries ?? []
        previousInteractiveEntries = previous?.interactiveEntries ?? []
        self.splices = previous == nil ? [] : splices
        let capacity = Swift.max(previous?.entries.count ?? 0, expectedCount)
        // Moved, not copied: a second reference would make the first write copy the buffer.
        if var given = consume spare {
            holdsEntriesCopiedFrom = previous.map { $0.replayedSerial == given.serial && given.serial != 0 } ?? false
            swap(&entries, &given.entries)
        } else {
            holdsEntriesCopiedFrom = false
        }
        entries.reserveCapacity(capacity)
        if previous == nil { placedNodes.reserveCapacity(capacity) }
    }

    /// What was recorded, to replay from next time.
    package var recording: LayoutRecording {
        if entries.count > entryCount {
            entries.removeLast(entries.count - entryCount)
        }
        let keeper: NodeKeeper
        if replays.isEmpty {
            keeper = NodeKeeper(nodes: placedNodes, previous: nil)
        } else if let previousKeeper = previous?.keeper, previousKeeper.canBeHeld(byRecordingOf: entries.count) {
            keeper = NodeKeeper(nodes: placedNodes, previous: previousKeeper)
        } else {
            keeper = NodeKeeper(nodes: entries.map(\.node), previous: nil)
        }
        let history = ReplayHistory(serial: serial, replayedSerial: previousSerial, replays: replays, previous: previous?.history)
        return LayoutRecording(serial: serial, entries: entries, interactiveEntries: interactiveEntries, replays: replays, replayedSerial: previousSerial, keeper: keeper, history: history)
    }

    /// Records `node`, just given its frame, before its children are placed; returns its entry.
    package func open(_ node: LayoutNode) -> Int {
        open(node, frame: node.frame)
    }

    /// Records `node` in `frame`; returns its entry.
    func open(_ node: LayoutNode, frame: CGRect) -> Int {
        placedNodes.append(node)
        let entry = entryCount
        let recorded = LayoutSnapshotEntry(node: node, frame: frame, depth: depth, subtreeEnd: 0)
        if entry < entries.count {
            entries[entry] = recorded
        } else {
            entries.append(recorded)
        }
        entryCount += 1
        depth += 1
        if node.hasInteraction {
            interactiveEntries.append(entry)
        }
        return entry
    }

    /// Ends the subtree of the entry `open` returned, once its children are placed.
    package func close(_ entry: Int) {
        depth -= 1
        entries[entry].subtreeEnd = entryCount
    }

    /// The last two named-frame tables found equal: siblings are placed with the same table, and
    /// remember the same one from the placement before, which is then compared once.
    @exclusivity(unchecked) private var equalNamedFrames = EqualPairMemo<NamedFrames>()
    typealias NamedFrames = [AnyHashable: CGRect]

    /// Whether two tables of named frames are equal.
    func areEqual(_ some: NamedFrames, _ other: NamedFrames) -> Bool {
        if some.isEmpty || other.isEmpty { return some.isEmpty && other.isEmpty }
        return equalNamedFrames.areEqual(some, other, storage: { $0.storageIdentity }, isEqual: ==)
    }

    /// Notes that the view being placed reads more than its frame, proposal and context (it builds
    /// content, or reads state kept outside the tree): the views around it can't be replayed.
    package func notePlacementReadsMore() {
        placementsReadingMore += 1
    }

    /// Where the count of views reading more than their frames is, before a subtree is placed.
    var readingMoreMark: Int { placementsReadingMore }

    /// Whether a view reading more than its frame was placed since `mark`.
    func readMore(since mark: Int) -> Bool {
        placementsReadingMore != mark
    }

    /// Copies the entries of a subtree `memory` remembers from the last recording, at the current
    /// depth, and moves the memory to the copies. False when they aren't there. New nodes spliced
    /// in inside it (`LayoutSplice`) are placed where the nodes they replace were.
    ///
    /// The memories of views inside aren't moved (that would read every node again): they name a
    /// recording that is no longer the last, and are brought up to date when next read, through
    /// the copies made since (`ReplayHistory`).
    func replay(_ memory: PlacementMemory, rootIsUnchanged: Bool) -> Bool {
        guard previousSerial != 0, memory.recording == previousSerial || bringUpToDate(memory),
              memory.entries.upperBound <= previousEntries.count else { return false }
        let start = entryCount
        if let splice = firstSplice(in: memory.entries) {
            let mark = readingMoreMark
            copySubtree(at: memory.entries.lowerBound, rootIsUnchanged: rootIsUnchanged, nextSplice: splice)
            // What the new nodes read while placed counts for the view around them too.
            if readMore(since: mark) { memory.isReplayable = false }
        } else {
            copy(memory.entries, rootIsUnchanged: rootIsUnchanged)
        }
        memory.recording = serial
        memory.entries = start..<entryCount
        return true
    }

    /// Brings a memory naming an earlier recording to the last one, if its entries were copied
    /// into it (see `ReplayHistory`). Out of line: most memories replayed name the last one.
    @inline(never)
    private func bringUpToDate(_ memory: PlacementMemory) -> Bool {
        previous?.bringUpToDate(memory) ?? false
    }

    /// Copies the entries of `range`, one subtree or several side by side, at the current depth.
    func copy(_ range: Range<Int>, rootIsUnchanged: Bool) {
        guard !range.isEmpty else { return }
        let first = range.lowerBound
        let start = entryCount
        let offset = start - first
        let depthShift = depth - previousEntries[first].depth
        // Copied as a block, then moved where they landed: entries are plain values (their nodes
        // unretained), so the copy is a move of memory, and a copy to where the entries were
        // (before a splice, or after one of the same length) needs nothing more.
        if offset == 0, depthShift == 0, holdsEntriesCopiedFrom {
            copyAroundEntriesInPlace(range)
        } else {
            write(range, at: start)
        }
        entryCount += range.count
        if offset != 0 || depthShift != 0 {
            entries.withUnsafeMutableBufferPointer { copied in
                for index in start..<entryCount {
                    copied[index].move(depthBy: depthShift, subtreeEndBy: offset)
                }
            }
        }
        replays.append(SnapshotReplay(source: first, destination: first + offset, count: range.count,
                                      rootIsUnchanged: rootIsUnchanged, keepsDepth: depthShift == 0))
        copyInteractiveEntries(range, by: offset, rootIsUnchanged: rootIsUnchanged)
    }

    /// Writes the last recording's entries `range` from entry `destination` on, over the entries
    /// there and past the end.
    private func write(_ range: Range<Int>, at destination: Int) {
        let overwritten = Swift.max(0, Swift.min(range.count, entries.count - destination))
        previousEntries.withUnsafeBufferPointer { source in
            if overwritten > 0 {
                entries.withUnsafeMutableBufferPointer { target in
                    target.baseAddress!.advanced(by: destination).update(from: source.baseAddress!.advanced(by: range.lowerBound), count: overwritten)
                }
            }
            if overwritten < range.count {
                entries.append(contentsOf: UnsafeBufferPointer(rebasing: source[(range.lowerBound + overwritten)..<range.upperBound]))
            }
        }
    }

    /// Copies the last recording's entries `range` to the same places, over the spare entries of
    /// the recording it copied from: the stretches it copied from there in place are there
    /// already, but for the roots it asked again.
    private func copyAroundEntriesInPlace(_ range: Range<Int>) {
        guard let replaysBefore = previous?.replays else { return write(range, at: range.lowerBound) }
        // Spare entries are there up to the spare buffer's end, past which the copy appends.
        let spareEnd = Swift.min(range.upperBound, entries.count)
        var position = range.lowerBound
        var index = replaysBefore.partitioningIndex { $0.destination + $0.count > position }
        while position < spareEnd, index < replaysBefore.count, replaysBefore[index].destination < spareEnd {
            let replay = replaysBefore[index]
            index += 1
            guard replay.isInPlace else { continue }
            // A changed root's label flag was asked again there (`copyInteractiveEntries`).
            let firstInPlace = replay.destination + (replay.rootIsUnchanged ? 0 : 1)
            let inPlace = Swift.max(position, firstInPlace)..<Swift.min(spareEnd, replay.destination + replay.count)
            guard !inPlace.isEmpty else { continue }
            if position < inPlace.lowerBound {
                write(position..<inPlace.lowerBound, at: position)
            }
            entriesFoundInPlace += inPlace.count
            position = inPlace.upperBound
        }
        if position < range.upperBound {
            write(position..<range.upperBound, at: position)
        }
    }

    /// Notes the interactive entries among the copies of the last recording's `range`, moved by
    /// `offset`: found by bisection among that recording's, which are in order. A root that the
    /// modifiers outside annotated again may have gained or lost an interaction or a label: it is
    /// asked.
    private func copyInteractiveEntries(_ range: Range<Int>, by offset: Int, rootIsUnchanged: Bool) {
        var range = range
        if !rootIsUnchanged, let root = range.first {
            let (hasInteraction, isLabelled) = entries[root + offset].withNode { ($0.hasInteraction, $0.isLabelled) }
            if hasInteraction {
                interactiveEntries.append(root + offset)
            }
            entries[root + offset].isLabelled = isLabelled
            range = (root + 1)..<range.upperBound
        }
        var index = previousInteractiveEntries.partitioningIndex { $0 >= range.lowerBound }
        while index < previousInteractiveEntries.count, previousInteractiveEntries[index] < range.upperBound {
            interactiveEntries.append(previousInteractiveEntries[index] + offset)
            index += 1
        }
    }
}
