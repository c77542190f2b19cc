import ArgumentParser
import Easel
import EaselGallery
import Foundation

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Draw one scene as PNG, SVG or PDF.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case png, svg, pdf
    }

    @Argument(help: "The scene to draw (see `easel scenes`).")
    var scene: String

    @Option(help: "The picture format: png, svg or pdf.")
    var format: Format

    @Option(help: "Where to write the picture.")
    var out: String

    @OptionGroup var canvas: CanvasOptions

    @Option(help: "Pixels per point of a PNG, and the display scale of the layout (default: 3, or the device's).")
    var scale: Double?

    @Option(help: "Draw the scene on a device's screen, in its safe area, with its status bar and home indicator: \"iPhone 15 Pro\", \"iPhone SE\", \"iPad Pro 11-inch\"; add \" landscape\" to turn it. `easel devices` lists them.")
    var device: String?

    @Flag(help: "Draw in the dark colour scheme, as preferredColorScheme(.dark) on the scene would.")
    var dark = false

    @Flag(help: "Lay the scene out right to left, as environment(\\.layoutDirection, .rightToLeft) would.")
    var rtl = false

    @Flag(help: "Outline every view's frame and label its size.")
    var frames = false

    func validate() throws {
        if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
            throw ValidationError("--scale must be a number above 0 and at most 8.")
        }
        if let device, Device.named(device) == nil {
            throw ValidationError("Unknown device \"\(device)\". Known devices: \(Device.all.map(\.name).joined(separator: ", ")).")
        }
    }

    func run() throws {
        let scene = try findScene(scene)
        let list: DisplayList
        let pixelScale: Double
        if let name = device, var device = Device.named(name) {
            device.scale = scale ?? device.scale
            var content = dark ? AnyView(scene.view.preferredColorScheme(.dark)) : scene.view
            if rtl { content = AnyView(content.environment(\.layoutDirection, .rightToLeft)) }
            let renderer = ImageRenderer(content: content)
            renderer.device = device
            renderer.showsFrames = frames
            list = try renderer.displayList()
            pixelScale = device.scale
        } else {
            pixelScale = scale ?? 3
            list = scene.displayList(in: canvas.size(for: scene), scale: pixelScale, showsFrames: frames, colorScheme: dark ? .dark : .light, layoutDirection: rtl ? .rightToLeft : .leftToRight)
        }
        let data: Data = switch format {
        case .png: try list.pngData(scale: pixelScale)
        case .svg: Data(try list.svg().utf8)
        case .pdf: try list.pdfData()
        }
        try OutputFile.write(data, to: URL(fileURLWithPath: out))
        print("Wrote \(out)")
    }
}
