#if WebServer
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import Workflow
import WorkflowUI
import WorkflowWebUI

extension WorkflowWebApp {
    /// The app's socket route at `MOUNT/live`. It runs behind the host app's middleware like
    /// any route; for an upgrade that ``WorkflowWebChildChannel`` asks about and whose `Origin`
    /// is allowed, it leaves the socket's endpoint for that channel to take (see
    /// ``LiveSocketHandoff``).
    func socketResponse(_ request: Request, context: Context, shared: SharedWebApp<Context, WorkflowType>) -> Response {
        guard LiveSocketHandoff.canHandOff(request.headers) else {
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; charset=utf-8"
            let text =
                "This is a Workflow page's WebSocket. Serve the app with `server: .workflowWebServer(webSocketRouter:configuration:)` and open it as a WebSocket.\n"
            return Response(status: .badRequest, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
        }
        guard isAllowedOrigin(request, context: context) else { return Response(status: .forbidden) }
        let origin = RequestOrigin(request: request, peer: Self.peer(of: context), trustedProxies: configuration.trustedProxies)
        // Only a cookie this server could have made takes part in the token: anything else
        // (which could smuggle a separator into what is signed) is as good as none.
        let cookie = request.cookies[Self.cookieName].map(\.value).flatMap { Self.isWellFormedCookie($0) ? $0 : nil } ?? ""
        let connection = PageConnection(cookie: cookie, user: identify(context), client: origin.client, context: context)
        // The socket is at MOUNT/live.
        let mountPath = "/" + request.uri.path.split(separator: "/").dropLast().joined(separator: "/")
        let endpoint = AppPageSocket(shared: shared, connection: connection, mountPath: mountPath)
        return Response(status: .ok, headers: [LiveSocketHandoff.responseField: LiveSocketHandoff.leave(endpoint)])
    }

    /// The limits every page socket of this app keeps.
    var socketLimits: PageSocketLimits {
        PageSocketLimits(
            messagesPerSecond: configuration.messagesPerSecond, messageBurst: configuration.messageBurst,
            joinTimeout: configuration.joinTimeout)
    }
}

/// One ``WorkflowWebApp`` that all its page sockets refer to: the app is a large value, and a
/// copy in each socket (and in each of its closures) cost about a kilobyte per page.
final class SharedWebApp<Context: RequestContext & WebSocketRequestContext, WorkflowType: Workflow>: Sendable
where WorkflowType: SendableMetatype, WorkflowType.Rendering: Screen {
    let app: WorkflowWebApp<Context, WorkflowType>

    init(_ app: WorkflowWebApp<Context, WorkflowType>) {
        self.app = app
    }
}

/// One page socket of a ``WorkflowWebApp``: what its upgrade request said (cookie, user,
/// client, context), and how it joins and leaves its session.
struct AppPageSocket<Context: RequestContext & WebSocketRequestContext, WorkflowType: Workflow>: PageSocketEndpoint
where WorkflowType: SendableMetatype, WorkflowType.Rendering: Screen {
    let shared: SharedWebApp<Context, WorkflowType>
    let connection: PageConnection<Context>
    let mountPath: String

    private var app: WorkflowWebApp<Context, WorkflowType> { shared.app }
    private var logger: Logger { shared.app.logger }

    var limits: PageSocketLimits { app.socketLimits }

    func join(_ message: ClientMessage, link: LivePage) async throws(WebProtocolError) -> JoinedPage {
        let actor = try await attach(message, link: link)
        let shared = shared
        return JoinedPage(
            sessionID: actor.id,
            deliver: { message in
                // Nanoseconds of NIO's monotonic clock: Duration's 128-bit arithmetic cost more
                // than the reading itself, twice an event.
                let received = NIODeadline.now().uptimeNanoseconds
                actor.executor.perform {
                    actor.assumeIsolated { actor in
                        do throws(WebProtocolError) {
                            try actor.receive(message, on: link)
                        } catch {
                            shared.app.logger.notice("closing a page's connection (session \(actor.id)): \(error)")
                            link.fail(error)
                        }
                    }
                    if case .event = message {
                        let handling = NIODeadline.now().uptimeNanoseconds &- received
                        shared.app.metrics.recordEvent(handledInNanoseconds: handling)
                        shared.app.latency?.record(nanoseconds: handling)
                    }
                }
            },
            leave: { serverIsStopping, pageLeftForGood in
                await shared.app.leave(actor, link: link, serverIsStopping: serverIsStopping, pageLeftForGood: pageLeftForGood)
            }
        )
    }

    /// Attaches `link` to the session the join names, or throws why not.
    private func attach(_ message: ClientMessage, link: LivePage) async throws(WebProtocolError) -> SessionActor<WorkflowType> {
        guard case .join(let token, _, let pageEpoch, let url) = message else {
            throw WebProtocolError.outOfOrder("an event before join")
        }
        // The token signs the browser's cookie and the user: a join by another user (or from
        // another browser) does not verify, even for a session this server never held.
        guard let id = await app.keyring.tokens.session(in: token, cookie: connection.tokenBinding) else {
            throw WebProtocolError.badToken
        }
        let location = url.flatMap { WebLocation(url: $0, below: mountPath) } ?? WebLocation()
        let context = connection.context
        let makeWorkflow = app.makeWorkflow
        let navigate: @Sendable (WebLocation) -> WorkflowType = { makeWorkflow(WebAppRequest(location: $0, context: context)) }
        let actor = try await app.session(
            id: id, token: token, pageEpoch: pageEpoch, client: connection.client, location: location, mountPath: mountPath,
            navigate: navigate
        )
        actor.executor.moveHome(to: link.channel.eventLoop)
        let generation = await actor.attach(link)
        await actor.navigate(with: navigate)
        // The join itself goes through the session like every later message.
        do throws(WebProtocolError) {
            try await actor.receive(message, on: link)
        } catch {
            await app.leave(actor, link: link, serverIsStopping: false, pageLeftForGood: false)
            throw error
        }
        await app.sessions.didJoin(id: id, client: connection.client, generation: generation)
        logger.debug("page joined session \(id)")
        return actor
    }
}

extension WorkflowWebApp {
    /// The connection `link` to `actor`'s session closed. Unless a newer connection joined
    /// the session since, it is now without a page: written at once if the server is
    /// stopping, otherwise kept for the grace period; sessions beyond the disconnected limit
    /// (the heaviest client's oldest) are ended.
    func leave(_ actor: SessionActor<WorkflowType>, link: any PageLink, serverIsStopping: Bool, pageLeftForGood: Bool) async {
        guard let generation = await actor.detach(link) else { return }
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
            logger.info(
                "ending session \(session.id) early: more than \(configuration.maximumDisconnectedSessions) sessions have no page, and its client holds the most of them"
            )
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
    func session(
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
                        )
                    {
                        logger.info(
                            "session \(id) was served elsewhere since; its copy here was replaced by the store's, as of the page's event \(stored.lastAppliedEvent)"
                        )
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
            locate: locate, mountPath: mountPath, navigate: navigate, hosting: sessionHosting, logger: logger
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
