#if WebServer
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import HTTPTypes
import NIOCore
import Testing
import Workflow
import WorkflowUI
import WorkflowWebServer
import WorkflowWebUI

/// A host app's request context: the user is whoever the test's `X-Test-User` header names,
/// as an authentication middleware would put it there.
struct HostAppContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    var user: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
    }
}

struct TestUserMiddleware: RouterMiddleware {
    // HTTPField.Name fails only for characters outside the token set; these are letters and
    // dashes, so the force-unwrap cannot fail.
    static let header = HTTPField.Name("X-Test-User")!

    func handle(_ request: Request, context: HostAppContext, next: (Request, HostAppContext) async throws -> Response) async throws
        -> Response
    {
        var context = context
        context.user = request.headers[Self.header]
        return try await next(request, context)
    }
}

@Suite struct MountedAppTests {
    let tests = WebAppServerTests()

    func makeApp(title: String) -> WorkflowWebApp<HostAppContext, ClickCounter> {
        let configuration = WebServerConfiguration(port: 0, title: title, allowedOrigins: [WebAppServerTests.testClientOrigin])
        // Every URL below the app is its root page, titled as the app.
        return WorkflowWebApp(context: HostAppContext.self, configuration: configuration) { _ in
            ClickCounter()
        } location: { _ in
            WebLocation(title: title)
        } user: {
            $0.user
        }
    }

    /// A host application with its own route at `/`, and `apps` mounted at their prefixes.
    func makeApplication(_ apps: [String: WorkflowWebApp<HostAppContext, ClickCounter>]) -> some ApplicationProtocol {
        let router = Router(context: HostAppContext.self)
        router.add(middleware: TestUserMiddleware())
        router.get("/") { _, _ in "the host app's own page" }
        for (prefix, app) in apps {
            app.mount(on: router.group(RouterPath(prefix)))
            app.mountOperations(on: router.group(RouterPath(prefix)))
        }
        let configuration = WebServerConfiguration(port: 0)
        return Application(
            router: router,
            server: .workflowWebServer(webSocketRouter: router, configuration: configuration),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            services: apps.values.flatMap(\.services)
        )
    }

    @Test func twoAppsAtTwoPrefixesWorkIndependently() async throws {
        let application = makeApplication(["a": makeApp(title: "App A"), "b": makeApp(title: "App B")])
        try await application.test(.live) { client in
            #expect(String(buffer: try await client.execute(uri: "/", method: .get).body) == "the host app's own page")
            let responseA = try await client.execute(uri: "/a", method: .get)
            let pageA = try LoadedPage(responseA)
            #expect(pageA.html.contains(#"<script src="/a/workflow.js""#))
            #expect(responseA.headers[.setCookie]?.contains("Path=/a") == true)
            let pageB = try LoadedPage(try await client.execute(uri: "/b", method: .get))
            #expect(pageB.html.contains("<title>App B</title>"))
            #expect(pageB.html.contains(#"<meta name="wf-locations" content="1">"#))
            let button = try pageA.id(of: "Click")
            let (clicked, _) = try await converse(
                client, path: "/a/live", cookie: pageA.cookie,
                send: [
                    pageA.join(), #"{"type":"event","n":1,"target":\#(button),"event":"click","seq":0}"#,
                ]
            ) { $0.contains { $0.contains("Clicked 1 times") } }
            #expect(clicked.first == #"{"type":"joined","seq":0,"ack":0}"#, "\(clicked)")
            #expect(clicked.contains(#"{"type":"location","url":"/a","title":"App A","replace":true}"#), "\(clicked)")
            // App B neither knows A's session nor takes A's token.
            let (refused, _) = try await converse(client, path: "/b/live", cookie: pageA.cookie, send: [pageA.join()]) { !$0.isEmpty }
            #expect(refused.first?.contains(#""code":"bad-token""#) == true, "\(refused)")
            // And B's own session is untouched by A's click.
            let (joinedB, _) = try await converse(client, path: "/b/live", cookie: pageB.cookie, send: [pageB.join()]) { !$0.isEmpty }
            #expect(joinedB.first == #"{"type":"joined","seq":0,"ack":0}"#)
        }
    }

    @Test func aJoinByAnotherUserIsRefusedAndTheSessionIsUntouched() async throws {
        let application = makeApplication(["todo": makeApp(title: "To-do")])
        try await application.test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/todo", method: .get, headers: [TestUserMiddleware.header: "alice"]))
            // Bob, with Alice's cookie and token (copied, or a shared browser after a sign-out).
            let (refused, close) = try await converse(client, path: "/todo/live", cookie: page.cookie, user: "bob", send: [page.join()]) {
                !$0.isEmpty
            }
            #expect(refused.first?.contains(#""code":"bad-token""#) == true, "\(refused)")
            #expect(close?.closeCode == .policyViolation)
            let (anonymous, _) = try await converse(client, path: "/todo/live", cookie: page.cookie, user: nil, send: [page.join()]) {
                !$0.isEmpty
            }
            #expect(anonymous.first?.contains(#""code":"bad-token""#) == true, "\(anonymous)")
            // Nor can an anonymous request forge the signed text by putting the user in the
            // cookie.
            for smuggled in ["|user:alice", "|user:5:alice"] {
                let (forged, _) = try await converse(
                    client, path: "/todo/live", cookie: page.cookie + smuggled, user: nil, send: [page.join()]
                ) { !$0.isEmpty }
                #expect(forged.first?.contains(#""code":"bad-token""#) == true, "\(smuggled): \(forged)")
            }
            let (joined, _) = try await converse(client, path: "/todo/live", cookie: page.cookie, user: "alice", send: [page.join()]) {
                !$0.isEmpty
            }
            #expect(joined.first == #"{"type":"joined","seq":0,"ack":0}"#)
        }
    }

    @Test func headIsAnsweredLikeGetWithoutABodyOrASession() async throws {
        let application = makeApplication(["todo": makeApp(title: "To-do")])
        try await application.test(.live) { client in
            for path in ["/todo", "/todo/1", "/todo/1/edit", "/todo/workflow.js", "/todo/workflow.css"] {
                let get = try await client.execute(uri: path, method: .get)
                let head = try await client.execute(uri: path, method: .head)
                #expect(head.status == get.status, "\(path)")
                #expect(head.headers[.contentType] == get.headers[.contentType], "\(path)")
                #expect(head.body.readableBytes == 0, "\(path)")
            }
            // HEAD made no session: only the GETs of the three pages did.
            let health = String(buffer: try await client.execute(uri: "/todo/health", method: .get).body)
            #expect(health.contains(#""live":3"#), "\(health)")
        }
    }

    @Test func otherMethodsAre405AndPathsOutsideThePrefixAreNotTheApps() async throws {
        let application = makeApplication(["todo": makeApp(title: "To-do")])
        try await application.test(.live) { client in
            let post = try await client.execute(uri: "/todo/3", method: .post)
            #expect(post.status == .methodNotAllowed)
            #expect(post.headers[.allow] == "GET, HEAD")
            #expect(try await client.execute(uri: "/elsewhere", method: .get).status == .notFound)
        }
    }

    /// Opens the WebSocket at `path` as `user`, sends `messages`, and returns what came back.
    func converse(
        _ client: some TestClientProtocol, path: String, cookie: String?, user: String? = nil,
        send messages: [String], until done: @escaping @Sendable ([String]) -> Bool
    ) async throws -> (received: [String], close: WebSocketCloseFrame?) {
        var headers = HTTPFields()
        if let cookie { headers[.cookie] = cookie }
        if let user { headers[TestUserMiddleware.header] = user }
        let received = ReceivedMessages()
        let close = try await client.ws(path, configuration: .init(additionalHeaders: headers)) { inbound, outbound, _ in
            for message in messages { try await outbound.write(.text(message)) }
            for try await message in inbound.messages(maxSize: 1 << 20) {
                guard case .text(let text) = message else { continue }
                if await received.append(text, until: done) { break }
            }
        }
        return (await received.all, close)
    }
}
#endif
