import EaselCore
import Foundation

/// The display items a layout painted, with the stretch each view's subtree took, kept with the
/// layout (`LayoutDerivedValues`) so that the host's next layout copies the items of subtrees it
/// replayed (`ViewLayoutStorage.replays`) instead of painting them again.
///
/// A replayed subtree is the same views in the same frames (see `PlacementMemory`), so what a view
/// inside it draws is the same too, provided the canvas and pixel grid are, and so is the reach
/// of the layers around it (which decides what is culled inside). The replayed subtree's root is
/// painted again unless it is unchanged (`SnapshotReplay.rootIsUnchanged`): the modifiers around
/// it may have changed its effects. A painting that said
/// something (a diagnostic) isn't kept, so that copying never silences it.
struct PaintedItems {
    let canvas: CGRect
    let scale: CGFloat
    let items: [DisplayItem]
    /// Each visited view's items, and the reach it was painted with, by snapshot entry.
    let stretches: [Int: Stretch]

    struct Stretch {
        let items: Range<Int>
        let reach: CGFloat
    }
}

/// Where the views of a layout came from in the last one, for copying what they painted.
struct PaintedItemsSource {
    let previous: PaintedItems
    let replays: [SnapshotReplay]

    /// The last layout's painting of the layout `storage` replays from, if it was painted on the
    /// same canvas at the same scale.
    init?(for storage: ViewLayoutStorage, canvas: CGRect, scale: CGFloat) {
        guard !storage.replays.isEmpty, let previous = storage.previousDerived?.value(PaintedItems.self),
              previous.canvas == canvas, previous.scale == scale else { return nil }
        self.previous = previous
        self.replays = storage.replays
    }

    /// The items the view at snapshot entry `index` painted last time with `reach`, if it is
    /// inside a replayed subtree (its root only if unchanged) and was painted then.
    func items(of index: Int, reach: CGFloat) -> ArraySlice<DisplayItem>? {
        // The last replay starting at or before `index`: replays are in the order of their entries.
        let after = replays.partitioningIndex { $0.destination > index }
        guard after > 0 else { return nil }
        let replay = replays[after - 1]
        guard index < replay.destination + replay.count, index > replay.destination || replay.rootIsUnchanged,
              let stretch = previous.stretches[index - replay.destination + replay.source],
              stretch.reach == reach else { return nil }
        return previous.items[stretch.items]
    }
}
