import Easel
import Foundation
import SnapshotTesting

/// Snapshot strategies for Easel's views, for swift-snapshot-testing's `assertSnapshot`:
///
/// ```swift
/// assertSnapshot(of: CardView(), as: .image)
/// assertSnapshot(of: SettingsScreen(), as: .image(device: .iPhone15Pro, colorScheme: .dark))
/// assertSnapshot(of: CardView(), as: .layout)   // the layout tree as text, which diffs readably
/// ```
///
/// Pictures are compared as the library compares them on Apple's systems (`precision`,
/// `perceptualPrecision`; see `ImageComparison`). On a mismatch the library writes the new
/// picture to its artifacts folder (`SNAPSHOT_ARTIFACTS`, else the temporary folder); the
/// strategy writes a picture of the differences beside it and names both in the failure.
extension Snapshotting where Value: View, Format == Data {
    /// The view as a PNG: laid out at its ideal size within `size` (an iPhone's 390 × 844 points
    /// unless given), or on `device`'s whole screen with its bars.
    public static var image: Snapshotting { .image() }

    public static func image(
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        device: Device? = nil,
        size: CGSize? = nil,
        scale: CGFloat = 2,
        colorScheme: ColorScheme = .light
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .easelImage(precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
        ) { view in
            (try? renderer(for: view, device: device, size: size, scale: scale, colorScheme: colorScheme).pngData()) ?? Data()
        }
    }

    /// The view as a one-page PDF (compared byte for byte: Easel's PDFs are deterministic).
    public static var pdf: Snapshotting {
        Snapshotting(pathExtension: "pdf", diffing: Snapshotting<Data, Data>.data.diffing) { view in
            (try? renderer(for: view, device: nil, size: nil, scale: 2, colorScheme: .light).pdfData()) ?? Data()
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view as SVG text (compared line by line).
    public static var svg: Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            (try? renderer(for: view, device: nil, size: nil, scale: 2, colorScheme: .light).svg()) ?? ""
        }
    }

    /// The layout tree as text, one view a line with its frame: it diffs readably in review.
    public static var layout: Snapshotting { .layout() }

    public static func layout(device: Device? = nil, size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            guard let layout = try? renderer(for: view, device: device, size: size, scale: 3, colorScheme: .light).layout() else { return "" }
            return layout.description
        }
    }
}

/// The renderer the strategies draw with: the view offered `size` (390 × 844 by default) and
/// drawn at its own size on the window's background, or on a device's screen.
private func renderer<V: View>(for view: V, device: Device?, size: CGSize?, scale: CGFloat, colorScheme: ColorScheme) -> ImageRenderer<AnyView> {
    let content = colorScheme == .dark ? AnyView(view.preferredColorScheme(.dark)) : AnyView(view)
    let renderer = ImageRenderer(content: content)
    if var device {
        device.scale = scale
        renderer.device = device
    } else {
        let proposal = size ?? CGSize(width: 390, height: 844)
        renderer.proposedSize = ProposedViewSize(width: proposal.width, height: proposal.height)
        renderer.scale = scale
        renderer.backgroundColor = colorScheme == .dark ? .black : .white
    }
    return renderer
}

extension Diffing where Value == Data {
    /// PNGs compared with `ImageComparison`; a picture of the differences is written on failure.
    static func easelImage(precision: Double, perceptualPrecision: Double) -> Diffing {
        Diffing.diff(toData: { $0 }, fromData: { $0 }) { reference, new in
            let comparison: ImageComparison
            do {
                comparison = try ImageComparison(actual: new, expected: reference, perceptualPrecision: perceptualPrecision)
            } catch {
                return ("\(error)", [])
            }
            guard !comparison.matches(precision: precision) else { return nil }
            var message = "\(comparison.differingPixels) of \(comparison.width * comparison.height) pixels differ "
                + "(\(String(format: "%.3f", 100 * (1 - comparison.matchingShare))) %, largest ΔE \(String(format: "%.1f", comparison.largestDifference))); "
                + "precision \(precision) needs at most \(String(format: "%.3f", 100 * (1 - precision))) %."
            if let difference = comparison.differencePNG {
                let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
                    .appendingPathComponent("easel-differences")
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let url = folder.appendingPathComponent("difference-\(UUID().uuidString).png")
                if (try? difference.write(to: url)) != nil {
                    message += " Differences (red): \(url.path)."
                }
                return (message, [.data(difference, name: "difference.png")])
            }
            return (message, [])
        }
    }
}
