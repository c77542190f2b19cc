import Easel
import Foundation
import Testing
@testable import EaselRendering

/// `HierarchicalShapeStyle` (iOS 15) named as a type: stored, passed to `foregroundStyle` and
/// `fill`, it paints the label colours `.primary` … `.quinary` paint, in either scheme.
@Suite struct HierarchicalShapeStyleTests {
    enum Vibrancy { case primary, secondary
        var value: HierarchicalShapeStyle { self == .primary ? .primary : .secondary }
    }

    func glyphPaints(_ view: some View) throws -> [Paint] {
        try ImageRenderer(content: view).displayList().items.compactMap { if case let .glyphs(run) = $0 { run.paint } else { nil } }
    }

    /// A paint's colour as 0–255 components and a percentage of opacity.
    func bytes(_ paints: [Paint]) -> [[Int]] {
        paints.map { paint in
            guard case let .color(c) = paint else { return [] }
            return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.alpha * 100).rounded())]
        }
    }

    func fills(_ view: some View) throws -> [Paint] {
        try ImageRenderer(content: view).displayList().items.compactMap { if case let .fill(_, paint, _) = $0 { paint } else { nil } }
    }

    @Test func aStoredLevelPaintsTextAsTheLevelDoes() throws {
        // secondaryLabel: (60, 60, 67) at 60 %; label: black.
        #expect(try bytes(glyphPaints(Text("Vibrant").foregroundStyle(Vibrancy.secondary.value))) == [[60, 60, 67, 60]])
        #expect(try bytes(glyphPaints(Text("Vibrant").foregroundStyle(Vibrancy.primary.value))) == [[0, 0, 0, 100]])
        // As a view's foreground style too, and the same as the colour of that name.
        #expect(try glyphPaints(VStack { Text("Vibrant") }.foregroundStyle(Vibrancy.secondary.value)) == glyphPaints(Text("Vibrant").foregroundColor(.secondary)))
        // In the dark scheme, the dark label colours: (235, 235, 245) at 60 %.
        let dark = try glyphPaints(Text("Vibrant").foregroundStyle(HierarchicalShapeStyle.secondary).environment(\.colorScheme, .dark))
        #expect(bytes(dark) == [[235, 235, 245, 60]])
    }

    @Test func everyLevelFillsAShape() throws {
        let levels: [(HierarchicalShapeStyle, [Int])] = [(.primary, [0, 0, 0, 100]), (.secondary, [60, 60, 67, 60]), (.tertiary, [60, 60, 67, 30]),
                                                         (.quaternary, [60, 60, 67, 18]), (.quinary, [60, 60, 67, 10])]
        for (level, expected) in levels {
            #expect(try bytes(fills(Rectangle().fill(level).frame(width: 10, height: 10))) == [expected], "\(level)")
        }
        // The leading-dot form picks the same type.
        let style: HierarchicalShapeStyle = .tertiary
        #expect(try fills(Rectangle().fill(.tertiary).frame(width: 10, height: 10)) == fills(Rectangle().fill(style).frame(width: 10, height: 10)))
    }
}
