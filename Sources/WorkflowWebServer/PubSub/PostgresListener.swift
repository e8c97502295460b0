#if WebServer
import Logging
import PostgresNIO
import Synchronization

/// A connection of its own that `LISTEN`s on one PostgreSQL channel for as long as it runs,
/// reconnecting after a failure (after 0.1 s, doubling to 5 s) and listening again.
final class PostgresListener: Sendable {
    let channel: String
    private let configuration: PostgresConnection.Configuration
    private let logger: Logger
    private struct State {
        var isListening = false
        /// Who waits for the connection to listen, resumed once it does.
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    init(channel: String, configuration: PostgresConnection.Configuration, logger: Logger) {
        self.channel = channel
        self.configuration = configuration
        self.logger = logger
    }

    /// Whether the connection is listening now.
    var isListening: Bool {
        state.withLock { $0.isListening }
    }

    /// Returns once the connection is listening (at once if it is).
    func untilListening() async {
        await withCheckedContinuation { continuation in
            let isListening = state.withLock { state in
                if !state.isListening { state.waiting.append(continuation) }
                return state.isListening
            }
            if isListening { continuation.resume() }
        }
    }

    /// Listens until cancelled, giving each notification's payload to `receive`; after every
    /// reconnection (not the first connection) calls `didReconnect`, since notifications sent
    /// while it was away are lost.
    func run(didReconnect: @Sendable () async -> Void, receive: @Sendable (String) async -> Void) async {
        var pause = Duration.milliseconds(100)
        var hasListened = false
        while !Task.isCancelled {
            do {
                let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
                do {
                    try await connection.listen(on: channel) { notifications in
                        let waiters = state.withLock { state in
                            state.isListening = true
                            defer { state.waiting = [] }
                            return state.waiting
                        }
                        for continuation in waiters { continuation.resume() }
                        pause = .milliseconds(100)
                        if hasListened {
                            logger.notice("listening on \(channel) again")
                            await didReconnect()
                        }
                        hasListened = true
                        for try await notification in notifications { await receive(notification.payload) }
                    }
                } catch {
                    try? await connection.close()
                    throw error
                }
                try? await connection.close()
            } catch {
                if !Task.isCancelled { logger.error("the listener on \(channel) lost PostgreSQL: \(error); reconnecting in \(pause)") }
            }
            state.withLock { $0.isListening = false }
            guard !Task.isCancelled else { return }
            try? await Task.sleep(for: pause)
            pause = min(pause * 2, .seconds(5))
        }
    }
}
#endif
