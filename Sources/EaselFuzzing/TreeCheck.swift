import Easel
import Foundation

/// What a random tree must always do, whatever its values:
/// - every frame finite, with no negative size, in both canvases;
/// - the same frames when laid out again from scratch;
/// - after `relayout(in:)` to the other canvas, the frames a fresh layout there gives, and after
///   a relayout back, the first frames;
/// - PNG, SVG and PDF drawn without a crash, or a `RenderError` saying why not (a canvas with no
///   area, or larger than a page or a raster can be);
/// - all of it within `timeLimit`.
public enum TreeCheck {
    /// What went wrong with a tree: a kind (what shrinking keeps failing) and what was seen.
    public struct Failure: Codable, Sendable, Equatable, CustomStringConvertible {
        public enum Kind: String, Codable, Sendable {
            case nonFiniteFrame, nondeterministic, relayoutMismatch, drawingFailed, slow, crashed, hung
        }
        public var kind: Kind
        public var message: String

        public init(kind: Kind, message: String) {
            self.kind = kind
            self.message = message
        }

        public var description: String { "\(kind.rawValue): \(message)" }
    }

    /// The longest a tree may take for all its checks.
    public static let timeLimit: TimeInterval = 10
    /// Pictures are drawn at most this many pixels a side, so that canvases of any size are drawn.
    static let pictureSide: CGFloat = 256

    /// The failures of a sample; empty when it passes.
    public static func failures(of sample: RandomTreeSample, drawing: Bool = true) -> [Failure] {
        let insets = sample.safeAreaInsets.flatMap { values in
            values.count == 4 ? EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3]) : nil
        }
        return failures(of: sample.tree.view, in: sample.canvas, then: sample.otherCanvas, safeAreaInsets: insets, drawing: drawing)
    }

    /// The failures of any view laid out in `canvas`, then in `otherCanvas` and back; with
    /// `safeAreaInsets`, the canvases are a device's screen with that safe area.
    public static func failures<V: View>(of view: V, in canvas: CGSize, then otherCanvas: CGSize, safeAreaInsets: EdgeInsets? = nil, drawing: Bool = true) -> [Failure] {
        let start = Date()
        var failures: [Failure] = []
        let sample = (canvas: canvas, otherCanvas: otherCanvas)
        func layout(in size: CGSize) -> ViewLayout {
            guard let safeAreaInsets else { return ViewLayout(of: view, in: size) }
            return ViewLayout(of: view, on: Device(name: "Fuzzed", idiom: .phone, screenSize: size, scale: 3, safeAreaInsets: safeAreaInsets))
        }
        let first = layout(in: sample.canvas)
        let firstFrames = frames(of: first)
        failures += nonFinite(firstFrames, in: sample.canvas)
        if frames(of: layout(in: sample.canvas)) != firstFrames {
            failures.append(Failure(kind: .nondeterministic, message: "laid out twice in \(describe(sample.canvas)), the frames differ"))
        }
        let there = first.relayout(in: sample.otherCanvas)
        let thereFrames = frames(of: there)
        failures += nonFinite(thereFrames, in: sample.otherCanvas)
        let fresh = frames(of: layout(in: sample.otherCanvas))
        if let difference = firstDifference(thereFrames, fresh) {
            failures.append(Failure(kind: .relayoutMismatch, message: "relaid out in \(describe(sample.otherCanvas)): \(difference) (relayout, then fresh layout)"))
        }
        let back = there.relayout(in: sample.canvas)
        if let difference = firstDifference(frames(of: back), firstFrames) {
            failures.append(Failure(kind: .relayoutMismatch, message: "relaid out in \(describe(sample.otherCanvas)) and back in \(describe(sample.canvas)): \(difference) (relayout, then first layout)"))
        }
        if drawing {
            failures += drawingFailures(first)
        }
        let elapsed = Date().timeIntervalSince(start)
        if elapsed > timeLimit {
            failures.append(Failure(kind: .slow, message: "took \(Int(elapsed)) s, more than \(Int(timeLimit)) s"))
        }
        return failures
    }

    /// A view's name and frame.
    struct PlacedView: Equatable {
        var name: String
        var frame: CGRect

        static func == (lhs: PlacedView, rhs: PlacedView) -> Bool {
            // Bit for bit, so that NaN differs from everything and -0 from 0 doesn't matter.
            lhs.name == rhs.name && lhs.frame.origin.x.bitPattern == rhs.frame.origin.x.bitPattern
                && lhs.frame.origin.y.bitPattern == rhs.frame.origin.y.bitPattern
                && lhs.frame.width.bitPattern == rhs.frame.width.bitPattern
                && lhs.frame.height.bitPattern == rhs.frame.height.bitPattern
        }
    }

    /// Every view of a layout with its frame, depth first.
    static func frames(of layout: ViewLayout) -> [PlacedView] {
        var result: [PlacedView] = []
        var pending = [layout.root]
        while let node = pending.popLast() {
            result.append(PlacedView(name: node.name, frame: node.frame))
            pending += node.children.reversed()
        }
        return result
    }

    private static func nonFinite(_ views: [PlacedView], in canvas: CGSize) -> [Failure] {
        guard let bad = views.first(where: { view in
            let frame = view.frame
            return !(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite && frame.width >= 0 && frame.height >= 0)
        }) else { return [] }
        return [Failure(kind: .nonFiniteFrame, message: "in \(describe(canvas)), \(bad.name) has the frame \(describe(bad.frame))")]
    }

    private static func firstDifference(_ actual: [PlacedView], _ expected: [PlacedView]) -> String? {
        if actual.count != expected.count {
            return "\(actual.count) views against \(expected.count)"
        }
        guard let index = actual.indices.first(where: { actual[$0] != expected[$0] }) else { return nil }
        return "view \(index), \(actual[index].name), at \(describe(actual[index].frame)) against \(expected[index].name) at \(describe(expected[index].frame))"
    }

    private static func drawingFailures(_ layout: ViewLayout) -> [Failure] {
        let list = layout.displayList(background: .white)
        let longest = max(layout.canvasSize.width, layout.canvasSize.height)
        let scale = longest > pictureSide ? pictureSide / longest : 1
        var failures: [Failure] = []
        func attempt(_ format: String, _ draw: () throws -> Void) {
            do {
                try draw()
            } catch let error as RenderError {
                switch error {
                case .emptyCanvas, .canvasTooLarge: break
                default: failures.append(Failure(kind: .drawingFailed, message: "\(format): \(error)"))
                }
            } catch {
                failures.append(Failure(kind: .drawingFailed, message: "\(format): \(error)"))
            }
        }
        attempt("PNG") { _ = try list.pngData(scale: scale) }
        attempt("SVG") { _ = try list.svg(rasterScale: min(2, scale * 2)) }
        attempt("PDF") { _ = try list.pdfData(rasterScale: min(2, scale * 2)) }
        return failures
    }

    /// ", with safe area insets 59, 0, 34, 0", or nothing for a plain canvas.
    static func describe(safeArea insets: [CGFloat]?) -> String {
        guard let insets else { return "" }
        return ", with safe area insets " + insets.map(number).joined(separator: ", ")
    }

    static func describe(_ size: CGSize) -> String {
        "\(number(size.width))×\(number(size.height))"
    }

    static func describe(_ frame: CGRect) -> String {
        "(\(number(frame.origin.x)), \(number(frame.origin.y))) \(number(frame.width))×\(number(frame.height))"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
