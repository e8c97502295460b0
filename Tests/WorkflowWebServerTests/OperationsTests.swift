#if WebServer
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
import WorkflowWebServer

@Suite struct OperationsTests {
    @Test func metricsCountEventsTimeThemAndCountSessions() async throws {
        let tests = WebAppServerTests()
        try await tests.makeServer().makeApplication().test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/", method: .get))
            let button = try page.id(of: "Click")
            let click = #"{"type":"event","n":1,"target":\#(button),"event":"click","seq":0}"#
            _ = try await tests.converse(client, cookie: page.cookie, send: [page.join(), click]) {
                $0.contains { $0.contains("Clicked 1 times") }
            }
            let response = try await client.execute(uri: "/metrics", method: .get)
            #expect(response.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            let text = String(buffer: response.body)
            #expect(text.contains("workflow_web_events_total 1"), "\(text)")
            #expect(text.contains("workflow_web_event_to_patch_seconds_count 1"), "\(text)")
            #expect(
                text.contains(#"workflow_web_sessions{state="connected"}"#)
                    || text.contains(#"workflow_web_sessions{state="disconnected"} 1"#), "\(text)")
        }
    }

    @Test func sessionsWithoutAPageBeyondTheCapAreEndedOldestFirst() async throws {
        let tests = WebAppServerTests()
        let configuration = WebServerConfiguration(
            port: 0, allowedOrigins: [WebAppServerTests.testClientOrigin], maximumDisconnectedSessions: 1)
        try await tests.makeServer(configuration).makeApplication().test(.live) { client in
            let first = try LoadedPage(try await client.execute(uri: "/", method: .get))
            let second = try LoadedPage(try await client.execute(uri: "/", method: .get))
            for page in [first, second] {
                _ = try await tests.converse(client, cookie: page.cookie, send: [page.join()]) { !$0.isEmpty }
            }
            // The first page's session goes when the second page's connection has closed (the
            // server notices that on its own time: asked until it has, at most 500 times).
            var health = ""
            // Until both closes are seen: the staying page's session counts as live until the
            // server notices its connection closed, which can be after the leaving one ended.
            for _ in 0..<500 where !health.contains(#""disconnected":1,"live":1"#) {
                health = String(buffer: try await client.execute(uri: "/health", method: .get).body)
            }
            #expect(health.contains(#""disconnected":1,"live":1"#), "\(health)")
            let (gone, _) = try await tests.converse(client, cookie: first.cookie, send: [first.join()]) { !$0.isEmpty }
            #expect(gone.first?.contains(#""code":"ended""#) == true, "\(gone)")
            let (kept, _) = try await tests.converse(client, cookie: second.cookie, send: [second.join()]) { !$0.isEmpty }
            #expect(kept.first?.hasPrefix(#"{"type":"joined""#) == true, "\(kept)")
        }
    }

    @Test func healthSaysOkWithoutAStore() async throws {
        try await WebAppServerTests().makeServer().makeApplication().test(.live) { client in
            _ = try await client.execute(uri: "/", method: .get)
            let text = String(buffer: try await client.execute(uri: "/health", method: .get).body)
            #expect(text == #"{"sessions":{"disconnected":1,"live":1},"status":"ok"}"#)
        }
    }

    @Test func healthIsDegradedWhileACheckHasAProblemAndNamesIt() async throws {
        let bus = SwitchableCheck()
        let app = MountedAppTests().makeApp(title: "Board")
        let router = Router(context: HostAppContext.self)
        app.mountOperations(on: router, checking: [bus, StaticCheck()])
        try await Application(router: router).test(.router) { client in
            let healthy = String(buffer: try await client.execute(uri: "/health", method: .get).body)
            #expect(healthy.contains(#""checks":{"presence":{"healthy":true},"topics":{"healthy":true}}"#), "\(healthy)")
            #expect(healthy.contains(#""status":"ok""#), "\(healthy)")
            bus.problem.withLock { $0 = "not listening to PostgreSQL" }
            let response = try await client.execute(uri: "/health", method: .get)
            let degraded = String(buffer: response.body)
            // Still 200: the server serves on; the body says what is wrong.
            #expect(response.status == .ok)
            #expect(degraded.contains(#""topics":{"healthy":false,"problem":"not listening to PostgreSQL"}"#), "\(degraded)")
            #expect(degraded.contains(#""status":"degraded""#), "\(degraded)")
            bus.problem.withLock { $0 = nil }
            #expect(String(buffer: try await client.execute(uri: "/health", method: .get).body).contains(#""status":"ok""#))
        }
    }

    @Test func anOperationsPortTakesHealthAndMetricsOffTheAppsPort() async throws {
        var configuration = WebServerConfiguration(port: 0)
        // Port 0: any free port, so that the test needs none of its own.
        configuration.operationsPort = 0
        try await WebAppServerTests().makeServer(configuration).makeApplication().test(.live) { client in
            let page = try await client.execute(uri: "/", method: .get)
            let health = try await client.execute(uri: "/health", method: .get)
            let metrics = try await client.execute(uri: "/metrics", method: .get)
            #expect(page.status == .ok)
            #expect(health.status == .notFound)
            #expect(metrics.status == .notFound)
        }
    }

    @Test func aPageThatLeavesForGoodEndsItsSessionAtOnce() async throws {
        let tests = WebAppServerTests()
        try await tests.makeServer().makeApplication().test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/", method: .get))
            let staying = try LoadedPage(try await client.execute(uri: "/", method: .get))
            _ = try await tests.converse(client, cookie: page.cookie, send: [page.join(), #"{"type":"leave"}"#]) { !$0.isEmpty }
            _ = try await tests.converse(client, cookie: staying.cookie, send: [staying.join()]) { !$0.isEmpty }
            // The leaving page's session ends when its connection closes, not after the grace
            // period; the other one's is kept (asked until the server has seen both closes).
            var health = ""
            // Until both closes are seen: the staying page's session counts as live until the
            // server notices its connection closed, which can be after the leaving one ended.
            for _ in 0..<500 where !health.contains(#""disconnected":1,"live":1"#) {
                health = String(buffer: try await client.execute(uri: "/health", method: .get).body)
            }
            #expect(health.contains(#""disconnected":1,"live":1"#), "\(health)")
            let (gone, _) = try await tests.converse(client, cookie: page.cookie, send: [page.join()]) { !$0.isEmpty }
            #expect(gone.first?.contains(#""code":"ended""#) == true, "\(gone)")
        }
    }
}
/// A check whose problem the test sets, as a bus whose database goes away would report.
final class SwitchableCheck: WebHealthCheck {
    let problem = Mutex<String?>(nil)
    var healthName: String { "topics" }
    var healthProblem: String? { problem.withLock { $0 } }
}

/// A check that is always well.
struct StaticCheck: WebHealthCheck {
    var healthName: String { "presence" }
    var healthProblem: String? { nil }
}
#endif
