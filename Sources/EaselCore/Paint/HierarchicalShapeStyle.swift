import Foundation

/// A level of the foreground's hierarchy (Apple, `HierarchicalShapeStyle`, iOS 15; `quinary`
/// iOS 16): what `.primary`, `.secondary`, `.tertiary`, `.quaternary` and `.quinary` are as shape
/// styles, a type an app can name and store. Each level paints the label colour of its level:
/// UIKit's `label`, `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel` (Apple's published
/// values) and, for the fifth, Easel's choice [I] (`ShapeStyle.quinary` on Color).
///
/// SwiftUI draws these levels from the current foreground style (a `.secondary` inside
/// `.foregroundStyle(.blue)` is a paler blue); Easel draws the label colours whatever the
/// foreground, as it has always drawn `.primary` and `.secondary`.
public struct HierarchicalShapeStyle: ResolvableShapeStyle, Hashable {
    /// 0 for the primary level, up to 4 for the quinary.
    let level: Int

    /// The first level: the primary label colour.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level: the secondary label colour.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level: the tertiary label colour.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level: the quaternary label colour.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level (iOS 16).
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The colour this level paints with.
    var color: Color {
        switch level {
        case 0: .primary
        case 1: .secondary
        case 2: .system("tertiary", 60, 60, 67, 0.3)
        case 3: .system("quaternary", 60, 60, 67, 0.18)
        // Not published: the fourth level's colour at 10 % [I].
        default: .system("quinary", 60, 60, 67, 0.1)
        }
    }

    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        color.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground's hierarchy.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    /// The second level of the foreground's hierarchy.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    /// The third level of the foreground's hierarchy.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    /// The fourth level of the foreground's hierarchy.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
    /// The fifth level of the foreground's hierarchy.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle.quinary }
}
