#if WebServer
import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import NIOCore
import Testing
import Workflow
import WorkflowUI
import WorkflowWebServer
import WorkflowWebUI

/// A counter page: the state the tests change through the browser's protocol.
struct ClickCounter: Workflow {
    func makeInitialState() -> Int { 0 }

    struct Rendering: WebScreen {
        var count: Int
        var onClick: () -> Void

        func webContent(in environment: ViewEnvironment) -> WebElement {
            div {
                p("Clicked \(count) times")
                button("Click", onClick: onClick)
            }
        }
    }

    func render(state: Int, context: RenderContext<ClickCounter>) -> Rendering {
        let sink = context.makeSink(of: AnyWorkflowAction<ClickCounter>.self)
        return Rendering(
            count: state,
            onClick: {
                sink.send(
                    AnyWorkflowAction {
                        $0 += 1; return nil
                    })
            })
    }
}

/// What a page load gives a browser: its token and its cookie.
struct LoadedPage {
    var token: String
    var epoch: String
    var cookie: String
    var html: String

    init(_ response: TestResponse) throws {
        html = String(buffer: response.body)
        let tokenStart = try #require(html.range(of: #"name="wf-token" content=""#)).upperBound
        let tokenEnd = try #require(html[tokenStart...].firstIndex(of: "\""))
        token = String(html[tokenStart..<tokenEnd])
        let epochStart = try #require(html.range(of: #"data-wf-epoch=""#)).upperBound
        let epochEnd = try #require(html[epochStart...].firstIndex(of: "\""))
        epoch = String(html[epochStart..<epochEnd])
        let setCookie = try #require(response.headers[.setCookie])
        cookie = String(try #require(setCookie.split(separator: ";").first))
    }

    /// The page's first message on a connection, having applied patches up to `sequence`.
    func join(sequence: Int = 0, token: String? = nil) -> String {
        #"{"type":"join","v":3,"token":"\#(token ?? self.token)","seq":\#(sequence),"epoch":"\#(epoch)"}"#
    }

    /// The id the page gave the element whose text is `text`.
    func id(of text: String) throws -> Int {
        let end = try #require(html.range(of: ">\(text)<")).lowerBound
        let start = try #require(html[..<end].range(of: "data-wf=\"", options: .backwards)).upperBound
        let close = try #require(html[start...].firstIndex(of: "\""))
        return try #require(Int(html[start..<close]))
    }
}

@Suite struct WebAppServerTests {
    /// The test client's WebSocket names its own origin `ws://localhost`; a browser's page names
    /// the page's `http://` origin, which the real-browser tests cover.
    static let testClientOrigin = "ws://localhost"

    func makeServer(
        _ configuration: WebServerConfiguration = WebServerConfiguration(port: 0, allowedOrigins: [testClientOrigin])
    ) -> WebAppServer<ClickCounter> {
        WebAppServer(configuration: configuration) { ClickCounter() }
    }

    /// Opens the page's WebSocket with the given headers, sends `messages`, and returns what
    /// came back and how the connection closed.
    func converse(
        _ client: some TestClientProtocol,
        cookie: String?,
        send messages: [String],
        until done: @escaping @Sendable ([String]) -> Bool
    ) async throws -> (received: [String], close: WebSocketCloseFrame?) {
        var headers = HTTPFields()
        if let cookie { headers[.cookie] = cookie }
        let received = ReceivedMessages()
        let close = try await client.ws("/live", configuration: .init(additionalHeaders: headers)) { inbound, outbound, _ in
            for message in messages { try await outbound.write(.text(message)) }
            for try await message in inbound.messages(maxSize: 1 << 20) {
                guard case .text(let text) = message else { continue }
                if await received.append(text, until: done) { break }
            }
        }
        return (await received.all, close)
    }

    @Test func thePageIsCompleteAndServedWithItsSecurityHeaders() async throws {
        try await makeServer().makeApplication().test(.live) { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .ok)
            let page = try LoadedPage(response)
            #expect(page.html.contains("Clicked 0 times"))
            #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
            #expect(response.headers[.setCookie]?.contains("HttpOnly") == true)
            #expect(response.headers[.setCookie]?.contains("SameSite=Strict") == true)
            let script = try await client.execute(uri: WebPage.scriptPath, method: .get)
            #expect(script.headers[.contentType]?.hasPrefix("text/javascript") == true)
        }
    }

    @Test func aJoinedPageGetsPatchesForItsEvents() async throws {
        try await makeServer().makeApplication().test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/", method: .get))
            let button = try page.id(of: "Click")
            let (received, _) = try await converse(
                client, cookie: page.cookie,
                send: [
                    page.join(),
                    #"{"type":"event","n":1,"target":\#(button),"event":"click","seq":0}"#,
                    #"{"type":"event","n":2,"target":\#(button),"event":"click","seq":0}"#,
                ]
            ) { $0.count >= 3 }
            #expect(received[0] == #"{"type":"joined","seq":0,"ack":0}"#)
            #expect(received[1].contains(#"{"p":1,"a":1,"#) && received[1].contains("Clicked 1 times"))
            #expect(received[2].contains(#"{"p":2,"a":2,"#) && received[2].contains("Clicked 2 times"))
        }
    }

    @Test func anotherOriginCannotOpenTheWebSocket() async throws {
        // By default only the page's own http(s) origin may connect; the test client's is another.
        try await makeServer(WebServerConfiguration(port: 0)).makeApplication().test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/", method: .get))
            await #expect(throws: (any Error).self) {
                _ = try await converse(client, cookie: page.cookie, send: []) { _ in true }
            }
        }
    }

    @Test(arguments: ["forged", "missing cookie", "another session"])
    func aJoinWithoutTheRightTokenAndCookieIsRefused(case name: String) async throws {
        try await makeServer().makeApplication().test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/", method: .get))
            let other = try LoadedPage(
                try await client.execute(uri: "/", method: .get, headers: [.cookie: "wf_browser=0123456789abcdef0123456789abcdef"]))
            let (token, cookie): (String, String?) =
                switch name {
                case "forged": (page.token.dropLast(4) + "0000", page.cookie)
                case "missing cookie": (page.token, nil)
                default: (other.token, page.cookie)
                }
            let (received, close) = try await converse(
                client, cookie: cookie,
                send: [
                    page.join(token: token)
                ]
            ) { _ in false }
            #expect(received.first?.contains(#""code":"bad-token""#) == true, "\(received)")
            #expect(close?.closeCode == .policyViolation)
        }
    }

    @Test func anotherSessionsElementIdsReachNothingOfIt() async throws {
        try await makeServer().makeApplication().test(.live) { client in
            let mine = try LoadedPage(try await client.execute(uri: "/", method: .get))
            let theirs = try LoadedPage(try await client.execute(uri: "/", method: .get, headers: [.cookie: mine.cookie]))
            // Element ids are per page; the same id in my page is my own button, so aim at an
            // id my page does not have.
            let (received, _) = try await converse(
                client, cookie: mine.cookie,
                send: [
                    mine.join(),
                    #"{"type":"event","n":1,"target":999999,"event":"click","seq":0}"#,
                ]
            ) { $0.count >= 2 }
            #expect(received.last == #"{"type":"ack","ack":1}"#)
            // Their session is untouched: joining it shows no patch was made.
            let (theirMessages, _) = try await converse(
                client, cookie: mine.cookie,
                send: [
                    theirs.join()
                ]
            ) { !$0.isEmpty }
            #expect(theirMessages == [#"{"type":"joined","seq":0,"ack":0}"#])
        }
    }

    @Test(arguments: [
        ("not json at all", "malformed"),
        (#"{"type":"event","n":1,"target":1,"event":"click","seq":0}"#, "out-of-order"),
        (#"{"type":"join","v":9,"token":"x","seq":0}"#, "version"),
    ])
    func badMessagesCloseTheConnectionWithAReason(message: String, code: String) async throws {
        try await makeServer().makeApplication().test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/", method: .get))
            let (received, close) = try await converse(client, cookie: page.cookie, send: [message]) { _ in false }
            #expect(received.first?.contains(#""code":"\#(code)""#) == true, "\(received)")
            #expect(close?.closeCode == .policyViolation)
        }
    }

    @Test func anOversizedMessageIsRefused() async throws {
        try await makeServer().makeApplication().test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/", method: .get))
            let huge = #"{"type":"join","v":3,"token":""# + String(repeating: "x", count: 70_000) + #"","seq":0}"#
            let (_, close) = try await converse(client, cookie: page.cookie, send: [huge]) { _ in false }
            #expect(close != nil && close?.closeCode != .normalClosure)
        }
    }

    @Test func aFloodOfMessagesIsCutOff() async throws {
        let configuration = WebServerConfiguration(port: 0, allowedOrigins: [Self.testClientOrigin], messagesPerSecond: 1, messageBurst: 5)
        try await makeServer(configuration).makeApplication().test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/", method: .get))
            let button = try page.id(of: "Click")
            let events = (1...20).map { #"{"type":"event","n":\#($0),"target":\#(button),"event":"click","seq":0}"# }
            let (received, close) = try await converse(
                client, cookie: page.cookie, send: [page.join()] + events
            ) { _ in false }
            #expect(received.last?.contains(#""code":"rate-limit""#) == true, "\(received.suffix(2))")
            #expect(close?.closeCode == .policyViolation)
        }
    }

    @Test func pagesBeyondTheSessionLimitAreTurnedAway() async throws {
        let configuration = WebServerConfiguration(port: 0, maximumSessions: 1)
        try await makeServer(configuration).makeApplication().test(.live) { client in
            let first = try await client.execute(uri: "/", method: .get)
            let second = try await client.execute(uri: "/", method: .get)
            #expect(first.status == .ok)
            #expect(second.status == .serviceUnavailable)
        }
    }
}

/// Messages a test's WebSocket received, shared with the connection's task.
actor ReceivedMessages {
    private(set) var all: [String] = []

    /// Records `text`; returns whether the test has what it waited for.
    func append(_ text: String, until done: ([String]) -> Bool) -> Bool {
        all.append(text)
        return done(all)
    }
}
#endif
