import Testing
import Foundation
@testable import EaselCore

// Shared helpers for the layout tests.
//
// Every expected frame in this suite is derived by hand from the rules in
// /work/shared/reference/swiftui-layout-spec.md (cited as §n.n); none is copied from engine output.
// The default canvas is an iPhone-sized 390×844 at scale 3; the root view is proposed the
// canvas size and centred in it (§1.4), so most derivations start with
// root.x = (390 - w) / 2 and root.y = (844 - h) / 2.

/// The default canvas: 390×844 points.
let phone = CGSize(width: 390, height: 844)

/// Lays `view` out in a canvas (390×844 unless given).
func lay<V: View>(_ view: V, _ width: CGFloat = 390, _ height: CGFloat = 844, scale: CGFloat = 3, contentOffset: CGPoint = .zero) -> ViewLayout {
    ViewLayout(of: view, in: CGSize(width: width, height: height), scale: scale, contentOffset: contentOffset)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat) -> Bool {
    if a.isNaN || b.isNaN { return false }
    if a.isInfinite || b.isInfinite { return a == b }
    return abs(a - b) <= tolerance
}

private func show(_ r: CGRect) -> String {
    func f(_ v: CGFloat) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v < 0 ? "-inf" : "inf" }
        let rounded = (v * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(Double(rounded))
    }
    // origin and size as stored (not standardized), so negative sizes show up as such
    return "(x: \(f(r.origin.x)), y: \(f(r.origin.y)), w: \(f(r.size.width)), h: \(f(r.size.height)))"
}

/// Asserts two rectangles are equal component by component within `tolerance` (1e-6 by default).
func expectRect(
    _ actual: CGRect?, _ expected: CGRect, _ label: String = "",
    tolerance: CGFloat = 1e-6, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("\(label): no such view; expected \(show(expected))", sourceLocation: sourceLocation)
        return
    }
    let ok = close(actual.origin.x, expected.origin.x, tolerance)
        && close(actual.origin.y, expected.origin.y, tolerance)
        && close(actual.size.width, expected.size.width, tolerance)
        && close(actual.size.height, expected.size.height, tolerance)
    #expect(ok, "\(label): expected \(show(expected)), got \(show(actual))", sourceLocation: sourceLocation)
}

/// Asserts the frame of the view tagged `.id(id)`.
func expectFrame(
    _ layout: ViewLayout, _ id: String, _ expected: CGRect,
    tolerance: CGFloat = 1e-6, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectRect(layout.frame(id: id), expected, "frame(id: \"\(id)\")", tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Asserts a size within 1e-6.
func expectSize(_ actual: CGSize?, _ expected: CGSize, _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(label): no size; expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    let ok = close(actual.width, expected.width, 1e-6) && close(actual.height, expected.height, 1e-6)
    #expect(ok, "\(label): expected \(expected.width)×\(expected.height), got \(actual.width)×\(actual.height)", sourceLocation: sourceLocation)
}

/// True when some diagnostic contains `text`.
func hasDiagnostic(_ layout: ViewLayout, _ text: String) -> Bool {
    layout.diagnostics.contains { $0.contains(text) }
}

/// A box that a GeometryReader closure or a custom Layout writes into, so a test can read what
/// the engine handed it. Single-threaded use only (the layout runs synchronously).
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
