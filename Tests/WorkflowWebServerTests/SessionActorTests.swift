#if WebServer
import Logging
import Synchronization
import Testing
import Workflow
import WorkflowUI
import WorkflowWebUI
@testable import WorkflowWebServer

/// One session's connections coming and going, as a half-open connection after a network
/// change makes them: the newest join holds the session, and an older connection closing
/// late takes nothing from it.
@Suite struct SessionActorTests {
    /// A connection's queue and what was written to it, in order.
    struct Connection {
        let queue = StreamLink()
        var written: AsyncStream<String> { queue.written }

        func next() async -> String? {
            var iterator = written.makeAsyncIterator()
            return await iterator.next()
        }
    }

    func join(_ token: String) throws -> ClientMessage {
        try ClientMessage(json: #"{"type":"join","v":3,"token":"\#(token)","seq":0,"epoch":"x"}"#)
    }

    @Test func aStaleConnectionClosingLateLeavesTheNewestOneTheSession() async throws {
        let actor = SessionActor<ClickCounter>(id: "s", token: "token", writer: nil)
        let html = await actor.start(workflow: { ClickCounter() }, environment: { .empty }).html
        let button = try #require(Self.id(of: "Click", in: html))
        let click = try ClientMessage(json: #"{"type":"event","n":1,"target":\#(button),"event":"click","seq":0}"#)

        let first = Connection()
        await actor.attach(first.queue)
        try await actor.receive(join("token"), on: first.queue)
        #expect(await first.next()?.contains(#""type":"reset""#) == true)

        let newest = Connection()
        await actor.attach(newest.queue)
        try await actor.receive(join("token"), on: newest.queue)
        #expect(await newest.next()?.contains(#""type":"reset""#) == true)

        // The first connection's close comes late: it changes nothing.
        #expect(await actor.detach(first.queue) == nil)
        try await actor.receive(click, on: newest.queue)
        #expect(await newest.next()?.contains("Clicked 1 times") == true)
        // And what it still sends is refused, not applied.
        await #expect(throws: WebProtocolError.replaced) {
            try await actor.receive(click, on: first.queue)
        }
    }

    @Test func aSessionWithHostingHasItsHostMadeByItAndTellsItOfTheEnd() async throws {
        let made = HostingLog()
        let hosting = WebSessionHosting<ClickCounter> { id, workflow, snapshot, isolation in
            made.append("made \(id)")
            return WorkflowHost(workflow: workflow, restoringFrom: snapshot, observers: [], isolation: isolation)
        } sessionDidEnd: { id in
            made.append("ended \(id)")
        }
        let actor = SessionActor<ClickCounter>(id: "s", token: "token", writer: nil)
        let html = await actor.start(workflow: { ClickCounter() }, environment: { .empty }, hosting: hosting).html
        #expect(html.contains("Clicked 0 times"))
        #expect(made.ids == ["made s"])
        await actor.end()
        await actor.end()
        #expect(made.ids == ["made s", "ended s"])
    }

    @Test func theConnectionHoldingTheSessionLeavesItWithoutAPage() async throws {
        let actor = SessionActor<ClickCounter>(id: "s", token: "token", writer: nil)
        _ = await actor.start(workflow: { ClickCounter() }, environment: { .empty })
        let connection = Connection()
        await actor.attach(connection.queue)
        try await actor.receive(join("token"), on: connection.queue)
        #expect(await actor.detach(connection.queue) != nil)
        // The next connection must join again before it sends events.
        let next = Connection()
        await actor.attach(next.queue)
        let click = try ClientMessage(json: #"{"type":"event","n":1,"target":1,"event":"click","seq":0}"#)
        await #expect(throws: WebProtocolError.outOfOrder("an event before join")) {
            try await actor.receive(click, on: next.queue)
        }
    }

    /// A page that shows what it hears on a topic, and keeps no state in the store.
    struct TopicEcho: Workflow {
        var bus: any TopicBus

        func makeInitialState() -> Int { 0 }

        struct Rendering: WebScreen {
            var heard: Int
            func webContent(in environment: ViewEnvironment) -> WebElement { p("Heard \(heard)") }
        }

        func render(state: Int, context: RenderContext<TopicEcho>) -> Rendering {
            TopicWorker(bus: bus, topic: WebTopic<Int>("echo")).running(in: context) { _ in
                AnyWorkflowAction {
                    $0 += 1; return nil
                }
            }
            return Rendering(heard: state)
        }
    }

    @Test func aPatchThatChangesNothingTheStoreKeepsWritesNothing() async throws {
        let store = SwitchableStore(failing: false)
        let writer = SessionStoreWriter(store: store, logger: Logger(label: "test"), retryPause: .milliseconds(5))
        let bus = SubscriptionWatchingBus()
        var subscribed = bus.subscriptions.makeAsyncIterator()
        let actor = SessionActor<TopicEcho>(id: "s", token: "token", writer: writer)
        _ = await actor.start(workflow: { TopicEcho(bus: bus) }, environment: { .empty })
        // The worker subscribes from a task of its own: a message published before would be lost.
        _ = await subscribed.next()
        let connection = Connection()
        await actor.attach(connection.queue)
        try await actor.receive(join("token"), on: connection.queue)
        var written = connection.written.makeAsyncIterator()
        #expect(await written.next()?.contains(#""type":"reset""#) == true)
        for heard in 1...3 {
            try await bus.publish(heard, to: WebTopic<Int>("echo"))
            // (Skipping what the store's writes tell the page.)
            var message = await written.next()
            while message?.contains(#""type":"stored""#) == true { message = await written.next() }
            #expect(message?.contains("Heard \(heard)") == true, "\(message ?? "nothing")")
            // Whatever the patch queued is with the writer after this, and written after that.
            await actor.saveNow()
            #expect(await writer.flush(within: .seconds(10)))
        }
        // The first patch stored the session; the next two changed neither its snapshot (the
        // workflow keeps none) nor its last event, so they wrote nothing.
        #expect(writer.health.written == 1)
        #expect(try await store.load(session: "s") != nil)
    }

    /// Counts what it hears on a topic and keeps the count in the store.
    struct TopicTally: SnapshottingWorkflow {
        var bus: any TopicBus

        func makeInitialState() -> Int { 0 }

        func render(state: Int, context: RenderContext<TopicTally>) -> TopicEcho.Rendering {
            TopicWorker(bus: bus, topic: WebTopic<Int>("tally")).running(in: context) { _ in
                AnyWorkflowAction {
                    $0 += 1; return nil
                }
            }
            return TopicEcho.Rendering(heard: state)
        }
    }

    /// A change that sends no patch (here no page is joined; a page past flow control's limit
    /// is the same) is still saved: saving follows the state, not the messages.
    @Test func aChangeWhileNoPageListensIsStillSaved() async throws {
        let store = SwitchableStore(failing: false)
        let writer = SessionStoreWriter(store: store, logger: Logger(label: "test"), retryPause: .milliseconds(5))
        let bus = SubscriptionWatchingBus()
        var subscribed = bus.subscriptions.makeAsyncIterator()
        let actor = SessionActor<TopicTally>(id: "s", token: "token", writer: writer)
        _ = await actor.start(workflow: { TopicTally(bus: bus) }, environment: { .empty })
        // The worker subscribes from a task of its own: a message published before would be lost.
        _ = await subscribed.next()
        try await bus.publish(1, to: WebTopic<Int>("tally"))
        // The save after the worker's update, with a deadline so that a missing save fails
        // the test instead of hanging it.
        let attempted = await withTaskGroup(of: Bool.self) { group in
            group.addTask { await store.attempts.first { _ in true } != nil }
            group.addTask {
                try? await Task.sleep(for: .seconds(20))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        #expect(attempted, "the change was saved without a page to send it to")
        let stored = try #require(try await store.load(session: "s"))
        let snapshot = try WorkflowSnapshot(bytes: stored.snapshot)
        let heard = await MainActor.run {
            WorkflowHost(workflow: TopicTally(bus: bus), restoringFrom: snapshot).rendering.heard
        }
        #expect(heard == 1)
    }

    /// The `data-wf` id of the element whose text is `text` in a page's markup.
    static func id(of text: String, in html: String) -> Int? {
        guard let end = html.range(of: ">\(text)<")?.lowerBound,
            let start = html[..<end].range(of: "data-wf=\"", options: .backwards)?.upperBound,
            let close = html[start...].firstIndex(of: "\"")
        else { return nil }
        return Int(html[start..<close])
    }
}

/// What a test's hosting was asked to do, in order, from whichever isolation.
final class HostingLog: Sendable {
    private let lock = Mutex<[String]>([])

    func append(_ id: String) {
        lock.withLock { $0.append(id) }
    }

    var ids: [String] { lock.withLock { $0 } }
}
/// An in-memory bus that tells a test each time something subscribes, so that the test
/// publishes only once a worker listens.
final class SubscriptionWatchingBus: TopicBus {
    private let bus = InMemoryTopicBus()
    private let subscribed: AsyncStream<String>.Continuation
    /// The topic of each subscription, in order.
    let subscriptions: AsyncStream<String>

    init() {
        (subscriptions, subscribed) = AsyncStream<String>.makeStream()
    }

    func publish(payload: String, to topic: String) async throws {
        try await bus.publish(payload: payload, to: topic)
    }

    func subscribe(to topic: String) -> AsyncStream<String?> {
        let stream = bus.subscribe(to: topic)
        subscribed.yield(topic)
        return stream
    }
}
#endif
