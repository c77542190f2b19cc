import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// A gauge takes the tint set around it, a colour or (iOS 16's `tint(_:)` with a style) a
/// gradient, which runs along its ring or track.
@Suite struct GaugeTintTests {
    func paints(_ view: some View) throws -> [Paint] {
        try ImageRenderer(content: view).displayList().items.compactMap { item in
            switch item {
            case let .fill(_, paint, _), let .stroke(_, paint, _): paint
            default: nil
            }
        }
    }

    @Test func aColourTintFillsTheTrack() throws {
        let drawn = try paints(Gauge(value: 0.25) { Text("Battery") }.tint(.green).frame(width: 200))
        // The track (#767680 at 12 %) and then the fill in systemGreen (52, 199, 89).
        #expect(drawn.last == .color(rgba(52, 199, 89)))
    }

    @Test func aGradientTintRunsAlongTheCircularRing() throws {
        let gradient = Gradient(colors: [.pink, .red, .orange])
        let gauge = Gauge(value: 60, in: 0...100) {} currentValueLabel: { Text("60%") }
            .gaugeStyle(.accessoryCircular)
            .tint(gradient)
        let drawn = try paints(gauge)
        let ring = drawn.compactMap { paint -> [GradientStop]? in
            if case let .angularGradient(stops, _, _, _) = paint { return stops }
            return nil
        }
        #expect(ring.count == 1)
        // systemPink (255, 45, 85) first, systemOrange (255, 149, 0) last.
        #expect(ring.first?.first?.color == rgba(255, 45, 85))
        #expect(ring.first?.last?.color == rgba(255, 149, 0))
        // The marker is white on the gradient.
        #expect(drawn.contains(.color(RGBA(red: 1, green: 1, blue: 1, alpha: 1))))
        let layout = ViewLayout(of: gauge, in: CGSize(width: 100, height: 100))
        #expect(layout.diagnostics.contains { $0.hasPrefix("tint(") && $0.contains("first colour") })
    }

    @Test func aGradientTintSpansTheLinearTrack() throws {
        let drawn = try paints(Gauge(value: 0.5) { Text("Load") }.tint(Gradient(colors: [.green, .red])).frame(width: 200))
        let fills = drawn.compactMap { paint -> (CGPoint, CGPoint)? in
            if case let .linearGradient(_, start, end) = paint { return (start, end) }
            return nil
        }
        // Leading to trailing across the whole 200-point track, masked to its first half.
        #expect(fills.count == 1)
        #expect(fills.first.map { abs($0.1.x - $0.0.x - 200) < 0.001 && $0.0.y == $0.1.y } == true)
    }

    @Test func theTintStyleIsTheGradient() throws {
        let drawn = try paints(Rectangle().fill(.tint).tint(LinearGradient(colors: [.blue, .green], startPoint: .leading, endPoint: .trailing)).frame(width: 10, height: 10))
        #expect(drawn.count == 1)
        if case .linearGradient = drawn.first {} else { Issue.record("\(drawn)") }
    }
}

/// A colour as Easel stores it (components as `Float`), from bytes.
private func rgba(_ red: Int, _ green: Int, _ blue: Int) -> RGBA {
    RGBA(red: Double(Float(red) / 255), green: Double(Float(green) / 255), blue: Double(Float(blue) / 255), alpha: 1)
}
