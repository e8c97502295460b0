#if WebServer
import ArgumentParser
import Testing
@testable import WebDemo
import WorkflowWebServer

/// `workflow-web` takes every option the scripts (web-load.sh, the attack, chaos, failover and browser tests) and the
/// docs give it, with `WebServerConfiguration`'s defaults for those not given.
@Suite struct WebDemoCommandLineTests {
    let defaults = WebServerConfiguration(title: "", stylesheet: "")

    @Test func withoutArgumentsTheGalleryIsServedWithTheConfigurationsDefaults() throws {
        let demo = try WebDemoCommand.parse([])
        let configuration = demo.serverConfiguration
        #expect(configuration.host == defaults.host && configuration.port == defaults.port)
        #expect(configuration.maximumSessions == defaults.maximumSessions)
        #expect(configuration.maximumDisconnectedSessions == defaults.maximumDisconnectedSessions)
        #expect(configuration.maximumConnectionsPerClient == defaults.maximumConnectionsPerClient)
        #expect(configuration.joinTimeout == defaults.joinTimeout)
        #expect(configuration.operationsPort == nil && configuration.latencyReportPath == nil)
        #expect(configuration.trustedProxies.isEmpty && configuration.allowedHosts.isEmpty)
        #expect(demo.bench == nil && demo.sample == nil && demo.store == nil && demo.postgresURL == nil)
    }

    @Test func everyOptionIsTakenUnderItsName() throws {
        let demo = try WebDemoCommand.parse([
            "--host", "0.0.0.0", "--port", "9090", "--store", "postgres://u@h:5432/d", "--bench", "topic",
            "--max-sessions", "7", "--max-disconnected-sessions", "6", "--max-connections-per-client", "5", "--join-timeout", "4",
            "--trusted-proxy", "127.0.0.1", "--trusted-proxy", "::1", "--allowed-host", "example.com", "--operations-port", "9091",
            "--debug-latency",
        ])
        let configuration = demo.serverConfiguration
        #expect(configuration.host == "0.0.0.0" && configuration.port == 9090)
        #expect(configuration.maximumSessions == 7 && configuration.maximumDisconnectedSessions == 6)
        #expect(configuration.maximumConnectionsPerClient == 5 && configuration.joinTimeout == .seconds(4))
        #expect(configuration.trustedProxies == ["127.0.0.1", "::1"] && configuration.allowedHosts == ["example.com"])
        #expect(configuration.operationsPort == 9091 && configuration.latencyReportPath == "/debug/latency")
        #expect(demo.bench == .topic && demo.postgresURL == "postgres://u@h:5432/d")
    }

    @Test func theLiveLogAndATopicBusOfItsOwn() throws {
        #expect(try WebDemoCommand.parse(["--sample", "log"]).sample == .log)
        let topics = try WebDemoCommand.parse(["--bench", "topic", "--topics", "postgresql://u@h/d", "--store", "sqlite:/tmp/s.sqlite"])
        #expect(topics.postgresURL == "postgresql://u@h/d")
    }

    @Test(arguments: [
        ["--port", "0"], ["--port", "65536"], ["--operations-port", "0"], ["--port"], ["--max-sessions", "0"],
        ["--max-disconnected-sessions", "-1"], ["--max-connections-per-client", "0"], ["--join-timeout", "0"],
        ["--topics", "mysql://u@h/d"], ["--bench", "chart"], ["--sample", "chat"], ["--bench", "counter", "--sample", "log"],
        ["--verbose"],
    ])
    func aMistakeIsAnError(_ arguments: [String]) {
        #expect(throws: (any Error).self) { try WebDemoCommand.parse(arguments) }
    }
}
#endif
