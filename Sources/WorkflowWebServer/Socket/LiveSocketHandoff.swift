#if WebServer
import HTTPTypes
import Synchronization

/// Hands a page socket from the app's route to the connection that upgrades it.
///
/// The route runs behind the host app's middleware (so it knows the user and the request
/// context), but Hummingbird's router answers with a `Response`, which cannot carry the
/// socket's endpoint. So the route leaves the endpoint here under a fresh id, names the id in
/// a response header, and ``WorkflowWebChildChannel`` takes it back out within the same
/// upgrade. Only that channel marks a request as one that can be handed off, with a value
/// made at random when the process starts, so a client cannot make the route leave entries
/// that nothing takes.
enum LiveSocketHandoff {
    /// The request header ``WorkflowWebChildChannel`` sets on an upgrade request it asks the
    /// route about.
    static let requestField = HTTPField.Name("X-Workflow-Socket-Handoff")!  // a valid token: letters and hyphens
    /// The response header naming the id the route left the endpoint under.
    static let responseField = HTTPField.Name("X-Workflow-Socket-Endpoint")!  // a valid token: letters and hyphens
    /// The marker's value: secret to this process.
    static let requestValue = Hex.random(byteCount: 32)

    private static let waiting = Mutex<[String: any PageSocketEndpoint]>([:])
    private static let counter = Atomic<UInt64>(0)

    /// Whether `request` came through ``WorkflowWebChildChannel``'s upgrade.
    static func canHandOff(_ fields: HTTPFields) -> Bool {
        fields[requestField] == requestValue
    }

    /// Leaves `endpoint` for the upgrading connection; returns the id to put in the response.
    static func leave(_ endpoint: any PageSocketEndpoint) -> String {
        let id = String(counter.add(1, ordering: .relaxed).newValue)
        waiting.withLock { $0[id] = endpoint }
        return id
    }

    /// Takes the endpoint left under `id`, once.
    static func take(_ id: String) -> (any PageSocketEndpoint)? {
        waiting.withLock { $0.removeValue(forKey: id) }
    }
}
#endif
