public import Workflow
public import WorkflowUI

/// One browser session: a ``/Workflow/WorkflowHost`` running the app's root workflow, the web views that
/// show its renderings, and the page they make.
///
/// The server makes one per page load, serves ``pageHTML`` in the first response, then passes
/// each message from the page's WebSocket to ``receive(_:expectedToken:)`` and sends what ``onMessage`` is
/// given back. Everything happens on the isolation that made the session, like its host's.
public final class WebSession<WorkflowType: Workflow> where WorkflowType.Rendering: Screen {
    /// The host running the session's workflows.
    public let host: WorkflowHost<WorkflowType>
    /// Called with each message for the page, in order: patches as renderings change (also
    /// those no event caused, like a timer's), and answers to the page's messages.
    public var onMessage: ((ServerMessage) -> Void)?

    private let document = WebDocument()
    private let environment: ViewEnvironment
    /// The root screen's slot. The terminal's `TerminalApp` shows its root through
    /// `WorkflowViewRoot`; a session does not, because its root is a slot like any other on
    /// the page: a binding error is shown in its place, on the first rendering too (a view root
    /// throws from its initializer then, and keeps the last good view later), and a new root
    /// view becomes a patch that replaces the slot's content.
    private let rootSlot = WebScreenSlot(id: 0, key: "root")
    private var observation: HostObservation?
    private var sequence = 0
    private var lastEventNumber: Int
    private var hasJoined = false
    /// The latest patches, for a page that joins having missed some, or that fell behind.
    private var recentPatches = RecentPatches(countLimit: 64, byteLimit: 32 * 1024)
    /// The latest patch the page has said it applied (in its join, its events and `seen`).
    private var pageSequence = 0
    /// The latest patch sent to the page; patches after it are held back while the page is
    /// ``unacknowledgedPatchLimit`` behind.
    private var sentSequence = 0

    /// How many patches the server sends beyond the latest one the page has said it applied.
    /// A page that stops reading (a stalled tab, a slow network) then costs a bounded backlog:
    /// later patches are held, and as the page reports progress it gets the held ones (or,
    /// once they are older than the patches kept, the last 64 and at most 32 KiB, a `reset`).
    public static var unacknowledgedPatchLimit: Int { FlowControl.unacknowledgedPatchLimit }

    /// Maps the root rendering to the page's URL and title, for an app whose URLs mean
    /// something (see ``WebLocation``); `nil`, the default, leaves the address bar alone. Set
    /// it before serving ``pageHTML``: when a rendering moves to another location the page is
    /// sent ``ServerMessage/location(url:title:replace:)``.
    public var locate: ((WorkflowType.Rendering) -> WebLocation)? {
        didSet { location = locate?(host.rendering) }
    }

    /// The path the app is mounted at (such as `/todo`), which the page's URLs start with.
    public var mountPath = "/"

    /// Where the page is now, as ``locate`` says; `nil` without it.
    public private(set) var location: WebLocation?

    /// Called when the person goes Back or Forward through the browser's history to
    /// `location` (the page sends a `navigate` event): the server typically gives the root
    /// workflow props made from it (``/Workflow/WorkflowHost/update(workflow:)``). A location
    /// the change leads to is then not added to the history again, as the browser is there.
    public var onNavigate: ((WebLocation) -> Void)?
    private var isNavigating = false

    /// Whether a store keeps the session (see ``ServerMessage/stored(event:)``): the page then
    /// holds each event until it is stored, not only applied, so that a session restored from
    /// the store can be given the events it lacks. Set it before serving ``pageHTML``.
    public var keepsEventsUntilStored = false

    /// This incarnation of the session's page. Element ids and patch numbers mean something
    /// only within one epoch: a session restored from a snapshot (after a restart, or on
    /// another server) gets a new one, which tells the page to take a reset and re-aim the
    /// events it had not seen stored.
    public let epoch: String

    /// Starts `workflow` and renders its first page.
    ///
    /// - Parameters:
    ///   - workflow: The root workflow, with its props.
    ///   - environment: The view environment, holding the registry of web views.
    ///   - snapshot: Saved states to restore, from `snapshot()` of the session's earlier host.
    ///   - lastAppliedEvent: The number of the page's last event that the restored states
    ///     include: the page's events up to it are not applied again when it re-sends them.
    ///   - configuration: The runtime options of the session's host.
    ///   - isolation: The actor the session and its host belong to; the caller's by default.
    public convenience init(
        workflow: WorkflowType,
        environment: ViewEnvironment = .empty,
        restoringFrom snapshot: WorkflowSnapshot? = nil,
        lastAppliedEvent: Int = 0,
        configuration: RuntimeConfiguration = .default,
        isolation: isolated (any Actor) = #isolation
    ) {
        self.init(
            host: WorkflowHost(workflow: workflow, restoringFrom: snapshot, configuration: configuration, isolation: isolation),
            environment: environment, lastAppliedEvent: lastAppliedEvent
        )
    }

    /// Shows `host`, a host made by the caller (with observers of its own, such as an
    /// inspector's), and renders its first page. The session belongs to the host's isolation.
    ///
    /// - Parameters:
    ///   - host: The session's host, started from the root workflow (and any saved states).
    ///   - environment: The view environment, holding the registry of web views.
    ///   - lastAppliedEvent: The number of the page's last event that the host's restored
    ///     states include.
    public init(host: WorkflowHost<WorkflowType>, environment: ViewEnvironment = .empty, lastAppliedEvent: Int = 0) {
        self.host = host
        lastEventNumber = lastAppliedEvent
        epoch = String(UInt64.random(in: 1 ... .max), radix: 36)
        self.environment = environment.setting(WebDocumentKey.self, to: document)
        rootSlot.show(host.rendering, in: self.environment, document: document, isOnPage: false)
        rootSlot.placeOnPage()
        observation = host.onRendering { [weak self] rendering in
            self?.show(rendering)
        }
    }

    deinit {
        observation?.cancel()
    }

    /// The number of the latest patch: a page made now is up to date as of it.
    public var currentSequence: Int { sequence }

    /// The number of the page's latest event that the session applied: what a snapshot taken
    /// now includes, and what to restore it with.
    public var lastAppliedEvent: Int { lastEventNumber }

    /// The root element of the page as it is now, with its content: what the first response
    /// serves inside `<body>`, readable without JavaScript.
    public var pageHTML: String {
        "<div data-wf=\"0\" id=\"wf-root\" class=\"wf-slot\" data-wf-seq=\"\(sequence)\" data-wf-epoch=\"\(epoch)\" data-wf-ack=\"\(lastEventNumber)\"\(keepsEventsUntilStored ? " data-wf-durable=\"1\"" : "")>"
            + rootSlot.contentHTML + "</div>"
    }

    /// Handles one message from the page.
    ///
    /// - Throws: ``WebProtocolError`` when the message is refused; the caller sends
    ///   ``ServerMessage/error(code:message:)`` and closes the connection. Nothing in the
    ///   session changed.
    public func receive(_ message: ClientMessage, expectedToken: String) throws(WebProtocolError) {
        switch message {
        case .join(let token, let pageSequence, let pageEpoch, _):
            guard !hasJoined else { throw .outOfOrder("joined twice") }
            guard token == expectedToken else { throw .badToken }
            hasJoined = true
            resume(from: pageSequence, epoch: pageEpoch)
        case .leave:
            // The server ends the session; nothing in it changes before that.
            return
        case .seen(let sequence):
            guard hasJoined else { throw .outOfOrder("seen before join") }
            pageDidApply(sequence)
        case .event(let number, let target, let event, let value, let seen):
            guard hasJoined else { throw .outOfOrder("an event before join") }
            if let seen { pageDidApply(seen) }
            // Events are numbered per page, across connections: a number already applied is a
            // resend after a reconnect, and is acknowledged again but not applied.
            guard number > lastEventNumber else {
                onMessage?(.acknowledged(lastEventNumber))
                return
            }
            lastEventNumber = number
            let sequenceBefore = sequence
            if event == WebEvent.navigate.rawValue {
                navigate(to: value)
                if sequence == sequenceBefore { onMessage?(.acknowledged(number)) }
                return
            }
            if let event = WebEvent(rawValue: event),
                let handler = rootSlot.view?.handlers(ofElement: target)?[event]
            {
                handler.call(with: value)
            }
            // An event whose target has gone (the page had not yet seen a patch removing it)
            // or that changed nothing is still acknowledged, so the page stops waiting on it.
            if sequence == sequenceBefore { onMessage?(.acknowledged(number)) }
        }
    }

    /// The person went Back or Forward to `url`; one that is not below the mount path, or not
    /// valid, changes nothing.
    private func navigate(to url: String?) {
        guard let url, let target = WebLocation(url: url, below: mountPath) else { return }
        isNavigating = true
        defer { isNavigating = false }
        onNavigate?(target)
        // The browser is at `url` already; the page still needs the title, and the right URL
        // if the app went elsewhere (an item deleted since, say): the entry is corrected in
        // place, never added.
        if let location {
            onMessage?(.location(url: location.url(below: mountPath), title: location.title, replace: true))
        }
    }

    /// The page's connection closed: it must join again before its next event. Its events
    /// keep their numbers across connections, so one it re-sends is applied once.
    public func connectionDidClose() {
        hasJoined = false
    }

    /// The page has applied the patches up to `sequence`: patches held back while it was too
    /// far behind go out, as many as the limit allows.
    private func pageDidApply(_ sequence: Int) {
        // A page cannot have applied what was never sent to it.
        pageSequence = max(pageSequence, min(sequence, sentSequence))
        guard sentSequence < self.sequence, sentSequence - pageSequence < Self.unacknowledgedPatchLimit else { return }
        let next = sentSequence + 1
        let kept = recentPatches.inOrder
        let isKept = kept.contains { if case .patch(let number, _, _) = $0 { number == next } else { false } }
        guard isKept else {
            // Held longer than the history reaches: the whole page instead.
            sendReset()
            return
        }
        let last = min(self.sequence, pageSequence + Self.unacknowledgedPatchLimit)
        for patch in kept {
            guard case .patch(let number, _, _) = patch, number > sentSequence, number <= last else { continue }
            sentSequence = number
            onMessage?(patch)
        }
    }

    private func resume(from pageSequence: Int, epoch pageEpoch: String) {
        self.pageSequence = pageEpoch == epoch ? min(pageSequence, sequence) : 0
        sentSequence = sequence
        resumeContent(from: pageSequence, epoch: pageEpoch)
        // Stream items queued before the first page: its markup, written from the server's copy,
        // has none, so they follow as the first patch once the page is here to take it.
        sendRecordedOperations()
        // The page may have missed a move while it was away: its address bar is put right.
        if let location {
            onMessage?(.location(url: location.url(below: mountPath), title: location.title, replace: true))
        }
    }

    private func resumeContent(from pageSequence: Int, epoch pageEpoch: String) {
        let missed = recentPatches.inOrder.filter { if case .patch(let number, _, _) = $0 { number > pageSequence } else { false } }
        if pageEpoch != epoch {
            // The page's ids and patch numbers belong to another incarnation of the session.
            sendReset()
        } else if pageSequence == sequence {
            onMessage?(.joined(sequence: sequence, acknowledged: lastEventNumber))
        } else if pageSequence < sequence, missed.count == sequence - pageSequence {
            for patch in missed { onMessage?(patch) }
            onMessage?(.joined(sequence: sequence, acknowledged: lastEventNumber))
        } else {
            sendReset()
        }
    }

    /// Sends the whole page. The page is up to date with it as soon as it applies it, before
    /// any later patch, so flow control counts from it: patches after a reset are not held
    /// waiting for the page to report the jump.
    private func sendReset() {
        sentSequence = sequence
        pageSequence = sequence
        onMessage?(.reset(sequence: sequence, acknowledged: lastEventNumber, epoch: epoch, html: rootSlot.contentHTML))
    }

    private func show(_ rendering: WorkflowType.Rendering) {
        rootSlot.show(rendering, in: environment, document: document, isOnPage: true)
        sendRecordedOperations()
        moveLocation(for: rendering)
    }

    /// Makes the operations recorded since the last patch into the next one, and sends it when
    /// the page may have it.
    private func sendRecordedOperations() {
        let operations = document.takeOperations()
        if !operations.isEmpty {
            sequence += 1
            let patch = ServerMessage.patch(sequence: sequence, acknowledged: lastEventNumber, operations: operations)
            // A page that missed a patch dropped from these gets a `reset`.
            recentPatches.append(patch, size: operations.reduce(0) { $0 + $1.keptBytes })
            if hasJoined, sentSequence == sequence - 1, sequence - pageSequence <= Self.unacknowledgedPatchLimit {
                sentSequence = sequence
                onMessage?(patch)
            }
        }
    }

    /// Tells the page the URL and title `rendering` is at, when they changed: as a new history
    /// entry, unless the change came from the browser's own Back or Forward.
    private func moveLocation(for rendering: WorkflowType.Rendering) {
        guard let locate else { return }
        let next = locate(rendering)
        guard next != location else { return }
        location = next
        guard hasJoined, !isNavigating else { return }
        onMessage?(.location(url: next.url(below: mountPath), title: next.title, replace: false))
    }
}
