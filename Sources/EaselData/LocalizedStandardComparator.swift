import Foundation

/// `strings.sort(using: .localizedStandard)`: Apple's Foundation offers the comparator Finder sorts
/// with as `String.StandardComparator.localizedStandard`; Linux's has only `.lexical`, and no way to
/// make one with options, so a file sorting a chart's categories that way didn't compile. This one
/// compares with Linux Foundation's `localizedStandardCompare(_:)` (numbers by value, ignoring case
/// and diacritics, as Apple's), so "A2" sorts before "a10".
public struct LocalizedStandardComparator: SortComparator, Hashable, Sendable {
    public var order: SortOrder

    public init(order: SortOrder = .forward) {
        self.order = order
    }

    public func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let result = lhs.localizedStandardCompare(rhs)
        guard order == .reverse else { return result }
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}

extension SortComparator where Self == LocalizedStandardComparator {
    /// Finder's order (Apple, `localizedStandard`).
    public static var localizedStandard: LocalizedStandardComparator { LocalizedStandardComparator() }
}
