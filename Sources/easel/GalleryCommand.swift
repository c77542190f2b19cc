import ArgumentParser
import Easel
import EaselGallery
import Foundation

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Draw every scene as PNG and SVG and write an index.html showing each picture with its code and layout."
    )

    @Option(help: "The folder to write into; made if missing.")
    var out = "gallery"

    @Option(help: "Pixels per point of the PNGs, and the display scale of the layouts.")
    var scale: Double = 2

    @Flag(help: "Outline every view's frame and label its size.")
    var frames = false

    @Flag(help: "Draw every scene in the dark colour scheme, as preferredColorScheme(.dark) would.")
    var dark = false

    @Flag(help: "Lay every scene out right to left, as environment(\\.layoutDirection, .rightToLeft) would.")
    var rtl = false

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw ValidationError("--scale must be a number above 0 and at most 8.")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: out)
        try OutputFile.makeFolder(folder)
        var entries: [GalleryPage.Entry] = []
        for (number, scene) in Gallery.scenes.enumerated() {
            let start = Date()
            let layout = scene.layout(scale: scale, colorScheme: dark ? .dark : .light, layoutDirection: rtl ? .rightToLeft : .leftToRight)
            let list = scene.displayList(of: layout, showsFrames: frames)
            try OutputFile.write(try list.pngData(scale: scale), to: folder.appendingPathComponent("\(scene.name).png"))
            try OutputFile.write(Data(try list.svg().utf8), to: folder.appendingPathComponent("\(scene.name).svg"))
            entries.append(GalleryPage.Entry(scene: scene, pictureFile: "\(scene.name).png", layout: layout))
            let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
            print("[\(number + 1)/\(Gallery.scenes.count)] \(scene.name): \(scene.title) (\(milliseconds) ms)")
        }
        let page = folder.appendingPathComponent("index.html")
        try OutputFile.write(Data(GalleryPage.html(entries).utf8), to: page)
        print("Wrote \(Gallery.scenes.count) scenes (PNG and SVG) and \(page.path)")
    }
}
