#if WebServer
import Logging
import NIOConcurrencyHelpers
import PostgresNIO

/// A connection of its own that `LISTEN`s on one PostgreSQL channel for as long as it runs,
/// reconnecting after a failure (after 0.1 s, doubling to 5 s) and listening again.
final class PostgresListener: Sendable {
    let channel: String
    private let configuration: PostgresConnection.Configuration
    private let logger: Logger
    private let connected = NIOLockedValueBox(false)
    private let waiting = NIOLockedValueBox<[CheckedContinuation<Void, Never>]>([])

    init(channel: String, configuration: PostgresConnection.Configuration, logger: Logger) {
        self.channel = channel
        self.configuration = configuration
        self.logger = logger
    }

    /// Whether the connection is listening now.
    var isListening: Bool {
        connected.withLockedValue { $0 }
    }

    /// Returns once the connection is listening (at once if it is).
    func untilListening() async {
        await withCheckedContinuation { continuation in
            let isListening = connected.withLockedValue { isListening in
                if !isListening { waiting.withLockedValue { $0.append(continuation) } }
                return isListening
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
                        connected.withLockedValue { $0 = true }
                        let waiters = waiting.withLockedValue { waiters in
                            defer { waiters = [] }
                            return waiters
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
            connected.withLockedValue { $0 = false }
            guard !Task.isCancelled else { return }
            try? await Task.sleep(for: pause)
            pause = min(pause * 2, .seconds(5))
        }
    }
}
#endif
