import EaselCore
import Foundation

/// Where a view and everything inside it may draw, at most, in canvas coordinates: the frames of
/// its leaves, grown by what their drawing may spill (a stroke's width, a shape style's shadows,
/// a text's glyphs beyond its line boxes) and by what the layers around them spread (a shadow, a
/// blur; a transform may move them anywhere).
///
/// A long eager screen (a scroll view of a thousand rows) places every row but shows a few; a
/// subtree whose ink can't reach the canvas draws nothing there, so the display list leaves it
/// out, and no pixel changes. A canvas view draws where its commands say: anywhere.
struct InkBounds: Sendable {
    var minX, minY, maxX, maxY: CGFloat

    static let nowhere = InkBounds(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
    static let anywhere = InkBounds(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

    /// `frame` grown by `margin` on every side; anywhere if either isn't a number.
    init(_ frame: CGRect, margin: CGFloat) {
        guard !frame.minX.isNaN, !frame.minY.isNaN, !frame.maxX.isNaN, !frame.maxY.isNaN, !margin.isNaN else {
            self = .anywhere
            return
        }
        self.init(minX: frame.minX - margin, minY: frame.minY - margin, maxX: frame.maxX + margin, maxY: frame.maxY + margin)
    }

    init(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    // Plain comparisons, not `CGRect` arithmetic: Foundation's traps on extreme lengths.
    mutating func formUnion(_ other: InkBounds) {
        minX = Swift.min(minX, other.minX)
        minY = Swift.min(minY, other.minY)
        maxX = Swift.max(maxX, other.maxX)
        maxY = Swift.max(maxY, other.maxY)
    }

    func grown(by length: CGFloat) -> InkBounds {
        guard length > 0 else { return self }
        guard length.isFinite else { return minX <= maxX ? .anywhere : self }
        return InkBounds(minX: minX - length, minY: minY - length, maxX: maxX + length, maxY: maxY + length)
    }

    func intersects(_ rect: CGRect) -> Bool {
        maxX > rect.minX && minX < rect.maxX && maxY > rect.minY && minY < rect.maxY
    }

    /// The ink of every subtree of `storage`, by entry, in the canvas shifted by `shift`: kept
    /// with the layout, and copied from the host's last layout for the subtrees placed there as
    /// here (`ViewLayoutStorage.replays`).
    static func ofSubtrees(in storage: ViewLayoutStorage, shift: CGPoint) -> [InkBounds] {
        if let known = storage.derived.value(InkCache.self), known.shift == shift {
            return known.inks
        }
        var previous = storage.previousDerived?.value(InkCache.self)
        if previous?.shift != shift { previous = nil }
        let inks = ofSubtrees(in: storage, shift: shift, copying: previous.map { ($0.inks, storage.replays) } ?? ([], []))
        storage.derived.store(InkCache(shift: shift, inks: inks))
        return inks
    }

    /// One pass from the last entry to the first, each view's children being done before it. Inside
    /// each of `copying`'s replays, the inks are copied from the last layout's: the same views in
    /// the same frames, drawing the same. The root of a replayed subtree is copied too when it is
    /// unchanged (`SnapshotReplay.rootIsUnchanged`), and worked out again otherwise, as the
    /// modifiers around it may have changed its effects.
    private static func ofSubtrees(in storage: ViewLayoutStorage, shift: CGPoint, copying: (inks: [InkBounds], replays: [SnapshotReplay])) -> [InkBounds] {
        let entries = storage.entries
        var inks = [InkBounds](repeating: .nowhere, count: entries.count)
        // The union of the ink of the children met so far, by depth.
        var children: [InkBounds] = []
        // The replays not met yet are those up to this one.
        var nextReplay = copying.replays.count - 1
        var index = entries.count - 1
        while index >= 0 {
            let entry = entries[index]
            let depth = entry.depth
            while children.count <= depth + 1 { children.append(.nowhere) }
            if nextReplay >= 0, copying.replays[nextReplay].destination + copying.replays[nextReplay].count - 1 == index {
                let replay = copying.replays[nextReplay]
                nextReplay -= 1
                let root = replay.destination
                if replay.source + replay.count <= copying.inks.count, replay.rootIsUnchanged || replay.count > 1 {
                    // The subtree inside the replayed root is copied, with the root if it is
                    // unchanged; if not, its children are counted for it, worked out next.
                    let copiedFrom = replay.rootIsUnchanged ? 0 : 1
                    // As a block of memory: inks are plain values.
                    inks.withUnsafeMutableBufferPointer { inks in
                        copying.inks.withUnsafeBufferPointer { previous in
                            (inks.baseAddress! + root + copiedFrom).update(from: previous.baseAddress! + replay.source + copiedFrom, count: replay.count - copiedFrom)
                        }
                    }
                    if replay.rootIsUnchanged {
                        // The roots side by side (one, unless views were spliced in beside them).
                        var copiedRoot = root
                        while copiedRoot < root + replay.count {
                            children[entries[copiedRoot].depth].formUnion(inks[copiedRoot])
                            copiedRoot = entries[copiedRoot].subtreeEnd
                        }
                        index = root - 1
                        continue
                    }
                    let childDepth = entries[root].depth + 1
                    while children.count <= childDepth { children.append(.nowhere) }
                    var child = root + 1
                    while child < root + replay.count {
                        children[childDepth].formUnion(inks[child])
                        child = entries[child].subtreeEnd
                    }
                    index = root
                    continue
                }
            }
            var ink = children[depth + 1]
            children[depth + 1] = .nowhere
            entry.withNode { node in
                let effects = node.effects
                if effects.contains(where: { if case .hidden = $0 { true } else { false } }) {
                    ink = .nowhere
                } else {
                    if let leaf = node as? LeafNode, !leaf.drawsNothing {
                        let frame = entry.frame.offsetBy(dx: shift.x, dy: shift.y)
                        // A point of room for snapping frames to pixels.
                        ink.formUnion(spill(of: leaf, frame: frame).map { InkBounds(frame, margin: $0 + 1) } ?? .anywhere)
                    }
                    ink = ink.grown(by: reach(of: effects))
                }
            }
            inks[index] = ink
            children[depth].formUnion(ink)
            index -= 1
        }
        return inks
    }

    /// How far outside their views' frames the drawing inside may be moved or spread by `effects`:
    /// a blur and a shadow by three radii (a Gaussian's reach, with room) and the shadow's offset,
    /// an offset by its length; a rotation, scale or projection anywhere. Clips, opacity, filters
    /// and blending only take away.
    static func reach(of effects: [RenderEffect]) -> CGFloat {
        var reach: CGFloat = 0
        for effect in effects {
            switch effect {
            case let .shadow(_, radius, offset): reach += 3 * abs(radius) + abs(offset.width) + abs(offset.height)
            case let .blur(radius): reach += 3 * abs(radius)
            case let .translation(offset): reach += abs(offset.width) + abs(offset.height)
            case .rotation, .scale, .projection: return .infinity
            default: break
            }
        }
        return reach.isNaN ? .infinity : reach
    }

    /// How far a leaf's drawing may spill out of its frame, or nil if anywhere (a canvas, whose
    /// drawing is the user's): 64 points of room for all, and a stroke's width (its miter too), a shape style's shadows, a text's line
    /// (glyphs reach above and below their line boxes by less than a line).
    static func spill(of leaf: LeafNode, frame: CGRect) -> CGFloat? {
        var margin: CGFloat = 64
        switch leaf.ink {
        case let .shape(paint):
            let style: AnyShapeStyle
            switch paint {
            case let .fill(fill, _):
                style = fill
            case let .stroke(stroke, strokeStyle):
                style = stroke
                margin += abs(strokeStyle.lineWidth) * (1 + abs(strokeStyle.miterLimit))
            }
            for shadow in style.shadows {
                margin += 3 * abs(shadow.radius) + abs(shadow.offset.width) + abs(shadow.offset.height)
            }
        case .text:
            margin += abs(frame.height)
        case .image:
            break
        case .anywhere:
            return nil
        }
        return margin.isFinite ? margin : nil
    }
}

/// The inks of a layout's subtrees, kept with it (`LayoutDerivedValues`).
struct InkCache: Sendable {
    let shift: CGPoint
    let inks: [InkBounds]
}
