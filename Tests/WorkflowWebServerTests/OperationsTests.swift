#if WebServer
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowWebServer

@Suite struct OperationsTests {
    @Test func metricsCountEventsTimeThemAndCountSessions() async throws {
        let tests = WebAppServerTests()
        try await tests.makeServer().makeApplication().test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/", method: .get))
            let button = try page.id(of: "Click")
            let click = #"{"type":"event","n":1,"target":\#(button),"event":"click"}"#
            _ = try await tests.converse(client, cookie: page.cookie, send: [page.join(), click]) {
                $0.contains { $0.contains("Clicked 1 times") }
            }
            let response = try await client.execute(uri: "/metrics", method: .get)
            #expect(response.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            let text = String(buffer: response.body)
            #expect(text.contains("workflow_web_events_total 1"), "\(text)")
            #expect(text.contains("workflow_web_event_to_patch_seconds_count 1"), "\(text)")
            #expect(text.contains(#"workflow_web_sessions{state="connected"}"#) || text.contains(#"workflow_web_sessions{state="disconnected"} 1"#), "\(text)")
        }
    }

    @Test func healthSaysOkWithoutAStore() async throws {
        try await WebAppServerTests().makeServer().makeApplication().test(.live) { client in
            _ = try await client.execute(uri: "/", method: .get)
            let text = String(buffer: try await client.execute(uri: "/health", method: .get).body)
            #expect(text == #"{"sessions":{"disconnected":1,"live":1},"status":"ok"}"#)
        }
    }
}
#endif
