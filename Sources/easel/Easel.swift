import ArgumentParser
import Easel
import EaselGallery
import Foundation

@main
struct EaselCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "SwiftUI's layout, on Linux: lay out the gallery's scenes and show why each view got its frame.",
        subcommands: [Layout.self, Scenes.self],
        defaultSubcommand: Layout.self
    )
}

/// Errors the command reports to people, with what to do about them.
struct CommandError: Error, CustomStringConvertible {
    let description: String
}

func findScene(_ name: String) throws -> Scene {
    guard let scene = Gallery.scene(named: name) else {
        let known = Gallery.scenes.map(\.name).joined(separator: ", ")
        throw CommandError(description: "Unknown scene '\(name)'. Known scenes: \(known).")
    }
    return scene
}

extension EaselCommand {
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the layout tree of a scene: every view with its frame.")

        @Argument(help: "The scene to lay out (see `easel scenes`).")
        var scene: String = Gallery.scenes[0].name

        @Option(help: "Canvas width in points (default: the scene's, 390).")
        var width: Double?

        @Option(help: "Canvas height in points (default: the scene's, 844).")
        var height: Double?

        @Flag(help: "Print the tree as JSON.")
        var json = false

        func validate() throws {
            for (name, value) in [("width", width), ("height", height)] {
                if let value, !(value.isFinite && value >= 0) {
                    throw ValidationError("--\(name) must be a finite, non-negative number of points.")
                }
            }
        }

        func run() throws {
            let scene = try findScene(scene)
            let canvas = CGSize(width: width ?? scene.canvasSize.width, height: height ?? scene.canvasSize.height)
            let layout = scene.layout(in: canvas)
            if json {
                print(layout.json())
            } else {
                print("\(scene.name) in \(Int(canvas.width))×\(Int(canvas.height)) points: \(scene.summary)")
                print(layout)
                for diagnostic in layout.diagnostics {
                    print("warning: \(diagnostic)")
                }
            }
        }
    }

    struct Scenes: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the gallery's scenes.")

        func run() {
            for scene in Gallery.scenes {
                print("\(scene.name): \(scene.summary)")
            }
        }
    }
}
