#if WebServer
public import Hummingbird
import HummingbirdWebSocket
import NIOCore
public import WorkflowInspector
public import WorkflowWebServer

/// Serves the inspector page of a hub's sessions, on loopback unless told otherwise: the page
/// itself (a ``InspectorWorkflow`` session per browser tab, through the web backend), and
///
/// - `GET recording.json?session=N`: session N's recording as JSON, to keep or import elsewhere;
/// - `GET test.swift?session=N&name=NAME`: the Swift Testing test "Make a test" writes from it,
///   its function named after `NAME` (`replays SESSION` by default);
/// - `POST recording?session=N`: imports the recording in the body, replayed by session N's
///   app, as a new session (`201` with its name, or `422` naming the step that failed).
///
/// ```swift
/// let inspector = WorkflowInspector(name: "gallery")
/// let host = WorkflowHost(workflow: GalleryWorkflow(), inspector: inspector)
/// Task { try await InspectorServer(hub: InspectorHub([inspector]), port: 9000).run() }
/// ```
///
/// It reads whatever the inspected apps hold, so keep it on `127.0.0.1` (the default), or
/// mount it yourself behind your own middleware for administrators only.
public struct InspectorServer: Sendable {
    /// The sessions it shows.
    public let hub: InspectorHub
    /// The web server's settings: the address (`127.0.0.1` by default), allowed hosts, limits.
    public let configuration: WebServerConfiguration

    /// A server of `hub`'s sessions on `host`:`port`.
    public init(hub: InspectorHub, host: String = "127.0.0.1", port: Int = 9000) {
        var configuration = WebServerConfiguration(host: host, port: port, title: "Workflow Inspector", stylesheet: InspectorStylesheet.css)
        configuration.allowedHosts = ["localhost", "127.0.0.1"]
        // The page sends a message per key held down; a developer tool allows more than a public app.
        configuration.messagesPerSecond = 200
        configuration.messageBurst = 400
        self.init(hub: hub, configuration: configuration)
    }

    /// A server of `hub`'s sessions with every setting given.
    public init(hub: InspectorHub, configuration: WebServerConfiguration) {
        self.hub = hub
        self.configuration = configuration
    }

    /// Listens until the process is told to stop.
    public func run() async throws {
        try await makeApplication().runService()
    }

    /// The Hummingbird application, to run beside other services or in tests.
    public func makeApplication() -> some ApplicationProtocol {
        let router = Router(context: WebAppRequestContext.self)
        let page = WorkflowWebApp<WebAppRequestContext, InspectorWorkflow>(configuration: configuration) { [hub] _ in
            InspectorWorkflow(hub: hub)
        }
        page.mount(on: router)
        addRecordingRoutes(to: router)
        return Application(
            router: router,
            server: .workflowWebServer(webSocketRouter: router, configuration: configuration),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            services: page.services
        )
    }

    private func addRecordingRoutes(to router: Router<WebAppRequestContext>) {
        let hub = self.hub
        let hosts = allowedHosts
        router.get("recording.json") { request, _ -> Response in
            guard let inspector = Self.session(of: request, in: hub, hosts: hosts) else { return Self.text("No such session.", status: .notFound) }
            do {
                return Self.text(try await inspector.recording().json, contentType: "application/json")
            } catch {
                return Self.text(String(describing: error), status: .conflict)
            }
        }
        router.get("test.swift") { request, _ -> Response in
            guard let inspector = Self.session(of: request, in: hub, hosts: hosts) else { return Self.text("No such session.", status: .notFound) }
            do {
                let name = request.uri.queryParameters.get("name") ?? "replays \(inspector.name)"
                return Self.text(try await inspector.makeTest(named: name), contentType: "text/x-swift; charset=utf-8")
            } catch {
                return Self.text(String(describing: error), status: .conflict)
            }
        }
        router.post("recording") { request, _ -> Response in
            guard let inspector = Self.session(of: request, in: hub, hosts: hosts) else { return Self.text("No such session.", status: .notFound) }
            let body = try await request.body.collect(upTo: 64 << 20)
            do {
                let recording = try InspectorRecording(json: Array(buffer: body))
                let imported = try await inspector.importRecording(recording, name: "imported \(hub.inspectors.count)")
                hub.add(imported)
                return Self.text(imported.name, status: .created)
            } catch {
                return Self.text(String(describing: error), status: .unprocessableContent)
            }
        }
    }

    /// The `Host` values the recording routes answer, against DNS rebinding: the page's own
    /// check covers the page and its socket.
    private var allowedHosts: Set<String> {
        Set(([configuration.host] + configuration.allowedHosts).flatMap { [$0, "\($0):\(configuration.port)"] })
    }

    private static func session(of request: Request, in hub: InspectorHub, hosts: Set<String>) -> WorkflowInspector? {
        guard let host = request.head.authority, hosts.contains(host) else { return nil }
        let index = request.uri.queryParameters.get("session", as: Int.self) ?? 0
        let inspectors = hub.inspectors
        return inspectors.indices.contains(index) ? inspectors[index] : nil
    }

    private static func text(_ text: String, status: HTTPResponse.Status = .ok, contentType: String = "text/plain; charset=utf-8") -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
#endif
