import Foundation

/// The memo of a view's sizes by proposal.
///
/// A view is asked about a handful of proposals. A stack probes each child at 0 and ∞ along its
/// axis and then offers it its share, all with the breadth the stack was offered; a stack inside
/// another stack is itself offered three breadths that way. So a view two stacks deep is asked
/// about 3 × 3 = 9 proposals, and its placement repeats one of them (counted on the cards and the
/// nested stacks of `Benchmarks/LayoutBenchmarks`). The first six live inline, without an
/// allocation, and are compared as bit patterns (a short list beats a hash table); more go to an
/// overflow list, of which the latest 16 are kept. Nine inline slots were tried: the overflow's
/// allocations went, but every view grew by 96 bytes and the flat stack of 20,001 views laid out
/// 20 % slower, with the cards and nested stacks unchanged. Unused inline slots hold a key no
/// proposal has, so neither a lookup nor a new answer needs a count.
struct SizeCache {
    /// A remembered answer. Key and size side by side, so that finding a size reads one place.
    private struct Slot {
        var key: ProposalKey
        var size: CGSize
        static let empty = Slot(key: .empty, size: .zero)
    }
    private var slots: (Slot, Slot, Slot, Slot, Slot, Slot) = (.empty, .empty, .empty, .empty, .empty, .empty)
    private var more: ContiguousArray<Slot> = []
    private static let overflowCapacity = 16
    /// Whether an answer may have been dropped to make room since the memo was last emptied: the
    /// overflow is full (a count, not a flag, so that every view's memo stays as small).
    var mayHaveForgotten: Bool { more.count == SizeCache.overflowCapacity }

    /// The remembered size for a proposal. Mutating only so that callers read the cache where it
    /// lives instead of copying it out of the node first.
    mutating func size(for key: ProposalKey) -> CGSize? {
        if slots.0.key == key { return slots.0.size }
        if slots.1.key == key { return slots.1.size }
        if slots.2.key == key { return slots.2.size }
        if slots.3.key == key { return slots.3.size }
        if slots.4.key == key { return slots.4.size }
        if slots.5.key == key { return slots.5.size }
        for slot in more where slot.key == key {
            return slot.size
        }
        return nil
    }

    /// The remembered answers, in the order they were first asked (of an overflow, the latest 16).
    func entries() -> [(proposal: ProposedViewSize, size: CGSize)] {
        let fixed = [slots.0, slots.1, slots.2, slots.3, slots.4, slots.5].filter { $0.key != .empty }
        return (fixed + more).map { ($0.key.proposal, $0.size) }
    }

    /// Forgets every size, keeping the memory.
    mutating func removeAll() {
        slots = (.empty, .empty, .empty, .empty, .empty, .empty)
        more.removeAll(keepingCapacity: true)
    }

    mutating func remember(_ size: CGSize, for key: ProposalKey) {
        let slot = Slot(key: key, size: size)
        if slots.0.key == .empty { slots.0 = slot; return }
        if slots.1.key == .empty { slots.1 = slot; return }
        if slots.2.key == .empty { slots.2 = slot; return }
        if slots.3.key == .empty { slots.3 = slot; return }
        if slots.4.key == .empty { slots.4 = slot; return }
        if slots.5.key == .empty { slots.5 = slot; return }
        if more.isEmpty {
            more.reserveCapacity(4)
        } else if more.count == SizeCache.overflowCapacity {
            more.removeFirst()
        }
        more.append(slot)
    }
}

/// A proposal as two bit patterns, unspecified dimensions as a NaN no proposal carries (proposals
/// reaching a view never hold NaN: `sanitized` turns it into unspecified).
struct ProposalKey: Equatable {
    let width: UInt64
    let height: UInt64

    private static let unspecified: UInt64 = 0x7FF8_0000_DEAD_BEEF
    /// An empty slot: another NaN no proposal carries.
    static let empty = ProposalKey(width: 0x7FF8_0000_0BAD_F00D, height: 0x7FF8_0000_0BAD_F00D)

    init(width: UInt64, height: UInt64) {
        self.width = width
        self.height = height
    }

    /// The proposal this key stands for.
    var proposal: ProposedViewSize {
        ProposedViewSize(width: width == ProposalKey.unspecified ? nil : CGFloat(Double(bitPattern: width)),
                         height: height == ProposalKey.unspecified ? nil : CGFloat(Double(bitPattern: height)))
    }

    init(_ proposal: ProposedViewSize) {
        width = proposal.width.map { Double($0).bitPattern } ?? ProposalKey.unspecified
        height = proposal.height.map { Double($0).bitPattern } ?? ProposalKey.unspecified
    }
}

