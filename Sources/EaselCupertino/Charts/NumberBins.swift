import Foundation

/// The range of values one bin of a chart holds (Apple, `ChartBinRange`): every bin but the last
/// leaves out its upper bound; the last holds it.
public struct ChartBinRange<Bound: Comparable>: Hashable where Bound: Hashable {
    public let lowerBound: Bound
    public let upperBound: Bound
    /// Whether the upper bound is in the bin (the last bin's is).
    let isClosed: Bool

    public func contains(_ value: Bound) -> Bool {
        value >= lowerBound && (isClosed ? value <= upperBound : value < upperBound)
    }
}

/// Bins of numbers for a histogram (Apple, `NumberBins`), made from their thresholds: N
/// thresholds make N − 1 bins. The forms that choose a bin count from the data
/// (`desiredCount:`) aren't offered: Apple doesn't document how they choose, so a file using them
/// doesn't compile rather than get other bins.
public struct NumberBins<Value: Comparable & Numeric & Hashable>: RandomAccessCollection {
    /// The bounds around the bins, in ascending order.
    public let thresholds: [Value]

    /// N − 1 bins between the N `thresholds` (sorted here).
    public init(thresholds: [Value]) {
        self.thresholds = thresholds.sorted()
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }

    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1], isClosed: position == endIndex - 1)
    }

    /// The index of the bin holding `value`: values below the first bin are counted in it, above
    /// the last in the last, as Apple's returns an index in range.
    public func index(for value: Value) -> Int {
        guard endIndex > 0 else { return 0 }
        // The first threshold above the value ends its bin.
        var low = 1, high = thresholds.count - 1
        while low < high {
            let middle = (low + high) / 2
            if value < thresholds[middle] { high = middle } else { low = middle + 1 }
        }
        return Swift.min(Swift.max(0, low - 1), endIndex - 1)
    }
}

extension NumberBins where Value: BinaryFloatingPoint {
    /// `count` bins of equal size from the range's lower bound to its upper bound.
    public init(range: ClosedRange<Value>, count: Int) {
        let count = Swift.max(1, count)
        let size = (range.upperBound - range.lowerBound) / Value(count)
        self.init(thresholds: (0...count).map { $0 == count ? range.upperBound : range.lowerBound + size * Value($0) })
    }

    /// Bins `size` wide from the range's lower bound until one holds its upper bound.
    public init(size: Value, range: ClosedRange<Value>) {
        guard size > 0, size.isFinite, range.lowerBound.isFinite, range.upperBound.isFinite else {
            self.init(thresholds: [range.lowerBound, range.upperBound])
            return
        }
        var thresholds = [range.lowerBound]
        while let last = thresholds.last, last < range.upperBound, thresholds.count < 10_000 {
            thresholds.append(range.lowerBound + size * Value(thresholds.count))
        }
        if thresholds.count == 1 { thresholds.append(range.lowerBound + size) }
        self.init(thresholds: thresholds)
    }
}

extension NumberBins where Value: BinaryInteger {
    /// `count` bins of equal size over the range (its length is expected to be a multiple of
    /// `count`, as Apple's says).
    public init(range: ClosedRange<Value>, count: Int) {
        let count = Swift.max(1, count)
        let size = Swift.max(1, (range.upperBound - range.lowerBound) / Value(count))
        self.init(thresholds: (0...count).map { range.lowerBound + size * Value($0) })
    }

    /// Bins `size` wide from the range's lower bound until one holds its upper bound.
    public init(size: Value, range: ClosedRange<Value>) {
        let size = Swift.max(1, size)
        var thresholds = [range.lowerBound]
        while let last = thresholds.last, last < range.upperBound, thresholds.count < 10_000 {
            thresholds.append(last + size)
        }
        if thresholds.count == 1 { thresholds.append(range.lowerBound + size) }
        self.init(thresholds: thresholds)
    }
}
