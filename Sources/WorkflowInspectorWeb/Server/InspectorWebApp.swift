#if WebServer
public import Hummingbird
public import HummingbirdWebSocket
import NIOCore
public import ServiceLifecycle
public import WorkflowInspector
public import WorkflowWebServer

/// The inspector page and its recording routes, mounted on your own Hummingbird router (or a
/// group of it) behind your own middleware: how a web server shows the inspector of its live
/// sessions to its administrators. ``InspectorServer`` serves the same routes on an address of
/// their own.
///
/// ```swift
/// let sessions = InspectorHub()
/// let app = WorkflowWebApp(context: AppContext.self) { _ in TodoWorkflow() }.inspected(in: sessions)
/// app.mount(on: router.group("todo"))
/// let inspector = InspectorWebApp(hub: sessions, context: AppContext.self)
/// inspector.mount(on: router.group("admin/inspector").add(middleware: AdministratorsOnly()))
/// ```
///
/// The page lists the hub's sessions to pick from. Its links are relative: open it with a
/// trailing slash (`/admin/inspector/`). Its routes:
///
/// - the page itself, its script, stylesheet and WebSocket (a ``InspectorWorkflow`` session per
///   browser tab, through the web backend);
/// - `GET recording.json?session=N`: session N's recording as JSON, to keep or import elsewhere;
/// - `GET test.swift?session=N&name=NAME`: the Swift Testing test "Make a test" writes from it,
///   its function named after `NAME` (`replays SESSION` by default);
/// - `POST recording?session=N`: imports the recording in the body, replayed by session N's
///   app, as a new session (`201` with its name, or `422` naming the step that failed).
public struct InspectorWebApp<Context: RequestContext & WebSocketRequestContext>: Sendable {
    /// The sessions it shows.
    public let hub: InspectorHub
    private let page: WorkflowWebApp<Context, InspectorWorkflow>

    /// The inspector of `hub`'s sessions, with the limits, allowed hosts and origins of
    /// `configuration` (its title and stylesheet are the inspector's own).
    public init(hub: InspectorHub, context: Context.Type = Context.self, configuration: WebServerConfiguration = WebServerConfiguration()) {
        var configuration = configuration
        configuration.title = "Workflow Inspector"
        configuration.stylesheet = InspectorStylesheet.css
        self.hub = hub
        page = WorkflowWebApp(context: context, configuration: configuration) { _ in InspectorWorkflow(hub: hub) }
    }

    /// The settings it was made with.
    public var configuration: WebServerConfiguration { page.configuration }

    /// Adds the page's routes and the recording routes to `router`, a `Router` or a group of
    /// one with your middleware added to it first. A request whose `Host` the configuration
    /// does not allow gets `400`.
    public func mount<Routes: RouterMethods<Context>>(on router: Routes) {
        page.mount(on: router)
        addRecordingRoutes(to: router.group("").add(middleware: HostCheckMiddleware<Context>(allowlist: page.hostAllowlist)))
    }

    /// The services the page needs running beside the HTTP server (see
    /// ``/WorkflowWebServer/WorkflowWebApp/services``).
    public var services: [any Service] { page.services }

    private func addRecordingRoutes<Routes: RouterMethods<Context>>(to router: Routes) {
        let hub = self.hub
        router.get("recording.json") { request, _ -> Response in
            guard let inspector = Self.session(of: request, in: hub) else { return Self.noSuchSession }
            do {
                return Self.text(try await inspector.recording().json, contentType: "application/json")
            } catch {
                return Self.text(String(describing: error), status: .conflict)
            }
        }
        router.get("test.swift") { request, _ -> Response in
            guard let inspector = Self.session(of: request, in: hub) else { return Self.noSuchSession }
            do {
                let name = request.uri.queryParameters.get("name") ?? "replays \(inspector.name)"
                return Self.text(try await inspector.makeTest(named: name), contentType: "text/x-swift; charset=utf-8")
            } catch {
                return Self.text(String(describing: error), status: .conflict)
            }
        }
        router.post("recording") { request, _ -> Response in
            guard let inspector = Self.session(of: request, in: hub) else { return Self.noSuchSession }
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

    /// The session a request's `session` parameter (0 by default) picks.
    private static func session(of request: Request, in hub: InspectorHub) -> WorkflowInspector? {
        let index = request.uri.queryParameters.get("session", as: Int.self) ?? 0
        let inspectors = hub.inspectors
        return inspectors.indices.contains(index) ? inspectors[index] : nil
    }

    private static var noSuchSession: Response { text("No such session.", status: .notFound) }

    private static func text(_ text: String, status: HTTPResponse.Status = .ok, contentType: String = "text/plain; charset=utf-8")
        -> Response
    {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
#endif
