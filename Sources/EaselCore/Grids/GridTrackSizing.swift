import Foundation

/// A cell as it sizes a column or a row: its proposal across the track, and the guide it is
/// aligned on (nil when `gridCellAnchor` places it).
struct GridTrackMember {
    let subview: LayoutSubview
    let across: CGFloat?
    let guide: AlignmentKey?
}

/// Sizes the columns (or rows) of a grid along `axis`, each as long as its cells need.
struct GridTrackSizing {
    let axis: Axis

    /// The length a track needs for an offer: the span of its cells aligned on their guide, or the
    /// longest anchored cell; 0 for a track no cell sizes (spec §22 [I]: each column as wide as
    /// its widest cell, each row as tall as its tallest).
    func extent(of members: [GridTrackMember], offer: CGFloat?) -> CGFloat {
        var lower = CGFloat.infinity
        var upper = -CGFloat.infinity
        var anchored: CGFloat = 0
        for member in members {
            let proposal = ProposedViewSize(major: offer, minor: member.across, axis: axis)
            guard let guide = member.guide else {
                anchored = max(anchored, member.subview.sizeThatFits(proposal)[axis])
                continue
            }
            let dimensions = member.subview.dimensions(in: proposal)
            let value = dimensions[guide]
            lower = min(lower, -value)
            upper = max(upper, dimensions.size[axis] - value)
        }
        return max(upper - lower, anchored, 0)
    }

    /// The tracks' lengths for `proposal` (the grid's length less nothing: `gaps` is subtracted here).
    ///
    /// With a concrete length the tracks share it as an HStack's children do (spec §3.3 [R][M]):
    /// probed at 0 and ∞, the least flexible first, each offered what remains ÷ the tracks left.
    /// Unspecified, 0 or ∞, every track is offered that as is (§3.4). Apple says only that a grid
    /// behaves "something like a collection of HStack instances wrapped in a VStack" (§22 [A]); the
    /// sharing is our choice, so that flexible cells divide a grid the way they divide a stack.
    func lengths(of tracks: [[GridTrackMember]], proposal: CGFloat?, gaps: CGFloat) -> [CGFloat] {
        guard let proposal, proposal.isFinite, proposal > 0 else {
            return tracks.map { extent(of: $0, offer: proposal) }
        }
        var flexibility = [CGFloat](repeating: 0, count: tracks.count)
        if tracks.count > 1 {
            for (index, members) in tracks.enumerated() where !members.isEmpty {
                let range = extent(of: members, offer: .infinity) - extent(of: members, offer: 0)
                flexibility[index] = range.isNaN ? .infinity : range
            }
        }
        let order = tracks.indices.sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        var lengths = [CGFloat](repeating: 0, count: tracks.count)
        var remaining = proposal - gaps
        var left = CGFloat(tracks.count)
        for index in order {
            lengths[index] = extent(of: tracks[index], offer: max(remaining / left, 0))
            remaining -= lengths[index]
            left -= 1
        }
        return lengths
    }

    /// Where the members of one alignment group go along `axis` in a track of `length`: their
    /// guides on one line, the group placed in the track as the guide places a view in a frame
    /// (leading/top at the start, centre in the middle, trailing/bottom at the end).
    static func offsets(sizes: [CGFloat], guides: [CGFloat], key: AlignmentKey, in length: CGFloat) -> [CGFloat] {
        guard !sizes.isEmpty else { return [] }
        let lower = zip(sizes, guides).map { -$0.1 }.min() ?? 0
        let upper = zip(sizes, guides).map { $0.0 - $0.1 }.max() ?? 0
        let unit = key.defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 1)))
        let fraction = unit.isNaN ? 0 : min(max(unit, 0), 1)
        let start = (length - (upper - lower)) * fraction
        return guides.map { start - $0 - lower }
    }
}
