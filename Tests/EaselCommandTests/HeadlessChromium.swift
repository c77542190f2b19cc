import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven through the DevTools protocol over a pipe (`--remote-debugging-pipe`:
/// JSON messages ended by a NUL byte, on file descriptors 3 and 4 of the browser), so that a test
/// can load a page, run script in it, click at a point as a mouse does, and read what it shows.
final class HeadlessChromium {
    struct ProtocolError: Error, CustomStringConvertible {
        let description: String
    }

    private var pid: pid_t = 0
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private var buffer = Data()
    private var nextID = 0
    private let profile: URL
    /// The page's session, once `open` has made one.
    private var session: String?

    init() throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("easel-chromium-\(UUID().uuidString)")
        var commands: [Int32] = [0, 0], events: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&events) == 0 else { throw ProtocolError(description: "no pipes") }
        // Only the copies on 3 and 4 are the browser's: the originals close when it starts.
        for descriptor in commands + events { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The browser reads commands on 3 and writes answers on 4; dup2 clears close-on-exec.
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, events[1], 4)
        let arguments = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                         "--user-data-dir=\(profile.path)", "--window-size=1280,1000", "--no-first-run", "about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawnp(&pid, "chromium", &actions, nil, &argv, environ)
        close(commands[0])
        close(events[1])
        toBrowser = commands[1]
        fromBrowser = events[0]
        guard status == 0 else { throw ProtocolError(description: "chromium didn't start: \(String(cString: strerror(status)))") }
    }

    deinit {
        _ = try? send("Browser.close", timeout: 5)
        close(toBrowser)
        close(fromBrowser)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command and waits for its answer (events in between are skipped).
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], inPage: Bool = false, timeout: Double = 30) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if inPage, let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(toBrowser, bytes.baseAddress! + offset, bytes.count - offset)
                guard written > 0 else { throw ProtocolError(description: "the browser closed its pipe") }
                offset += written
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let text = buffer[buffer.startIndex..<end]
                buffer.removeSubrange(buffer.startIndex...end)
                guard let answer = try JSONSerialization.jsonObject(with: text) as? [String: Any],
                      answer["id"] as? Int == nextID else { continue }
                if let error = answer["error"] { throw ProtocolError(description: "\(method): \(error)") }
                return answer["result"] as? [String: Any] ?? [:]
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw ProtocolError(description: "\(method): no answer in \(timeout) s") }
            var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(remaining, 1) * 1000)) >= 0 else { continue }
            if poller.revents == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(fromBrowser, &chunk, chunk.count)
            guard count > 0 else { throw ProtocolError(description: "the browser ended") }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    /// Opens `url` in a new page, which later commands act on.
    func open(_ url: URL) throws {
        let target = try send("Target.createTarget", ["url": url.absoluteString])
        let attached = try send("Target.attachToTarget", ["targetId": target["targetId"] as? String ?? "", "flatten": true])
        session = attached["sessionId"] as? String
    }

    /// The value of a script expression in the page (a promise is awaited).
    func evaluate(_ expression: String) throws -> Any? {
        let answer = try send("Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true], inPage: true)
        if let exception = answer["exceptionDetails"] { throw ProtocolError(description: "\(expression): \(exception)") }
        return (answer["result"] as? [String: Any])?["value"]
    }

    /// Waits until `expression` is true in the page, checking five times a second.
    func wait(until expression: String, timeout: Double, _ what: String) throws {
        // A page being redrawn may lack what the expression reads for a moment: an exception
        // counts as not yet.
        let deadline = Date().addingTimeInterval(timeout)
        var lastError: (any Error)?
        while Date() < deadline {
            do {
                if try evaluate(expression) as? Bool == true { return }
            } catch {
                lastError = error
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        throw ProtocolError(description: "after \(timeout) s: \(what)" + (lastError.map { " (\($0))" } ?? ""))
    }

    /// Clicks at a point of the page's viewport, as a mouse does (moves there, presses, releases).
    func click(x: Double, y: Double) throws {
        try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y], inPage: true)
        for type in ["mousePressed", "mouseReleased"] {
            try send("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1], inPage: true)
        }
    }
}
