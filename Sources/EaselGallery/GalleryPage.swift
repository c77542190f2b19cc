import Easel
import Foundation

/// The gallery's `index.html`: each scene's picture beside its code and its layout tree.
public enum GalleryPage {
    /// One rendered scene: its picture file (relative to the page) and its layout.
    public struct Entry {
        public let scene: GalleryScene
        public let pictureFile: String
        public let layout: ViewLayout

        public init(scene: GalleryScene, pictureFile: String, layout: ViewLayout) {
            self.scene = scene
            self.pictureFile = pictureFile
            self.layout = layout
        }
    }

    public static func html(_ entries: [Entry]) -> String {
        var html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Easel gallery</title>
        <style>
        body { font: 15px/1.45 -apple-system, "Inter", "Helvetica Neue", sans-serif; margin: 2rem auto; max-width: 1200px; padding: 0 1rem; color: #1c1c1e; }
        section { display: grid; grid-template-columns: minmax(260px, 400px) minmax(0, 1fr); gap: 1.5rem; margin: 3rem 0; align-items: start; }
        section > * { min-width: 0; }
        @media (max-width: 720px) { section { grid-template-columns: minmax(0, 1fr); } }
        img { width: 100%; border: 1px solid #d1d1d6; border-radius: 12px; }
        pre { background: #f2f2f7; border-radius: 8px; padding: .8rem; overflow: auto; font-size: 12px; max-height: 28rem; }
        h2 { margin: 0 0 .3rem; } p { margin: 0 0 .8rem; color: #3c3c43; }
        </style>
        </head>
        <body>
        <h1>Easel gallery</h1>
        <p>SwiftUI layouts, laid out and drawn on Linux by Easel. Each picture sits beside the code that makes it and the frame of every view in it.</p>

        """
        for entry in entries {
            let scene = entry.scene
            html += """
            <section id="\(escape(scene.name))">
            <div><img src="\(escape(entry.pictureFile))" alt="\(escape(scene.title))"></div>
            <div>
            <h2>\(escape(scene.title))</h2>
            <p>\(escape(scene.summary))</p>
            <details open><summary>Code</summary><pre>\(escape(scene.code ?? "(the source file is not available)"))</pre></details>
            <details><summary>Layout</summary><pre>\(escape(entry.layout.description))</pre></details>
            </div>
            </section>

            """
        }
        return html + "</body>\n</html>\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
