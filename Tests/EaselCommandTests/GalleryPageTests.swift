import Foundation
import Testing

/// The gallery page in a real browser (issue #15): headless Chromium (installed by the project's
/// setup) lays it out in a phone-wide window, and nothing overflows sideways.
@Suite struct GalleryPageTests {
    /// Loads `page` in headless Chromium inside a frame `width` points wide (Chromium's headless
    /// window is at least 500 wide) and returns the page's `scrollWidth` and `innerWidth` there.
    func widths(of page: URL, width: Int) throws -> (scroll: Int, inner: Int) {
        let wrapper = page.deletingLastPathComponent().appendingPathComponent("frame-\(width).html")
        try """
        <!doctype html><html><body style="margin:0">
        <iframe id="page" src="\(page.lastPathComponent)" style="width:\(width)px;height:844px;border:0"></iframe>
        <script>document.getElementById('page').addEventListener('load', () => {
          const inner = document.getElementById('page').contentWindow
          document.body.setAttribute('data-widths', inner.document.documentElement.scrollWidth + 'x' + inner.innerWidth)
        })</script></body></html>
        """.write(to: wrapper, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                             "--window-size=1200,900", "--virtual-time-budget=5000", "--dump-dom", wrapper.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        let match = try #require(dom.range(of: #"data-widths="(\d+)x(\d+)""#, options: .regularExpression), "no widths in the page: \(dom.prefix(300))")
        let numbers = dom[match].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return (numbers[0], numbers[1])
    }

    /// The limit guards against a browser that hangs. Alone the test takes about 3 s; beside the
    /// render tests, whose first build compiles Easel into a fresh cache on both cores, it has
    /// taken 163 s, and more than 300 s in a fresh clone's CI run.
    @Test(.timeLimit(.minutes(20)))
    func thePageFitsAPhoneWideWindow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-gallery-\(UUID().uuidString)")
        let run = try CommandTests.run(["gallery", "--out", folder.path, "--scale", "1"])
        #expect(run.status == 0, "\(run.errors)")
        for width in [390, 1024] {
            let measured = try widths(of: folder.appendingPathComponent("index.html"), width: width)
            #expect(measured.inner == width, "\(measured)")
            #expect(measured.scroll <= measured.inner, "the page is \(measured.scroll) wide in a \(measured.inner) window")
        }
    }
}
