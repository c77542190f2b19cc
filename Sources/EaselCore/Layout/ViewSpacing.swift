import Foundation

/// A collection of the spacing preferences of a view, per edge and per kind of neighbour.
///
/// Each entry is keyed by an edge and a category (nil for "any neighbour"). The distance between a
/// view and the next is the largest sum over categories both facing edges share; failing that, the
/// largest uncategorised value; failing that, the platform default of 8 (spec §2, §3.1 [R];
/// platform-constants.md §3.2 [RE]). Text publishes categories (`edgeAboveText`, …) so that the gap
/// next to text follows its font.
public struct ViewSpacing: Sendable {
    package struct Category: Hashable, Sendable {
        let rawValue: Int8
        package static let textToText = Category(rawValue: 0)
        package static let edgeAboveText = Category(rawValue: 1)
        package static let edgeBelowText = Category(rawValue: 2)
        package static let textBaseline = Category(rawValue: 3)
        package static let edgeLeftText = Category(rawValue: 4)
        package static let edgeRightText = Category(rawValue: 5)
    }

    package struct Key: Hashable, Sendable {
        package var category: Category?
        package var edge: Edge
        package init(_ category: Category?, _ edge: Edge) {
            self.category = category
            self.edge = edge
        }
    }

    /// A preference: a plain distance, or the metrics of text along that edge (two texts compute
    /// their gap from both metrics).
    package enum Value: Sendable, Equatable {
        case distance(CGFloat)
        case topTextMetrics(TextSpacingMetrics)
        case bottomTextMetrics(TextSpacingMetrics)

        /// The gap this value asks for next to `other`, or nil when the pair says nothing.
        func distance(to other: Value) -> CGFloat? {
            switch (self, other) {
            case let (.distance(a), .distance(b)): return a + b
            case let (.distance(a), _): return a
            case let (_, .distance(b)): return b
            case let (.bottomTextMetrics(upper), .topTextMetrics(lower)),
                 let (.topTextMetrics(lower), .bottomTextMetrics(upper)):
                return TextSpacingMetrics.spacing(upper: upper, lower: lower)
            default: return nil
            }
        }

        /// Orders values for `formUnion`: distances by length, and any text metrics above distances.
        func isLess(than other: Value) -> Bool {
            switch (self, other) {
            case let (.distance(a), .distance(b)): return a < b
            case (.distance, _): return true
            case (_, .distance): return false
            case let (.topTextMetrics(a), .topTextMetrics(b)), let (.bottomTextMetrics(a), .bottomTextMetrics(b)):
                return a.lineHeight < b.lineHeight
            case (.topTextMetrics, .bottomTextMetrics): return true
            case (.bottomTextMetrics, .topTextMetrics): return false
            }
        }
    }

    package struct Entry: Sendable {
        package var key: Key
        package var value: Value
        package init(_ key: Key, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    package private(set) var entries: [Entry]

    /// Whether both have the same preferences, entry for entry, in the same order.
    func hasSameEntries(as other: ViewSpacing) -> Bool {
        if isDefault && other.isDefault { return true }
        return entries.count == other.entries.count
            && zip(entries, other.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// Whether `entries` are exactly the default preferences. Most views have them, so merging and
    /// comparing defaults is answered without looking at entries; false may also mean "not known".
    package private(set) var isDefault: Bool

    package init(entries: [Entry]) {
        self.entries = entries
        self.isDefault = false
    }

    /// No preferences yet, with room for `capacity` entries: a container merging its children's
    /// preferences makes its entries in one allocation rather than growing them entry by entry.
    package init(reservingCapacity capacity: Int) {
        entries = []
        entries.reserveCapacity(capacity)
        isDefault = false
    }

    /// Default preferences: a plain view is "an edge" next to text on each side, with no plain
    /// distance of its own, so two plain views get the platform default (OpenSwiftUI `Spacing.init` [RE]).
    public init() {
        entries = ViewSpacing.defaultEntries
        isDefault = true
    }

    /// Zero on all edges, for any neighbour; SwiftUI suggests it for an empty view.
    public static let zero = ViewSpacing(entries: Edge.allCases.map { Entry(Key(nil, $0), .distance(0)) })

    /// Zero along one axis only: what a Spacer reports in a stack (spec §2 [R]).
    package static func zero(along axis: Axis) -> ViewSpacing {
        axis == .horizontal ? horizontalZero : verticalZero
    }

    private static let horizontalZero = ViewSpacing(entries: [Entry(Key(nil, .leading), .distance(0)), Entry(Key(nil, .trailing), .distance(0))])
    private static let verticalZero = ViewSpacing(entries: [Entry(Key(nil, .top), .distance(0)), Entry(Key(nil, .bottom), .distance(0))])

    private static let defaultEntries: [Entry] = [
        Entry(Key(.edgeBelowText, .top), .distance(0)),
        Entry(Key(.edgeAboveText, .bottom), .distance(0)),
        Entry(Key(.edgeRightText, .leading), .distance(0)),
        Entry(Key(.edgeLeftText, .trailing), .distance(0)),
    ]

    package subscript(key: Key) -> Value? {
        entries.first { $0.key == key }?.value
    }

    /// Merges another view's preferences on the given edges, keeping the larger value per entry.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if isDefault, other.isDefault {
            return
        }
        if entries.isEmpty, edges == .all {
            self = other
            return
        }
        isDefault = false
        for entry in other.entries where edges.contains(entry.key.edge) {
            if let index = entries.firstIndex(where: { $0.key == entry.key }) {
                if entries[index].value.isLess(than: entry.value) {
                    entries[index].value = entry.value
                }
            } else {
                entries.append(entry)
            }
        }
    }

    /// Returns these preferences merged with another's on the given edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The preferred distance from this view to the next one along `axis`: this view's trailing
    /// (or bottom) edge faces the other's leading (or top) edge.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        explicitDistance(to: next, along: axis) ?? ViewSpacing.defaultDistance
    }

    /// The platform's distance between views that state no preference (spec §2 [R][M]).
    package static let defaultDistance: CGFloat = 8

    package func explicitDistance(to next: ViewSpacing, along axis: Axis) -> CGFloat? {
        // Two plain views share no category and state no plain distance.
        if isDefault, next.isDefault { return nil }
        let fromEdge: Edge = axis == .horizontal ? .trailing : .bottom
        let toEdge: Edge = axis == .horizontal ? .leading : .top
        var best: CGFloat?
        for entry in entries where entry.key.edge == fromEdge && entry.key.category != nil {
            guard let nextValue = next[Key(entry.key.category, toEdge)],
                  let candidate = entry.value.distance(to: nextValue) else { continue }
            best = Swift.max(best ?? -.infinity, candidate)
        }
        if let best { return best }
        let from = distanceValue(self[Key(nil, fromEdge)])
        let to = distanceValue(next[Key(nil, toEdge)])
        if from == nil, to == nil { return nil }
        return Swift.max(from ?? -.infinity, to ?? -.infinity)
    }

    private func distanceValue(_ value: Value?) -> CGFloat? {
        if case let .distance(length)? = value { return length }
        return nil
    }

    /// Removes the preferences of `edges` and puts the defaults back there, as padding and frames do
    /// on the edges they change (OpenSwiftUI `Spacing.reset` [RE]).
    package mutating func reset(_ edges: Edge.Set) {
        guard !edges.isEmpty, !isDefault else { return }
        if edges == .all {
            self = ViewSpacing()
            return
        }
        entries.removeAll { edges.contains($0.key.edge) }
        entries += ViewSpacing.defaultEntries.filter { edges.contains($0.key.edge) }
    }
}

/// The vertical metrics of a line of text, as the spacing rules need them.
package struct TextSpacingMetrics: Sendable, Equatable {
    package var ascender: CGFloat
    package var descender: CGFloat
    package var leading: CGFloat
    package var pixelLength: CGFloat

    package init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, pixelLength: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.pixelLength = pixelLength
    }

    package var lineHeight: CGFloat { ascender + descender + leading }

    /// Two texts one above the other sit like consecutive lines of a paragraph: the gap is the lower
    /// text's leading, rounded up to the pixel (platform-constants.md §3.2 [RE]).
    static func spacing(upper: TextSpacingMetrics, lower: TextSpacingMetrics) -> CGFloat {
        let pixel = upper.pixelLength > 0 ? upper.pixelLength : 1
        return (lower.leading / pixel).rounded(.up) * pixel
    }
}
