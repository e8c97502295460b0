#if WebServer
public import Hummingbird
public import WorkflowInspector
public import WorkflowWebServer

/// Serves the inspector of a hub's sessions on an address of its own, on loopback unless told
/// otherwise: the routes of ``InspectorWebApp`` (the page, `recording.json`, `test.swift` and
/// `POST recording`) at `/`.
///
/// ```swift
/// let inspector = WorkflowInspector(name: "gallery")
/// let host = WorkflowHost(workflow: GalleryWorkflow(), inspector: inspector)
/// Task { try await InspectorServer(hub: InspectorHub([inspector]), port: 9000).run() }
/// ```
///
/// It reads whatever the inspected apps hold, so keep it on `127.0.0.1` (the default), or
/// mount ``InspectorWebApp`` yourself behind your own middleware for administrators only.
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
        let inspector = InspectorWebApp(hub: hub, context: WebAppRequestContext.self, configuration: configuration)
        inspector.mount(on: router)
        return Application(
            router: router,
            server: .workflowWebServer(webSocketRouter: router, configuration: configuration),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            services: inspector.services
        )
    }
}
#endif
