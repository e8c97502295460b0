#if WebServer
import Logging
import NIOCore
import NIOPosix
import Workflow
import WorkflowUI
import WorkflowWebUI

/// The isolation of one browser session: its host, its views and its page live here, and the
/// server talks to them only through this actor.
///
/// Its executor is a ``SessionExecutor``: a page's socket handler enters the idle session on
/// its own event loop and handles a message there (`executor.perform` and `assumeIsolated`),
/// while tasks (joins, workers, the store's answers) reach it with `await` as usual.
actor SessionActor<WorkflowType: Workflow> where WorkflowType: SendableMetatype, WorkflowType.Rendering: Screen {
    nonisolated let id: String
    nonisolated let executor: SessionExecutor
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
    private let token: String
    private let writer: SessionStoreWriter?
    private var session: WebSession<WorkflowType>?
    private var navigate: (@Sendable (WebLocation) -> WorkflowType)?
    private var outbound: (any PageLink)?
    /// Marks the session unsaved after each rendering, while it has a store.
    private var renderingObservation: HostObservation?
    /// Bumped whenever the session is left without a page, so a stale timer ends nothing.
    private var generation = 0
    /// A save is queued to run after the current turn, so a burst of changes takes one snapshot.
    private var saveIsQueued = false
    /// Whether this copy changed since it was last written. Only such a copy is written: one
    /// that did not change (a page load that joined another node, say) could be older than
    /// what another node stored since, and writing it would undo that node's work.
    private var hasUnsavedChanges = false
    /// What this copy last gave the store (or was restored from): a save of the same
    /// snapshot and event number writes nothing. A patch that changes nothing the store keeps
    /// (a re-render after a topic message, in a workflow whose state is not snapshotted) would
    /// otherwise write every session of a topic again on each message.
    private var lastWritten: (snapshot: [UInt8], event: Int)?
    /// The latest of the page's events the store holds, and the latest the page was told of.
    /// The news rides on the next patch or acknowledgement, or goes alone once the page has
    /// been sent nothing for the writer's `storedNoticeDelay` (see ``didStore(event:epoch:)``).
    private var storedEvent = 0
    private var toldStoredEvent = 0
    /// When a message that could carry the news last went to the page.
    private var lastSentAt = NIODeadline.distantPast
    /// Whether a timer will look at the untold news.
    private var storedNoticeIsArmed = false
    /// How the session's host was made, told when the session ends.
    private var hosting: WebSessionHosting<WorkflowType>?
    /// Set by ``end()`` for good: an ended session is never started again (a join racing its
    /// end must make a new actor through the registry).
    private(set) var isEnded = false

    /// A session whose queued work runs on `home` until a page's connection joins.
    init(id: String, token: String, writer: SessionStoreWriter?, home: any EventLoop = MultiThreadedEventLoopGroup.singleton.any()) {
        self.id = id
        self.executor = SessionExecutor(home: home)
        self.token = token
        self.writer = writer
    }

    /// What a page load serves: the session's page and where it is.
    struct FirstPage: Sendable {
        var html: String
        var location: WebLocation?
    }

    /// Starts the session's workflow, from `stored` if given, and returns the first page.
    ///
    /// - Parameters:
    ///   - locate: Where a root rendering is, for apps whose URLs follow their screens.
    ///   - mountPath: The path the app is mounted at, which its URLs start with.
    ///   - navigate: Makes the root workflow's new props when Back or Forward goes to a
    ///     location.
    ///   - hosting: Makes the session's host instead of the plain initializer, when given.
    func start(
        workflow makeWorkflow: @Sendable () -> WorkflowType,
        environment makeEnvironment: @Sendable () -> ViewEnvironment,
        restoring stored: StoredWebSession? = nil,
        locate: (@Sendable (WorkflowType.Rendering) -> WebLocation)? = nil,
        mountPath: String = "/",
        navigate: (@Sendable (WebLocation) -> WorkflowType)? = nil,
        hosting: WebSessionHosting<WorkflowType>? = nil,
        logger: Logger = Logger(label: "workflow.web")
    ) -> FirstPage {
        // Two pages' connections may restore the same session at once: the first starts it.
        if let session { return FirstPage(html: session.pageHTML, location: session.location) }
        guard !isEnded else { return FirstPage(html: "", location: nil) }
        var snapshot: WorkflowSnapshot?
        if let stored {
            do {
                snapshot = try WorkflowSnapshot(bytes: stored.snapshot)
            } catch {
                logger.warning("session \(id): its stored snapshot cannot be read (\(error)); it starts afresh")
            }
            if !(WorkflowType.self is any SnapshottingWorkflow.Type) {
                logger.notice(
                    "session \(id) restarts afresh: \(WorkflowType.self) is not a SnapshottingWorkflow, so its state was not stored")
            }
        }
        let workflow = makeWorkflow()
        let host: WorkflowHost<WorkflowType>
        if let hosting {
            host = hosting.makeHost(id, workflow, snapshot, self)
        } else {
            host = WorkflowHost(workflow: workflow, restoringFrom: snapshot)
        }
        self.hosting = hosting
        let session = WebSession(host: host, environment: makeEnvironment(), lastAppliedEvent: stored?.lastAppliedEvent ?? 0)
        session.keepsEventsUntilStored = writer != nil
        lastWritten = stored.map { ($0.snapshot, $0.lastAppliedEvent) }
        session.mountPath = mountPath
        session.locate = locate
        self.session = session
        self.navigate = navigate
        // A cycle (actor → session → closure → actor) until `end` breaks it: a weak capture
        // would lose the actor's isolation, which `send` needs.
        session.onMessage = { message in
            self.send(message)
        }
        session.onNavigate = { location in
            guard let workflow = self.navigate?(location) else { return }
            self.session?.host.update(workflow: workflow)
        }
        if writer != nil {
            // Every rendering follows an update that may have changed the state, whether or not
            // a patch goes out: a page past flow control's limit, or a page away, gets none, and
            // a change need not show at all. Each is saved. The same cycle as above.
            renderingObservation = session.host.onRendering { _ in
                self.stateDidChange()
            }
        }
        return FirstPage(html: session.pageHTML, location: session.location)
    }

    /// Makes the root's props for Back and Forward from now on: from the request context of
    /// the connection that joined last.
    func navigate(with navigate: @escaping @Sendable (WebLocation) -> WorkflowType) {
        self.navigate = navigate
    }

    /// Connects a page: what the session says goes to `outbound` from now on.
    ///
    /// A connection that joins takes the session over from any earlier one, whose queue is
    /// closed and whose messages are refused from then on: the earlier one is usually the same
    /// page's half-open connection from before a network change, which the server may not
    /// have noticed yet, and the newest join is the page that is really there.
    @discardableResult
    func attach(_ outbound: any PageLink) -> Int {
        if let previous = self.outbound, previous !== outbound {
            previous.close()
            // The session's join belonged to the earlier connection; this one joins afresh.
            session?.connectionDidClose()
        }
        self.outbound = outbound
        generation += 1
        // A message in flight on the earlier connection may have carried the latest news:
        // the page hears it again.
        toldStoredEvent = 0
        // (With no delay the next patch or ack tells it: a `stored` before `joined` would be
        // harmless, but out of the order the protocol describes.)
        if storedEvent > 0, storedNoticeDelay > .zero { armStoredNotice(at: .now() + storedNoticeDelay) }
        return generation
    }

    /// Handles one message from the page on the connection whose queue is `connection`.
    ///
    /// - Throws: ``WebProtocolError/replaced`` when another connection has joined the session
    ///   since, and whatever the session refuses.
    func receive(_ message: ClientMessage, on connection: any PageLink) throws(WebProtocolError) {
        guard let session else { throw .sessionEnded }
        guard outbound === connection else { throw .replaced }
        try session.receive(message, expectedToken: token)
    }

    private func send(_ message: ServerMessage) {
        if let outbound {
            var stored: Int?
            if storedEvent > toldStoredEvent, message.canCarryStoredEvent {
                stored = storedEvent
                toldStoredEvent = storedEvent
            }
            outbound.send(message.jsonBytes(carryingStoredEvent: stored))
            // Only a message that could have carried the news puts off telling it alone.
            if message.canCarryStoredEvent { lastSentAt = .now() }
        }
        // An event answered without a rendering still moves the last applied event on.
        if case .acknowledged = message { stateDidChange() }
    }

    private func stateDidChange() {
        hasUnsavedChanges = true
        queueSave()
    }

    /// Saves the session once the current turn is over: after its patch went out, not before.
    /// It runs on the session's executor right after the work in hand, on the same thread:
    /// a task for it cost a thread hop per event.
    private func queueSave() {
        guard writer != nil, !saveIsQueued else { return }
        saveIsQueued = true
        executor.afterCurrentWork { self.assumeIsolated { $0.save() } }
    }

    private func save() {
        saveIsQueued = false
        guard let writer, let session, hasUnsavedChanges else { return }
        hasUnsavedChanges = false
        let stored = StoredWebSession(id: id, snapshot: session.host.snapshot().bytes, lastAppliedEvent: session.lastAppliedEvent)
        if let lastWritten, lastWritten.event == stored.lastAppliedEvent, lastWritten.snapshot == stored.snapshot { return }
        lastWritten = (stored.snapshot, stored.lastAppliedEvent)
        let epoch = session.epoch
        // The writer's task tells the session without waiting for it: at once if the session
        // is idle, after its current work otherwise.
        writer.save(stored) { [weak self] event in
            guard let self else { return }
            self.executor.perform { self.assumeIsolated { $0.didStore(event: event, epoch: epoch) } }
        }
    }

    /// The store holds the page's events up to `event`, unless the write was of an incarnation
    /// this copy has since replaced (its numbers would mislead the page). The page is told with
    /// its next patch or acknowledgement, or alone once it has been sent nothing for
    /// `storedNoticeDelay`: at one event a second, telling it at once cost a second write to the
    /// socket (and its wake-up of the page) for every event.
    private func didStore(event: Int, epoch: String) {
        guard session?.epoch == epoch else { return }
        storedEvent = max(storedEvent, event)
        guard storedNoticeDelay > .zero else {
            tellStored()
            return
        }
        armStoredNotice(at: lastSentAt + storedNoticeDelay)
    }

    private var storedNoticeDelay: TimeAmount {
        TimeAmount(writer?.storedNoticeDelay ?? .zero)
    }

    /// Sends the untold news on its own.
    private func tellStored() {
        guard storedEvent > toldStoredEvent, let outbound else { return }
        toldStoredEvent = storedEvent
        outbound.send(ServerMessage.stored(event: storedEvent).jsonBytes())
        lastSentAt = .now()
    }

    /// Has a timer look at the untold news at `deadline`, unless one will already. One timer
    /// serves a session that keeps sending: it is set again, not replaced, each time it finds
    /// the page recently sent something that carried the news.
    ///
    /// The timer may fire up to an eighth of the delay late (a quarter of a second by default):
    /// the sessions of a loop then share its wake-ups, where one timer each, a few milliseconds
    /// apart, cost the loop almost a wake-up of its own per event.
    private func armStoredNotice(at deadline: NIODeadline) {
        guard !storedNoticeIsArmed else { return }
        storedNoticeIsArmed = true
        let leeway = TimeAmount.nanoseconds(storedNoticeDelay.nanoseconds / 8)
        executor.perform(at: deadline, leeway: leeway) { self.assumeIsolated { $0.storedNoticeIsDue() } }
    }

    private func storedNoticeIsDue() {
        storedNoticeIsArmed = false
        guard storedEvent > toldStoredEvent, outbound != nil else { return }
        let due = lastSentAt + storedNoticeDelay
        if due <= .now() {
            tellStored()
        } else {
            armStoredNotice(at: due)
        }
    }

    /// The connection whose queue is `connection` went away. Returns the generation a
    /// grace-period timer must still see to end the session, or `nil` when that connection
    /// no longer held the session (a newer one joined since): then nothing changes, and the
    /// newer connection keeps the session.
    func detach(_ connection: any PageLink) -> Int? {
        guard outbound === connection else { return nil }
        session?.connectionDidClose()
        connection.close()
        outbound = nil
        generation += 1
        return generation
    }

    /// Ends the session if no page attached since `generation`; returns whether it ended.
    func end(ifStillAt generation: Int) -> Bool {
        guard generation == self.generation, session != nil else { return false }
        end()
        return true
    }

    /// Stops the session's host, cancelling its workers. A stored copy stays until it expires
    /// (see ``WebSessionStore/removeSessions(savedBefore:)``).
    func end() {
        isEnded = true
        renderingObservation?.cancel()
        renderingObservation = nil
        session?.onMessage = nil
        session?.onNavigate = nil
        navigate = nil
        session?.host.stop()
        if session != nil { hosting?.sessionDidEnd(id) }
        hosting = nil
        session = nil
        outbound?.close()
        outbound = nil
    }

    /// Queues the session's latest state for the store now (at shutdown, or when it is
    /// evicted), if it changed since it was last written.
    func saveNow() {
        save()
    }

    /// The incarnation of the session this copy runs (see ``WorkflowWebUI/WebSession/epoch``);
    /// `nil` once ended.
    var epoch: String? {
        session?.epoch
    }

    /// Drops this copy for the one `stored` when the store's is ahead (or as far, and this
    /// copy has nothing unwritten): the page has been served by another incarnation (another
    /// node, since restarted or gone) whose work is in the store and not here. Returns whether
    /// it did; an ended copy is never started again.
    func replace(
        with stored: StoredWebSession,
        workflow makeWorkflow: @Sendable () -> WorkflowType,
        environment makeEnvironment: @Sendable () -> ViewEnvironment,
        locate: (@Sendable (WorkflowType.Rendering) -> WebLocation)?,
        mountPath: String,
        navigate: (@Sendable (WebLocation) -> WorkflowType)?,
        logger: Logger
    ) -> Bool {
        guard !isEnded, let session,
            stored.lastAppliedEvent > session.lastAppliedEvent || !hasUnsavedChanges && stored.lastAppliedEvent >= session.lastAppliedEvent
        else {
            return false
        }
        let outbound = self.outbound
        end()
        isEnded = false
        hasUnsavedChanges = false
        self.outbound = outbound
        _ = start(
            workflow: makeWorkflow, environment: makeEnvironment, restoring: stored, locate: locate, mountPath: mountPath,
            navigate: navigate, logger: logger)
        return true
    }
}
#endif
