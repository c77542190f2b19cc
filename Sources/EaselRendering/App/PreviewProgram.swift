@_spi(SystemViews) import EaselCore
import Foundation

/// The drawing half of `easel render FILE.swift`: the program it builds from a user's files calls
/// this with their previews and the command's options (JSON), and prints what it wrote. Not for
/// use in code of your own.
public enum _PreviewProgram {
    /// A preview to draw: its picture's name and what makes its view.
    public struct Entry {
        let name: String
        let make: @MainActor () -> AnyView

        public init(_ name: String, _ make: @escaping @MainActor () -> AnyView) {
            self.name = name
            self.make = make
        }
    }

    struct Configuration: Decodable {
        var folder: String
        var file: String?
        var format: String
        var scale: Double?
        var device: String?
        var width: Double?
        var height: Double?
        var dark: Bool
        var rightToLeft: Bool
        var frames: Bool
        /// "layout" or "json" prints the layout tree instead of drawing.
        var tree: String?
    }

    /// Without a device, a preview is proposed an iPhone's screen in points (390 × 844, the
    /// iPhone 15's) and drawn at its own size: a card stays a card, a screen fills the phone.
    static let defaultProposal = CGSize(width: 390, height: 844)

    @MainActor
    public static func run(_ previews: [Entry], configuration json: String) throws -> [String] {
        let configuration = try JSONDecoder().decode(Configuration.self, from: Data(json.utf8))
        var lines: [String] = []
        for entry in previews {
            let name = entry.name
            var view = entry.make()
            if configuration.dark { view = AnyView(view.preferredColorScheme(.dark)) }
            if configuration.rightToLeft { view = AnyView(view.environment(\.layoutDirection, .rightToLeft)) }
            let renderer = ImageRenderer(content: view)
            renderer.showsFrames = configuration.frames
            if let name = configuration.device, var device = Device.named(name) {
                device.scale = configuration.scale.map { CGFloat($0) } ?? device.scale
                renderer.device = device
            } else {
                renderer.scale = CGFloat(configuration.scale ?? 3)
                renderer.proposedSize = ProposedViewSize(
                    width: CGFloat(configuration.width ?? defaultProposal.width),
                    height: CGFloat(configuration.height ?? defaultProposal.height)
                )
                renderer.backgroundColor = SystemColor.systemBackground
            }
            if let tree = configuration.tree {
                let layout = try renderer.layout()
                lines.append("\(name):")
                lines.append(tree == "json" ? layout.json() : layout.description)
                continue
            }
            let data: Data
            switch configuration.format {
            case "svg": data = Data(try renderer.svg().utf8)
            case "pdf": data = try renderer.pdfData()
            default: data = try renderer.pngData()
            }
            let url = configuration.file.map { URL(fileURLWithPath: $0) }
                ?? URL(fileURLWithPath: configuration.folder).appendingPathComponent("\(name).\(configuration.format)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            lines.append("Wrote \(url.path)")
        }
        return lines
    }
}
