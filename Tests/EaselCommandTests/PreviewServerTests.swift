import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `easel preview FILE.swift` (issue #15), run as a person runs it: a file that is not part of
/// the project, the page in headless Chromium, the file saved with changes, and the server fed
/// bad requests. One test, so that the file is built once (Easel itself is built into the cache by
/// whichever of this and `RenderFileTests` gets there first; they take turns through its lock).
@Suite struct PreviewServerTests {
    static let counter = """
    import SwiftUI

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack(spacing: 12) {
                Text("Count: \\(count)").font(.title)
                Button("Add") { count += 1 }
                    .buttonStyle(.borderedProminent)
            }
            .padding()
        }
    }

    #Preview("Counter") { Counter() }

    #if canImport(HealthKit)
    #endif
    """

    /// `easel preview` running in the background, and the address it printed.
    final class Server {
        let process = Process()
        let url: URL
        private let output = Pipe()

        init(_ arguments: [String]) throws {
            process.executableURL = CommandTests.executable
            process.arguments = ["preview"] + arguments
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The address comes as soon as the server listens, before anything is built.
            var text = ""
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, !text.contains("(Ctrl-C stops)") {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            guard let range = text.range(of: #"http://127\.0\.0\.1:\d+/"#, options: .regularExpression) else {
                throw HeadlessChromium.ProtocolError(description: "easel preview printed no address: \(text)")
            }
            url = URL(string: String(text[range]))!
        }

        deinit {
            process.interrupt()
            process.waitUntilExit()
        }

        /// What the server's process holds in memory, in kilobytes.
        var residentKilobytes: Int {
            let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }

        /// Sends `method path` as written (no dot segments removed, as a hostile client might send
        /// it) and returns the status and body.
        func request(_ path: String, method: String = "GET") throws -> (status: Int, body: String) {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(descriptor) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(url.port!).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { throw HeadlessChromium.ProtocolError(description: "can't connect") }
            let text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
            _ = text.withCString { send(descriptor, $0, strlen($0), 0) }
            var response = Data()
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = recv(descriptor, &chunk, chunk.count, 0)
                if count <= 0 { break }
                response.append(contentsOf: chunk[0..<count])
            }
            let whole = String(decoding: response, as: UTF8.self)
            let status = Int(whole.split(separator: " ").dropFirst().first ?? "") ?? 0
            let body = whole.range(of: "\r\n\r\n").map { String(whole[$0.upperBound...]) } ?? ""
            return (status, body)
        }

        func state() throws -> [String: Any] {
            try JSONSerialization.jsonObject(with: Data(try request("/state").body.utf8)) as? [String: Any] ?? [:]
        }

        /// Waits until the state's version passes `version` and its status is `status`. With
        /// `endingOnFailure`, a build that failed ends the wait at once with its message: for the
        /// first build, which nothing builds again until the file is saved, so that a library that
        /// doesn't compile isn't waited for the whole timeout (35 minutes). Not after a save, where
        /// the watcher may see the file missing for a moment.
        @discardableResult
        func wait(for status: String, after version: Int, timeout: Double, endingOnFailure: Bool = false) throws -> [String: Any] {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                let state = try state()
                let isNewer = (state["version"] as? Int ?? 0) > version
                if isNewer, state["status"] as? String == status { return state }
                if endingOnFailure, isNewer, state["status"] as? String == "failed" {
                    throw HeadlessChromium.ProtocolError(description: "the build failed: \(state["message"] ?? "no message")")
                }
                Thread.sleep(forTimeInterval: 0.2)
            }
            throw HeadlessChromium.ProtocolError(description: "not \(status) after \(timeout) s: \(try state())")
        }
    }

    @Test func badArgumentsSayWhatIsWrong() throws {
        let missing = try CommandTests.run(["preview", "/nowhere/Card.swift"])
        #expect(missing.status != 0)
        #expect(missing.errors.contains("No such file: /nowhere/Card.swift."), "\(missing.errors)")
        let notSwift = try CommandTests.run(["preview", "/etc/hostname"])
        #expect(notSwift.errors.contains("/etc/hostname is not a Swift file (ending in .swift)."), "\(notSwift.errors)")
        let port = try CommandTests.run(["preview", "/nowhere/Card.swift", "--port", "70000"])
        #expect(port.errors.contains("--port must be between 0 and 65535."), "\(port.errors)")
        let device = try CommandTests.run(["preview", "/nowhere/Card.swift", "--device", "Nokia 3310"])
        #expect(device.errors.contains("Unknown device \"Nokia 3310\""), "\(device.errors)")
    }

    @Test(.timeLimit(.minutes(40)))
    func thePageShowsTheFileAndRedrawsWhenItIsSaved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Counter.swift")
        try Self.counter.write(to: file, atomically: true, encoding: .utf8)
        let server = try Server([file.path, "--port", "0"])
        // The first build may compile Easel into the cache: minutes, once.
        var state = try server.wait(for: "ready", after: 0, timeout: 35 * 60, endingOnFailure: true)
        #expect(state["previews"] as? [String] == ["Counter"])

        // The page, in a real browser: the picture, at one CSS pixel a point, and its tree.
        let browser = try HeadlessChromium()
        try browser.open(server.url)
        try browser.wait(until: "document.querySelector('img.picture')?.naturalWidth > 0", timeout: 60, "the picture shows")
        let size = try #require(browser.evaluate("(i => [i.naturalWidth, i.getBoundingClientRect().width])(document.querySelector('img.picture'))") as? [Double])
        let answer = try JSONSerialization.jsonObject(with: Data(try server.request("/previews/0").body.utf8)) as? [String: Any] ?? [:]
        let width = try #require(answer["width"] as? Double)
        #expect(width == 136.5)
        #expect(size == [(width * 2).rounded(.up), width], "drawn at 2 pixels a point, shown at 1 CSS pixel a point")
        // The file's note (a condition iOS would answer otherwise) is listed with the layout's.
        let note = "canImport(HealthKit) is false here: Easel doesn't offer HealthKit, which iOS has, so this condition may choose code that iOS wouldn't."
        #expect(answer["diagnostics"] as? [String] == ["\(file.path):17:1: warning: \(note)"])
        #expect((try browser.evaluate("document.querySelector('.diagnostics').innerText") as? String ?? "").contains(note))
        let treeText = "document.querySelector('.tree').innerText"
        #expect((try browser.evaluate(treeText) as? String ?? "").contains(#"Text("Count: 0")"#))

        // A click on the button in Interact mode taps it: the picture redraws with the new state.
        func pagePoint(of detail: String) throws -> (x: Double, y: Double) {
            let script = """
            (() => { const img = document.querySelector('img.picture').getBoundingClientRect()
              const rows = [...document.querySelectorAll('.tree div')]
              const row = rows.find(r => r.innerText.includes('Text(\(detail))'))
              const m = row.innerText.match(/([\\d.]+)×([\\d.]+) at \\(([\\d.-]+), ([\\d.-]+)\\)/)
              return [img.left + Number(m[3]) + Number(m[1]) / 2, img.top + Number(m[4]) + Number(m[2]) / 2] })()
            """
            let point = try #require(browser.evaluate(script) as? [Double])
            return (point[0], point[1])
        }
        let add = try pagePoint(of: #""Add""#)
        try browser.click(x: add.x, y: add.y)
        try browser.wait(until: "\(treeText).includes('Text(\"Count: 1\")')", timeout: 30, "the tap counted")

        // Select mode: a click picks the view under the pointer and explains its size.
        _ = try browser.evaluate("document.querySelector('input[value=select]').click()")
        let count = try pagePoint(of: #""Count: 1""#)
        try browser.click(x: count.x, y: count.y)
        try browser.wait(until: "document.querySelector('.explanation').innerText.startsWith('Text(\"Count: 1\")')", timeout: 30, "the explanation shows")
        let explanation = try browser.evaluate("document.querySelector('.explanation').innerText") as? String ?? ""
        #expect(explanation.contains("Rule: Text fits the proposed width"), "\(explanation)")
        #expect(explanation.contains("Placed with"), "\(explanation)")
        #expect((try browser.evaluate("document.querySelector('.tree .selected').innerText") as? String ?? "").contains(#"Text("Count: 1")"#))

        // The file saved with a change: the page redraws by itself.
        let version = state["version"] as? Int ?? 0
        let started = Date()
        try Self.counter.replacingOccurrences(of: "Count: ", with: "Total: ").write(to: file, atomically: true, encoding: .utf8)
        state = try server.wait(for: "ready", after: version, timeout: 120)
        try browser.wait(until: "\(treeText).includes('Text(\"Total: 0\")')", timeout: 30, "the page redrew after the save")
        print("easel preview: saved to redrawn in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        #expect(try browser.evaluate("document.querySelector('img.picture').dataset.version") as? String == "\(state["version"] as? Int ?? -1)")

        // A file that doesn't compile: the compiler's words, with the user's path and line, in
        // place of the picture; each message once.
        try Self.counter.replacingOccurrences(of: "count += 1", with: "count += \"one\"").write(to: file, atomically: true, encoding: .utf8)
        state = try server.wait(for: "failed", after: state["version"] as? Int ?? 0, timeout: 120)
        try browser.wait(until: "document.querySelector('pre.errors') != null", timeout: 30, "the errors show")
        let errors = try browser.evaluate("document.querySelector('pre.errors').innerText") as? String ?? ""
        #expect(errors.contains("\(file.path):8:38: error: cannot convert value of type 'String' to expected argument type 'Int'"), "\(errors)")
        #expect(errors.components(separatedBy: "Counter.swift:8:38: error:").count == 2, "said once: \(errors)")
        #expect(try browser.evaluate("document.querySelector('img.picture') === null") as? Bool == true)

        // Deleted while watched: said, and back when saved again.
        try FileManager.default.removeItem(at: file)
        state = try server.wait(for: "failed", after: state["version"] as? Int ?? 0, timeout: 30)
        #expect((state["message"] as? String ?? "").contains("\(file.path) can't be read"))
        try Self.counter.write(to: file, atomically: true, encoding: .utf8)
        state = try server.wait(for: "ready", after: state["version"] as? Int ?? 0, timeout: 120)
        try browser.wait(until: "\(treeText).includes('Text(\"Count: 0\")')", timeout: 30, "the page came back")

        // Nothing but the routes: no path reaches a file, however it is written.
        for path in ["/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/previews/0/../../../etc/passwd",
                     "/previews/..%2f..%2fetc%2fpasswd", "/\(file.path)", "/previews/0/picture.png/../../../../etc/hostname"] {
            let response = try server.request(path)
            #expect(response.status == 404, "\(path): \(response.status)")
            #expect(!response.body.contains("root:"), "\(path)")
        }
        #expect(try server.request("/previews/3").status == 404)
        #expect(try server.request("/previews/0/explanation?node=100000").body.contains("No view 100000 in the layout"))
        #expect(try server.request("/previews/0/tap?x=nan&y=1", method: "POST").status == 400)
        #expect(try server.request("/previews/0/picture.png").status == 200)

        // A thousand requests in a row, each drawing the preview: the server's memory stays flat.
        for _ in 0..<100 { _ = try server.request("/previews/0") }
        let before = server.residentKilobytes
        for _ in 0..<1_000 { #expect(try server.request("/previews/0").status == 200) }
        let after = server.residentKilobytes
        print("easel preview: resident \(before) KB after 100 requests, \(after) KB after 1,100")
        #expect(after - before < 8_192, "grew from \(before) KB to \(after) KB")
    }
}
