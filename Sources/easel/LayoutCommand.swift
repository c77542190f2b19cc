import ArgumentParser
import EaselGallery
import Foundation

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout", abstract: "Print the layout tree of a scene: every view with its frame.")

    @Argument(help: "The scene to lay out (see `easel scenes`).")
    var scene: String

    @OptionGroup var canvas: CanvasOptions

    @Flag(help: "Print the tree as JSON.")
    var json = false

    @Option(name: .customLong("why"), help: "Explain the frame of the view given .id(ID): every size proposed to it, its answers, and the rule that decided.")
    var why: String?

    func run() throws {
        let scene = try findScene(scene)
        let size = canvas.size(for: scene)
        let layout = scene.layout(in: size)
        if let why {
            guard let explanation = layout.explanation(id: why) else {
                throw ValidationError("No view has .id(\"\(why)\") in \(scene.name).")
            }
            print(explanation)
            return
        }
        if json {
            print(layout.json())
            return
        }
        print("\(scene.title) (\(scene.name)) in \(format(size.width))×\(format(size.height)) points")
        print(layout)
        for diagnostic in layout.diagnostics {
            print("warning: \(diagnostic)")
        }
    }
}

func format(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(Double(value))
}
