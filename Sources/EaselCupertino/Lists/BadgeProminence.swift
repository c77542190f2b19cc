import EaselCore
import Foundation

/// How prominently a list row's badge is drawn (Apple, `BadgeProminence`, iOS 17): `standard` in
/// the secondary label colour, `decreased` in the tertiary one (the chevron's grey), `increased` in white on a red
/// capsule (the looks of Apple's Mail and Reminders rows; sizes read off screenshots [I]).
public struct BadgeProminence: Hashable, Sendable {
    enum Level: Hashable, Sendable { case decreased, standard, increased }
    let level: Level

    public static let decreased = BadgeProminence(level: .decreased)
    public static let standard = BadgeProminence(level: .standard)
    public static let increased = BadgeProminence(level: .increased)
}

private struct BadgeProminenceEnvironmentKey: EnvironmentKey {
    static let defaultValue = BadgeProminence.standard
}

/// A row's own prominence, which wins over the one its list is given.
struct BadgeProminenceKey: ContainerValueKey {
    static var defaultValue: BadgeProminence? { nil }
}

extension EnvironmentValues {
    /// The prominence of the badges of list rows inside (Apple, `badgeProminence`).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceEnvironmentKey.self] }
        set { self[BadgeProminenceEnvironmentKey.self] = newValue }
    }
}

extension ContainerValues {
    var badgeProminence: BadgeProminence? {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How prominently the badges of this row, or of the rows inside, are drawn (Apple,
    /// `badgeProminence(_:)`).
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence).containerValue(\.badgeProminence, prominence)
    }
}

/// A list row's badge, drawn as its prominence says.
nonisolated struct ListRowBadge: View {
    let badge: Text
    let prominence: BadgeProminence

    var body: some View {
        switch prominence.level {
        case .standard:
            badge.foregroundStyle(ListMetrics.secondaryLabel)
        case .decreased:
            badge.foregroundStyle(ListMetrics.chevron)
        case .increased:
            badge.font(.subheadline.weight(.semibold))
                .foregroundStyle(Color.white)
                .padding(.horizontal, 7)
                .frame(minWidth: 22, minHeight: 22)
                .background(Capsule().fill(Color.red))
        }
    }
}
