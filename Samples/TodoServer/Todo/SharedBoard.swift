#if WebServer
import Workflow
import WorkflowWebServer

/// What a change to a shared list says: which item changed (or `nil` for the list as a
/// whole). The data itself is in the database; a subscriber reads it from there.
struct BoardChange: Codable, Equatable, Sendable {
    var item: Int?
}

/// A list every signed-in user shares: its changes are announced on a topic, so every page
/// showing it reads it again, and who is viewing it is shown by name.
struct SharedBoard: Sendable {
    var bus: any TopicBus
    var presence: any PresenceTracker
    var topic: WebTopic<BoardChange>

    /// The team board's topic, on every node.
    static let teamTopic = WebTopic<BoardChange>("team-board")
}

/// Announces a change of the shared board once it is stored: the write comes first, the
/// message after, so whoever reads on hearing it reads the change. Its output is why the
/// announcement failed, if it did.
struct AnnounceChange: Worker {
    typealias Output = String?

    var board: SharedBoard
    var change: BoardChange
    /// Tells one announcement from the next: each change is announced once.
    var serial: Int

    func run() async -> String? {
        do {
            try await board.bus.publish(change, to: board.topic)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func isEquivalent(to otherWorker: AnnounceChange) -> Bool {
        serial == otherWorker.serial
    }
}
#endif
