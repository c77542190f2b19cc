import EaselCore
import Foundation

/// Where a scrolling chart comes to rest (Apple, `ChartScrollTargetBehavior`, iOS 17).
public struct ChartScrollTargetBehavior: Sendable {
    public static let paging = ChartScrollTargetBehavior()

    /// Rests on values `unit` apart.
    public static func valueAligned<P: Plottable & Numeric>(unit: P, majorAlignment: MajorValueAlignment? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ChartScrollTargetBehavior {
        ChartScrollTargetBehavior()
    }

    /// Rests on dates matching `components`.
    public static func valueAligned(matching components: DateComponents, majorAlignment: MajorValueAlignment? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ChartScrollTargetBehavior {
        ChartScrollTargetBehavior()
    }
}

/// Where a value-aligned scroll makes its larger steps (Apple, `MajorValueAlignment`).
public struct MajorValueAlignment: Sendable {
    public static let page = MajorValueAlignment()
    public static func matching(_ components: DateComponents) -> MajorValueAlignment { MajorValueAlignment() }
    public static func unit<P: Plottable & Numeric>(_ unit: P) -> MajorValueAlignment { MajorValueAlignment() }
}

/// How far past the domain's ends a value-aligned scroll may rest (Apple, `ValueAlignedLimitBehavior`).
public struct ValueAlignedLimitBehavior: Sendable {
    public static let automatic = ValueAlignedLimitBehavior()
    public static let always = ValueAlignedLimitBehavior()
    public static let never = ValueAlignedLimitBehavior()
}
