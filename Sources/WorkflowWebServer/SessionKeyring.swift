#if WebServer
import Logging

/// Finds the key that signs session tokens, once: the configured one; else the store's, shared
/// by every server using it; else (no store, or the store failing at the time) one made for
/// this process alone.
actor SessionKeyring {
    private let configured: [UInt8]?
    private let store: (any WebSessionStore)?
    private let logger: Logger
    private var loading: Task<SessionTokens, Never>?

    init(configured: [UInt8]?, store: (any WebSessionStore)?, logger: Logger) {
        self.configured = configured
        self.store = store
        self.logger = logger
    }

    var tokens: SessionTokens {
        get async {
            if let loading { return await loading.value }
            let (configured, store, logger) = (self.configured, self.store, self.logger)
            let task = Task {
                if let configured {
                    if configured.count < 32 {
                        logger.warning(
                            "the configured session key has \(configured.count) bytes; 32 or more make tokens that cannot be guessed")
                    }
                    return SessionTokens(key: configured)
                }
                if let store {
                    do {
                        return SessionTokens(key: try await store.sessionKey())
                    } catch {
                        logger.warning(
                            "the session store has no token key for us (\(error)); using a key of this process only, so sessions started now cannot move to another server or outlive a restart"
                        )
                    }
                }
                return SessionTokens(key: (0..<32).map { _ in UInt8.random(in: .min ... .max) })
            }
            loading = task
            return await task.value
        }
    }
}
#endif
