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

    @Option(help: "Pixels per point of a PNG, and the display scale of the layout.")
    var scale: Double = 3

    @Flag(help: "Outline every view's frame and label its size.")
    var frames = false

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw ValidationError("--scale must be a number above 0 and at most 8.")
        }
    }

    func run() throws {
        let scene = try findScene(scene)
        let list = scene.displayList(in: canvas.size(for: scene), scale: scale, showsFrames: frames)
        let data: Data = switch format {
        case .png: try list.pngData(scale: scale)
        case .svg: Data(try list.svg().utf8)
        case .pdf: try list.pdfData()
        }
        try OutputFile.write(data, to: URL(fileURLWithPath: out))
        print("Wrote \(out)")
    }
}
