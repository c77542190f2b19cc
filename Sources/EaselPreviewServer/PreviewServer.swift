import Foundation
import Hummingbird
import Logging
import NIOCore

/// `easel preview`'s web server: the page (`PreviewPage`), and the few routes it uses. It binds
/// to the loopback address only, and serves nothing from the disk: pictures and trees come from
/// the preview program, the page from memory, so no path can reach a file.
///
/// Routes:
/// - `GET /`: the page.
/// - `GET /state`: `{version, status, message, previews, files}` (see `PreviewSession.State`).
/// - `GET /events`: server-sent events, one `state` event each time the state changes.
/// - `GET /previews/N`: preview N now: `{png (base64), width, height, scale, tree, diagnostics}`.
/// - `GET /previews/N/picture.png`: its picture alone.
/// - `POST /previews/N/tap?x=…&y=…`: a tap at a point of the picture (points); answers as `GET`,
///   with `message` when nothing there answers a tap.
/// - `GET /previews/N/explanation?node=K`: why view K (depth-first place in the tree) has its size.
public struct PreviewServer: Sendable {
    public let session: PreviewSession

    public init(session: PreviewSession) {
        self.session = session
    }

    /// Serves on `127.0.0.1:port` (0: a free port) until the process is told to stop (SIGINT,
    /// SIGTERM); `onReady` gets the page's address once the server listens.
    public func run(port: Int, onReady: @escaping @Sendable (URL) -> Void) async throws {
        let app = Application(
            router: router(),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "easel preview"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                onReady(URL(string: "http://127.0.0.1:\(bound)/")!)
            },
            logger: Logger(label: "easel.preview", factory: { _ in SwiftLogNoOpLogHandler() })
        )
        try await app.runService()
    }

    func router() -> Router<BasicRequestContext> {
        let router = Router()
        let session = self.session
        router.get("/") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                     body: .init(byteBuffer: ByteBuffer(string: PreviewPage.html)))
        }
        router.get("/state") { _, _ in
            json(Self.object(for: session.state))
        }
        router.get("/events") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                     body: .init { writer in
                         // The state now, then each change; a comment every 15 s keeps the
                         // connection open and finds out when the page has gone.
                         var state = session.state
                         try await writer.write(Self.event(for: state))
                         while !Task.isCancelled {
                             let next = await session.state(after: state.version, timeout: 15)
                             if next.version == state.version {
                                 try await writer.write(ByteBuffer(string: ": still here\n\n"))
                             } else {
                                 state = next
                                 try await writer.write(Self.event(for: state))
                             }
                         }
                         try await writer.finish(nil)
                     })
        }
        router.get("/previews/:index") { _, context in
            var answer = try await Self.ask(session, ["action": "picture", "preview": try Self.index(context, session)])
            if let error = answer["error"] as? String { throw HTTPError(.badRequest, message: error) }
            // The files' notes (a branch taken that iOS wouldn't take) first, then the layout's.
            answer["diagnostics"] = session.state.notes + (answer["diagnostics"] as? [String] ?? [])
            return json(answer)
        }
        router.get("/previews/:index/picture.png") { _, context in
            let answer = try await Self.ask(session, ["action": "picture", "preview": try Self.index(context, session)])
            guard let base64 = answer["png"] as? String, let png = Data(base64Encoded: base64) else {
                throw HTTPError(.internalServerError, message: answer["error"] as? String ?? "No picture.")
            }
            return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(bytes: png)))
        }
        router.post("/previews/:index/tap") { request, context in
            let index = try Self.index(context, session)
            guard let x = request.uri.queryParameters.get("x", as: Double.self), let y = request.uri.queryParameters.get("y", as: Double.self),
                  x.isFinite, y.isFinite else {
                throw HTTPError(.badRequest, message: "A tap needs x and y: a point on the picture, in points.")
            }
            return try await Self.answer(session, ["action": "tap", "preview": index, "x": x, "y": y])
        }
        router.get("/previews/:index/explanation") { request, context in
            let index = try Self.index(context, session)
            guard let node = request.uri.queryParameters.get("node", as: Int.self) else {
                throw HTTPError(.badRequest, message: "Say which view: node=K, its depth-first place in the layout tree.")
            }
            return try await Self.answer(session, ["action": "explain", "preview": index, "node": node])
        }
        return router
    }

    /// The preview a route names, if there is one.
    static func index(_ context: BasicRequestContext, _ session: PreviewSession) throws -> Int {
        let state = session.state
        guard let index = context.parameters.get("index", as: Int.self), state.previews.indices.contains(index) else {
            throw HTTPError(.notFound, message: "No such preview; there are \(state.previews.count).")
        }
        return index
    }

    /// Asks the program; a program that isn't running yet or has stopped is a 503 with the reason.
    static func ask(_ session: PreviewSession, _ request: [String: Any]) async throws -> [String: Any] {
        do {
            return try await session.send(request)
        } catch {
            throw HTTPError(.serviceUnavailable, message: "\(error)")
        }
    }

    static func answer(_ session: PreviewSession, _ request: [String: Any]) async throws -> Response {
        let answer = try await ask(session, request)
        if let error = answer["error"] as? String { throw HTTPError(.badRequest, message: error) }
        return json(answer)
    }

    static func object(for state: PreviewSession.State) -> [String: Any] {
        ["version": state.version, "status": state.status.rawValue, "message": state.message ?? NSNull(), "previews": state.previews]
    }

    static func event(for state: PreviewSession.State) -> ByteBuffer {
        let data = (try? JSONSerialization.data(withJSONObject: object(for: state), options: [.sortedKeys])) ?? Data("{}".utf8)
        return ByteBuffer(string: "event: state\ndata: \(String(decoding: data, as: UTF8.self))\n\n")
    }
}

/// A JSON response.
func json(_ object: [String: Any], status: HTTPResponse.Status = .ok) -> Response {
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    return Response(status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                    body: .init(byteBuffer: ByteBuffer(bytes: data)))
}
