#if WebServer
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import HTTPTypes
import Testing
import Workflow
import WorkflowInspector
import WorkflowInspectorWeb
import WorkflowUI
import WorkflowWebServer
import WorkflowWebUI

/// A host app's request context: whether its own authentication found an administrator.
struct AdminAppContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    var isAdministrator = false

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
    }
}

/// The host app's authentication, standing in for a real one: `X-Test-Role: admin` is an
/// administrator.
struct TestRoleMiddleware: RouterMiddleware {
    // HTTPField.Name fails only for characters outside the token set; these are letters and
    // dashes, so the force-unwrap cannot fail.
    static let header = HTTPField.Name("X-Test-Role")!

    func handle(_ request: Request, context: AdminAppContext, next: (Request, AdminAppContext) async throws -> Response) async throws -> Response {
        var context = context
        context.isAdministrator = request.headers[Self.header] == "admin"
        return try await next(request, context)
    }
}

/// The host app's rule for its inspector: administrators only, `403` for everyone else.
struct AdministratorsOnly: RouterMiddleware {
    func handle(_ request: Request, context: AdminAppContext, next: (Request, AdminAppContext) async throws -> Response) async throws -> Response {
        guard context.isAdministrator else { return Response(status: .forbidden) }
        return try await next(request, context)
    }
}

/// The host app's own web app, whose sessions the inspector lists.
struct Greeting: Workflow {
    func makeInitialState() -> Int { 0 }

    struct Rendering: WebScreen {
        var waves: Int
        var onWave: () -> Void

        func webContent(in environment: ViewEnvironment) -> WebElement {
            button("Waved \(waves) times", onClick: onWave)
        }
    }

    func render(state: Int, context: RenderContext<Greeting>) -> Rendering {
        let sink = context.makeSink(of: AnyWorkflowAction<Greeting>.self)
        return Rendering(waves: state, onWave: { sink.send(AnyWorkflowAction { $0 += 1; return nil }) })
    }
}

/// The inspector of a web server's live sessions, mounted in the host app's router behind the
/// host's own middleware: off unless the app asks for it, for administrators only, listing
/// each session from its page load until it ends.
@Suite struct MountedInspectorTests {
    static let administrator: HTTPFields = [TestRoleMiddleware.header: "admin"]

    /// The host app: its web app at `/app` (inspected into `hub`), the inspector of `hub` at
    /// `/admin/inspector` behind ``AdministratorsOnly``.
    func makeApplication(inspecting hub: InspectorHub) -> some ApplicationProtocol {
        let configuration = WebServerConfiguration(port: 0)
        let app = WorkflowWebApp(context: AdminAppContext.self, configuration: configuration) { _ in Greeting() }.inspected(in: hub)
        let inspector = InspectorWebApp(hub: hub, context: AdminAppContext.self, configuration: configuration)
        let router = Router(context: AdminAppContext.self)
        router.add(middleware: TestRoleMiddleware())
        app.mount(on: router.group("app"))
        inspector.mount(on: router.group("admin/inspector").add(middleware: AdministratorsOnly()))
        return Application(
            router: router,
            server: .workflowWebServer(webSocketRouter: router, configuration: configuration),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            services: app.services + inspector.services
        )
    }

    @Test func theInspectorListsLiveSessionsToAdministratorsOnly() async throws {
        let hub = InspectorHub()
        try await makeApplication(inspecting: hub).test(.live) { client in
            // Before any session: the page waits for one.
            let waiting = try await client.execute(uri: "/admin/inspector/", method: .get, headers: Self.administrator)
            #expect(waiting.status == .ok)
            #expect(String(buffer: waiting.body).contains("no live sessions yet"))

            for _ in 0..<2 {
                #expect(try await client.execute(uri: "/app", method: .get).status == .ok)
            }
            #expect(hub.inspectors.map(\.name) == ["session 1", "session 2"])

            // Without the host's approval, nothing of the inspector is served.
            for uri in ["/admin/inspector/", "/admin/inspector/recording.json?session=0", "/admin/inspector/test.swift?session=1"] {
                let refused = try await client.execute(uri: uri, method: .get)
                #expect(refused.status == .forbidden, "\(uri)")
                #expect(!String(buffer: refused.body).contains("Greeting"), "\(uri)")
            }

            // With it, the page lists both sessions to pick from, and their recordings are served.
            let page = String(buffer: try await client.execute(uri: "/admin/inspector/", method: .get, headers: Self.administrator).body)
            #expect(page.contains("session 1"))
            #expect(page.contains("session 2"))
            #expect(page.contains("Greeting"))
            let recording = try await client.execute(uri: "/admin/inspector/recording.json?session=1", method: .get, headers: Self.administrator)
            #expect(recording.status == .ok)
            #expect(String(buffer: recording.body).contains(String(reflecting: Greeting.self)))
        }
    }

    @MainActor
    @Test func aSessionIsListedFromItsStartUntilItEnds() throws {
        let configuration = WebServerConfiguration(port: 0)
        let plain = WorkflowWebApp(context: AdminAppContext.self, configuration: configuration) { _ in Greeting() }
        #expect(plain.sessionHosting == nil)

        let hub = InspectorHub()
        let hosting = try #require(plain.inspected(in: hub).sessionHosting)
        let host = hosting.makeHost("a session id", Greeting(), nil, MainActor.shared)
        #expect(hub.inspectors.map(\.name) == ["session 1"])
        host.rendering.onWave()
        #expect(hub.inspectors.first?.snapshot().stepCount == 1)

        host.stop()
        hosting.sessionDidEnd("a session id")
        #expect(hub.inspectors.isEmpty)
    }
}
#endif
