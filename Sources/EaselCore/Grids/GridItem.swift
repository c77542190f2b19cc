import Foundation

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a lazy grid.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item, as large as its share of the space allows within its bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item: as many of at least `minimum` as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item: the width of a column or the height of a row.
    public var size: GridItem.Size
    /// The spacing to the next item; nil for the default spacing (8).
    public var spacing: CGFloat?
    /// The alignment of views in the item; nil for the grid's alignment.
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One column of a LazyVGrid (or row of a LazyHGrid) once its GridItem is resolved.
package struct GridTrack: Equatable {
    package var length: CGFloat
    package var spacingAfter: CGFloat
    package var alignment: Alignment?

    package init(length: CGFloat, spacingAfter: CGFloat, alignment: Alignment?) {
        self.length = length
        self.spacingAfter = spacingAfter
        self.alignment = alignment
    }
}

extension GridItem {
    /// The gap between tracks when an item gives no spacing (mo4tech, "Predict LazyVGrid layout:
    /// flexible", https://www.mo4tech.com/predict-lazyvgrid-layout-flexible-article.html [M]).
    package static let defaultSpacing: CGFloat = 8

    /// The tracks `items` give in `available` points (nil: each takes its ideal/minimum).
    ///
    /// Fixed items take their size. What remains of `available` after them and the gaps is shared
    /// in order among the others: each takes remaining ÷ (items left), a flexible item clamped to
    /// its bounds, an adaptive item as many tracks of its minimum as that share holds (at least
    /// one), each (share − gaps) ÷ count clamped to its bounds; the rest passes on. SwiftUI runs
    /// this twice, the second time in the total width the first run came to (mo4tech, "Predict
    /// LazyVGrid layout" parts 1 and 2 [M]; objc.io, "SwiftUI's Grid Views", 2020 [M]). The last
    /// track's `spacingAfter` is 0. Nonsense sizes (NaN, negative) count as 0, an inverted range as
    /// its minimum; without a finite `available` every item takes its ideal length.
    package static func tracks(for items: [GridItem], in available: CGFloat?) -> [GridTrack] {
        let items = items.map(ResolvedGridItem.init)
        guard let available, available.isFinite else {
            return flatten(items, lengths: items.map { [$0.idealLength] })
        }
        let first = share(max(available, 0), among: items)
        let second = share(totalLength(first, items: items), among: items)
        return flatten(items, lengths: second)
    }

    /// One run of the sharing: the lengths of each item's tracks.
    private static func share(_ available: CGFloat, among items: [ResolvedGridItem]) -> [[CGFloat]] {
        var remaining = available
        for (offset, item) in items.enumerated() {
            if case let .fixed(length) = item.kind { remaining -= length }
            if offset < items.count - 1 { remaining -= item.spacing }
        }
        var left = CGFloat(items.filter(\.isShared).count)
        return items.map { item in
            guard item.isShared else { return [item.idealLength] }
            let portion = remaining / left
            let lengths = item.tracks(in: portion)
            remaining -= lengths.reduce(0, +) + CGFloat(lengths.count - 1) * item.spacing
            left -= 1
            return lengths
        }
    }

    private static func totalLength(_ lengths: [[CGFloat]], items: [ResolvedGridItem]) -> CGFloat {
        var total: CGFloat = 0
        for (offset, item) in items.enumerated() {
            let tracks = lengths[offset]
            total += tracks.reduce(0, +) + CGFloat(tracks.count - 1) * item.spacing
            if offset < items.count - 1 { total += item.spacing }
        }
        return total
    }

    private static func flatten(_ items: [ResolvedGridItem], lengths: [[CGFloat]]) -> [GridTrack] {
        var tracks: [GridTrack] = []
        for (offset, item) in items.enumerated() {
            for length in lengths[offset] {
                tracks.append(GridTrack(length: length, spacingAfter: item.spacing, alignment: item.alignment))
            }
        }
        if !tracks.isEmpty {
            tracks[tracks.count - 1].spacingAfter = 0
        }
        return tracks
    }
}

/// A grid item with its nonsense values replaced.
private struct ResolvedGridItem {
    enum Kind {
        case fixed(CGFloat)
        case flexible(ClosedRange<CGFloat>)
        case adaptive(ClosedRange<CGFloat>)
    }

    let kind: Kind
    let spacing: CGFloat
    let alignment: Alignment?

    /// An adaptive item never makes more tracks than this, however small its minimum.
    static let maximumAdaptiveTracks: CGFloat = 1000

    init(_ item: GridItem) {
        switch item.size {
        case let .fixed(length): kind = .fixed(validLength(length))
        case let .flexible(minimum, maximum): kind = .flexible(validRange(minimum, maximum))
        case let .adaptive(minimum, maximum): kind = .adaptive(validRange(minimum, maximum))
        }
        spacing = item.spacing.flatMap { $0.isFinite ? $0 : nil } ?? GridItem.defaultSpacing
        alignment = item.alignment
    }

    var isShared: Bool {
        if case .fixed = kind { return false }
        return true
    }

    /// The length with no space to share: the fixed length, or the minimum (one adaptive track).
    var idealLength: CGFloat {
        switch kind {
        case let .fixed(length): return length
        case let .flexible(range), let .adaptive(range): return range.lowerBound
        }
    }

    /// The tracks the item makes in its share of the space.
    func tracks(in portion: CGFloat) -> [CGFloat] {
        switch kind {
        case let .fixed(length):
            return [length]
        case let .flexible(range):
            return [clamp(portion, range)]
        case let .adaptive(range):
            let fitting = ((portion + spacing) / (range.lowerBound + spacing)).rounded(.down)
            let count = fitting.isNaN ? 1 : min(max(fitting, 1), ResolvedGridItem.maximumAdaptiveTracks)
            let length = clamp((portion - (count - 1) * spacing) / count, range)
            return Array(repeating: length, count: Int(count))
        }
    }
}

private func validLength(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : max(value, 0)
}

private func validRange(_ minimum: CGFloat, _ maximum: CGFloat) -> ClosedRange<CGFloat> {
    let lower = validLength(minimum.isInfinite ? 0 : minimum)
    let upper = maximum.isNaN ? .infinity : max(maximum, lower)
    return lower...upper
}

private func clamp(_ value: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
    value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
}
