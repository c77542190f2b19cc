@_spi(SystemViews) import EaselCore
import Foundation

/// `easel preview`'s side of the program built from a user's files: it keeps each preview in a
/// `ViewHost`, so that its state lives on between requests (a tap changes it, the next picture
/// shows it), and answers the preview server one request a line.
extension _PreviewProgram {
    /// Reads requests (one JSON object a line) on standard input until it closes, and answers each
    /// with one JSON line on the original standard output. What the user's views print goes to
    /// standard error instead, so that it can't break an answer.
    ///
    /// Requests: `{"action": "list"}`; `{"action": "picture", "preview": 0}`;
    /// `{"action": "tap", "preview": 0, "x": 10, "y": 20}` (a point on the picture, in points);
    /// `{"action": "explain", "preview": 0, "node": 3}` (the view's place in the layout tree, in
    /// depth-first order, as the tree lists it). An answer is an object with the asked-for fields,
    /// or with `error` saying what was wrong.
    @MainActor
    static func serve(_ entries: [Entry], configuration json: String) async throws {
        let configuration = try JSONDecoder().decode(Configuration.self, from: Data(json.utf8))
        let previews = entries.flatMap(pictures)
        let answers = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let hosts = PreviewHosts(previews, configuration: configuration)
        while let line = readLine(strippingNewline: true) {
            var answer: [String: Any]
            do {
                guard let request = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    throw PreviewRequestError("A request is a JSON object.")
                }
                answer = try await hosts.answer(request)
            } catch {
                answer = ["error": "\(error)"]
            }
            let data = (try? JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys]))
                ?? Data(#"{"error":"The answer could not be written as JSON."}"#.utf8)
            answers.write(data + Data("\n".utf8))
        }
    }
}

struct PreviewRequestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The previews of a file, each hosted when first asked for, with the options it was started with.
@MainActor
final class PreviewHosts {
    private let previews: [_PreviewProgram.Picture]
    private let configuration: _PreviewProgram.Configuration
    private var hosts: [Int: ViewHost<AnyView>] = [:]
    /// What was said about each preview as it was hosted (a device Easel lacks, a task cut short).
    private var notes: [Int: [String]] = [:]

    init(_ previews: [_PreviewProgram.Picture], configuration: _PreviewProgram.Configuration) {
        self.previews = previews
        self.configuration = configuration
    }

    func answer(_ request: [String: Any]) async throws -> [String: Any] {
        let action = request["action"] as? String ?? ""
        if action == "list" { return ["previews": previews.map(\.name)] }
        guard let index = request["preview"] as? Int, previews.indices.contains(index) else {
            throw PreviewRequestError("No preview \(request["preview"].map { "\($0)" } ?? "given"); there are \(previews.count).")
        }
        let host = await host(index)
        switch action {
        case "picture":
            return try picture(of: host, index)
        case "tap":
            guard let x = (request["x"] as? NSNumber)?.doubleValue, let y = (request["y"] as? NSNumber)?.doubleValue,
                  x.isFinite, y.isFinite else {
                throw PreviewRequestError("A tap needs a point: finite x and y, in points.")
            }
            var answer: [String: Any] = [:]
            do {
                try host.tap(at: CGPoint(x: x, y: y))
            } catch {
                answer["message"] = "\(error)"
            }
            return try picture(of: host, index).merging(answer) { $1 }
        case "explain":
            guard let number = request["node"] as? Int else { throw PreviewRequestError("Say which view to explain: node, its place in the tree.") }
            guard let node = host.layout.node(at: number) else {
                throw PreviewRequestError("No view \(number) in the layout; it has \(host.layout.storage.entries.count).")
            }
            let explanation = host.layout.explanation(of: node)
            return ["node": number, "view": explanation.view, "rule": explanation.rule, "text": explanation.description]
        default:
            throw PreviewRequestError("Unknown action \"\(action)\"; use list, picture, tap or explain.")
        }
    }

    private func host(_ index: Int) async -> ViewHost<AnyView> {
        if let host = hosts[index] { return host }
        let (host, notes) = await _PreviewProgram.hosted(previews[index], configuration: configuration, scale: 2)
        hosts[index] = host
        self.notes[index] = notes
        return host
    }

    /// The preview as it is now: a PNG (base64) at the host's scale, its size in points, the
    /// layout tree (`ViewLayout.json()`) and the layout's diagnostics.
    private func picture(of host: ViewHost<AnyView>, _ index: Int) throws -> [String: Any] {
        let layout = host.layout
        let tree = try JSONSerialization.jsonObject(with: Data(layout.json().utf8), options: [.fragmentsAllowed])
        return [
            "png": try host.pngData().base64EncodedString(),
            "width": Double(layout.canvasSize.width), "height": Double(layout.canvasSize.height),
            "scale": Double(layout.scale), "tree": tree, "diagnostics": (notes[index] ?? []) + host.diagnostics,
        ]
    }
}
