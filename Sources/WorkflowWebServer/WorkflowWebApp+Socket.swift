#if WebServer
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOConcurrencyHelpers
import NIOWebSocket
import ServiceLifecycle
import Workflow
import WorkflowUI
import WorkflowWebUI

extension WorkflowWebApp {
    /// One page's WebSocket, from its join to its close: every message is checked (type,
    /// rate, shape, order) before the session sees it, and a message that breaks a rule ends
    /// the connection with an `error` and code 1008.
    func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, connection: PageConnection<Context>, mountPath: String, logger: Logger) async {
        var rate = RateLimiter(perSecond: configuration.messagesPerSecond, burst: configuration.messageBurst)
        var attached: SessionActor<WorkflowType>?
        let queue = OutboundQueue { text in try await outbound.write(.text(text)) }
        defer { queue.close() }
        let stopping = NIOLockedValueBox(false)
        // The page said it is going away for good: its session ends at once, not after the
        // grace period (and leaves the presence lists it was on).
        let pageLeft = NIOLockedValueBox(false)
        let deadline = joinDeadline(queue: queue, outbound: outbound, logger: logger)
        defer { deadline.cancel() }
        do {
            try await withGracefulShutdownHandler {
                for try await message in inbound.messages(maxSize: ClientMessage.maximumBytes) {
                    let received = ContinuousClock.now
                    guard case .text(let text) = message else { throw WebProtocolError.malformed("binary messages are not part of the protocol") }
                    guard rate.allow() else {
                        throw WebProtocolError.tooManyMessages(limit: Int(configuration.messageBurst), perSeconds: 1)
                    }
                    // The first message came in time; joining may take a store's round trip.
                    deadline.cancel()
                    let clientMessage = try ClientMessage(json: text)
                    if attached == nil {
                        attached = try await join(clientMessage, connection: connection, mountPath: mountPath, queue: queue, logger: logger)
                    }
                    guard let attached else { continue }
                    if case .leave = clientMessage {
                        pageLeft.withLockedValue { $0 = true }
                        break
                    }
                    try await attached.receive(clientMessage, on: queue)
                    if case .event = clientMessage {
                        let handling = ContinuousClock.now - received
                        metrics.recordEvent(handledIn: handling)
                        latency?.record(handling)
                    }
                }
            } onGracefulShutdown: {
                // The server is stopping: the page is told to go (it reconnects, to another
                // server if there is one), and its session is written, not ended.
                stopping.withLockedValue { $0 = true }
                Task { try? await outbound.close(.goingAway, reason: "server stopping") }
            }
        } catch let error as WebProtocolError {
            logger.notice("closing a page's connection (session \(attached?.id ?? "none")): \(error)")
            // After what the session had queued, so the page sees the error last.
            queue.send(ServerMessage.error(code: error.code, message: error.description).json)
            await queue.flushed()
            try? await outbound.close(.policyViolation, reason: error.code)
        } catch {
            logger.debug("a page's connection ended (session \(attached?.id ?? "none")): \(error)")
        }
        if let attached {
            await leave(attached, connection: queue, serverIsStopping: stopping.withLockedValue { $0 }, pageLeftForGood: pageLeft.withLockedValue { $0 })
        }
    }

    /// Attaches the connection to the session its first message joins, or throws why not.
    private func join(
        _ message: ClientMessage, connection: PageConnection<Context>, mountPath: String, queue: OutboundQueue, logger: Logger
    ) async throws(WebProtocolError) -> SessionActor<WorkflowType> {
        guard case .join(let token, _, let pageEpoch, let url) = message else {
            throw WebProtocolError.outOfOrder("an event before join")
        }
        // The token signs the browser's cookie and the user: a join by another user (or from
        // another browser) does not verify, even for a session this server never held.
        guard let id = await keyring.tokens.session(in: token, cookie: connection.tokenBinding) else {
            throw WebProtocolError.badToken
        }
        let location = url.flatMap { WebLocation(url: $0, below: mountPath) } ?? WebLocation()
        let context = connection.context
        let navigate: @Sendable (WebLocation) -> WorkflowType = { makeWorkflow(WebAppRequest(location: $0, context: context)) }
        let actor = try await session(
            id: id, token: token, pageEpoch: pageEpoch, client: connection.client, location: location, mountPath: mountPath, navigate: navigate
        )
        let generation = await actor.attach(queue)
        await actor.navigate(with: navigate)
        await sessions.didJoin(id: id, client: connection.client, generation: generation)
        logger.debug("page joined session \(id)")
        return actor
    }

    /// Ends a connection that has not joined within the configured time with `join-timeout`:
    /// a socket that never joins would otherwise hold a descriptor for as long as its client
    /// answers pings.
    private func joinDeadline(queue: OutboundQueue, outbound: WebSocketOutboundWriter, logger: Logger) -> Task<Void, Never> {
        let timeout = configuration.joinTimeout
        return Task {
            do {
                try await Task.sleep(for: timeout)
            } catch {
                return  // joined (or closed) in time
            }
            let error = WebProtocolError.joinTimeout(seconds: Int(timeout.components.seconds))
            logger.notice("closing a connection that did not join: \(error)")
            queue.send(ServerMessage.error(code: error.code, message: error.description).json)
            await queue.flushed()
            try? await outbound.close(.policyViolation, reason: error.code)
        }
    }

    /// The connection `connection` to `actor`'s session closed. Unless a newer connection
    /// joined the session since, it is now without a page: written at once if the server is
    /// stopping, otherwise kept for the grace period; sessions beyond the disconnected limit
    /// (the heaviest client's oldest) are ended.
    private func leave(_ actor: SessionActor<WorkflowType>, connection: OutboundQueue, serverIsStopping: Bool, pageLeftForGood: Bool) async {
        guard let generation = await actor.detach(connection) else { return }
        let evicted = await sessions.didLeave(id: actor.id, generation: generation)
        if serverIsStopping {
            await actor.saveNow()
            return
        }
        if pageLeftForGood {
            await actor.saveNow()
            if await actor.end(ifStillAt: generation) { await sessions.remove(id: actor.id, ifStill: actor) }
        } else {
            await sessions.end(actor, after: configuration.disconnectedSessionGracePeriod, unlessAttachedSince: generation)
        }
        for session in evicted {
            logger.info("ending session \(session.id) early: more than \(configuration.maximumDisconnectedSessions) sessions have no page, and its client holds the most of them")
            await session.saveNow()
            await session.end()
        }
    }

    /// The session with `id`: held here, or restored from the store.
    ///
    /// With a store, a session that is in none is started afresh under its id: its page was
    /// served by another server (a load balancer may send a page's first request and its
    /// WebSocket to different servers) and has not changed yet, or it expired. The page gets
    /// a reset to the fresh session's first screen. Without a store, the page is told that its
    /// session ended, and reloads.
    private func session(
        id: String, token: String, pageEpoch: String, client: String, location: WebLocation, mountPath: String,
        navigate: @escaping @Sendable (WebLocation) -> WorkflowType
    ) async throws(WebProtocolError) -> SessionActor<WorkflowType> {
        if let actor = await sessions.session(id: id) {
            if await actor.isEnded {
                // Ended a moment ago (its grace period ran out as the page came back): it is
                // never started again; the session is restored afresh below.
                await sessions.remove(id: id, ifStill: actor)
            } else {
                // The page speaks of another incarnation than the one held here: it was served
                // by another node since (or this copy was never joined), and what that node
                // stored may be newer than this copy. Then the store's copy replaces it.
                guard let writer, await actor.epoch != pageEpoch else { return actor }
                do {
                    if let stored = try await writer.store.load(session: id),
                       await actor.replace(
                           with: stored, workflow: { navigate(location) }, environment: makeEnvironment,
                           locate: locate, mountPath: mountPath, navigate: navigate, logger: logger
                       ) {
                        logger.info("session \(id) was served elsewhere since; its copy here was replaced by the store's, as of the page's event \(stored.lastAppliedEvent)")
                    }
                } catch {
                    logger.error("cannot check session \(id) against the session store: \(error)")
                    throw .unavailable
                }
                return actor
            }
        }
        guard let writer else { throw .sessionEnded }
        let stored: StoredWebSession?
        do {
            stored = try await writer.store.load(session: id)
        } catch {
            logger.error("cannot restore session \(id): the session store failed: \(error)")
            throw .unavailable
        }
        guard let actor = await sessions.addJoined(id: id, token: token, client: client) else { throw .unavailable }
        _ = await actor.start(
            workflow: { navigate(location) }, environment: makeEnvironment, restoring: stored,
            locate: locate, mountPath: mountPath, navigate: navigate, logger: logger
        )
        if let stored {
            logger.info("restored session \(id) from the store, as of the page's event \(stored.lastAppliedEvent)")
        } else {
            logger.info("session \(id) is in no store (new on another server, or expired); started afresh")
        }
        return actor
    }
}
#endif
