import ArgumentParser
import Foundation
import Easel
import EaselGallery

@main
struct EaselCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "SwiftUI's layout and rendering, on Linux: draw the gallery's scenes and show why each view got its frame.",
        subcommands: [GalleryCommand.self, LayoutCommand.self, RenderCommand.self, PreviewCommand.self, ScenesCommand.self, DevicesCommand.self, FuzzCommand.self, AssetsCommand.self]
    )
}

/// A problem the command reports to people, with what to do about it.
struct CommandError: Error, CustomStringConvertible {
    let description: String
}

func findScene(_ name: String) throws -> GalleryScene {
    guard let scene = Gallery.scene(named: name) else {
        throw CommandError(description: Gallery.unknownSceneMessage(name))
    }
    return scene
}

/// Options shared by the commands that choose a canvas.
struct CanvasOptions: ParsableArguments {
    // `.unconditional`: "--width -5" is read as the value -5, so that validation can say what is
    // wrong, rather than as a flag that leaves --width without a value.
    @Option(parsing: .unconditional, help: "Canvas width in points (default: the scene's; for previews off any device, the width proposed, 390).")
    var width: Double?

    @Option(parsing: .unconditional, help: "Canvas height in points (default: the scene's; for previews, the height proposed, 844).")
    var height: Double?

    func validate() throws {
        for (name, value) in [("width", width), ("height", height)] {
            if let value, !(value.isFinite && value > 0) {
                throw ValidationError("--\(name) must be a positive number of points.")
            }
        }
    }

    func size(for scene: GalleryScene) -> CGSize {
        CGSize(width: width ?? scene.canvasSize.width, height: height ?? scene.canvasSize.height)
    }
}

/// Options shared by the commands that draw: scale, device, colour scheme, direction.
struct DrawingOptions: ParsableArguments {
    @Option(help: "Pixels per point, and the display scale of the layout (default: 3 for render, 2 for preview, or the device's).")
    var scale: Double?

    @Option(help: "Draw on a device's screen, in its safe area, with its status bar and home indicator: \"iPhone 15 Pro\", \"iPhone SE\", \"iPad Pro 11-inch\"; add \" landscape\" to turn it. `easel devices` lists them.")
    var device: String?

    @Flag(help: "Draw in the dark colour scheme, as preferredColorScheme(.dark) would.")
    var dark = false

    @Flag(help: "Lay out right to left, as environment(\\.layoutDirection, .rightToLeft) would.")
    var rtl = false

    func validate() throws {
        if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
            throw ValidationError("--scale must be a number above 0 and at most 8.")
        }
        if let device, Device.named(device) == nil {
            throw ValidationError("Unknown device \"\(device)\". Known devices: \(Device.all.map(\.name).joined(separator: ", ")).")
        }
    }
}

struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scenes", abstract: "List the gallery's scenes.")

    func run() {
        for scene in Gallery.scenes {
            print("\(scene.name): \(scene.title). \(scene.summary)")
        }
    }
}

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the devices `render --device` knows.")

    func run() {
        for device in Device.all {
            let size = device.screenSize, insets = device.safeAreaInsets
            print("\(device.name): \(Int(size.width))×\(Int(size.height)) pt at \(Int(device.scale))×, safe area insets top \(formatted(insets.top)), bottom \(formatted(insets.bottom))")
        }
    }

    private func formatted(_ length: CGFloat) -> String {
        length == length.rounded() ? String(Int(length)) : String(Double(length))
    }
}

struct AssetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assets",
        abstract: "Draw the gallery's pictures (portraits) as PNG files.",
        shouldDisplay: false
    )

    @Option(help: "The folder to write into.")
    var out: String

    func run() throws {
        let folder = URL(fileURLWithPath: out)
        try OutputFile.makeFolder(folder)
        for url in try GalleryArt.writeAssets(to: folder) {
            print("Wrote \(url.path)")
        }
    }
}
