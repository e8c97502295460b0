#if WebServer
import Logging
import Testing
import Workflow
import WorkflowWebUI
@testable import WorkflowWebServer

/// The news that a page's events are stored rides on the page's next patch (`"s"`) instead of
/// costing a message of its own, and goes alone only when the page hears nothing else.
@Suite struct StoredNoticeTests {
    private func session(storedNoticeDelay: Duration) async throws -> (
        actor: SessionActor<ClickCounter>, writer: SessionStoreWriter, connection: SessionActorTests.Connection,
        click: (Int) throws -> ClientMessage
    ) {
        let writer = SessionStoreWriter(
            store: SwitchableStore(failing: false), logger: Logger(label: "test"), retryPause: .milliseconds(5),
            storedNoticeDelay: storedNoticeDelay)
        let actor = SessionActor<ClickCounter>(id: "s", token: "token", writer: writer)
        let html = await actor.start(workflow: { ClickCounter() }, environment: { .empty }).html
        let button = try #require(SessionActorTests.id(of: "Click", in: html))
        let connection = SessionActorTests.Connection()
        await actor.attach(connection.queue)
        try await actor.receive(ClientMessage(json: #"{"type":"join","v":3,"token":"token","seq":0,"epoch":"x"}"#), on: connection.queue)
        let click = { (number: Int) in
            try ClientMessage(json: #"{"type":"event","n":\#(number),"target":\#(button),"event":"click","seq":0}"#)
        }
        return (actor, writer, connection, click)
    }

    /// Writes what the session changed and waits until the store has it and the session heard.
    private func store(_ actor: SessionActor<ClickCounter>, _ writer: SessionStoreWriter) async {
        await actor.saveNow()
        #expect(await writer.flush(within: .seconds(10)))
        // The writer's news reaches the session through its executor, before this call.
        _ = await actor.epoch
    }

    @Test func theNewsRidesOnTheNextPatch() async throws {
        let (actor, writer, connection, click) = try await session(storedNoticeDelay: .seconds(3600))
        var written = connection.written.makeAsyncIterator()
        #expect(await written.next()?.contains(#""type":"reset""#) == true)

        try await actor.receive(click(1), on: connection.queue)
        let first = try #require(await written.next())
        #expect(first.contains("Clicked 1 times") && !first.contains(#""s":"#), "\(first)")
        await store(actor, writer)

        try await actor.receive(click(2), on: connection.queue)
        // No `stored` came between: the second patch carries it.
        let second = try #require(await written.next())
        #expect(second.contains("Clicked 2 times") && second.hasSuffix(#","s":1}"#), "\(second)")
        await store(actor, writer)

        // An event that changes nothing is acknowledged, and the news rides on the ack.
        try await actor.receive(click(2), on: connection.queue)
        #expect(await written.next() == #"{"type":"ack","ack":2,"s":2}"#)
    }

    /// After the delay, or at once with none, and only once: the next patch carries nothing.
    @Test(arguments: [Duration.milliseconds(20), .zero])
    func aPageThatHearsNothingMoreIsToldAlone(after delay: Duration) async throws {
        let (actor, writer, connection, click) = try await session(storedNoticeDelay: delay)
        var written = connection.written.makeAsyncIterator()
        #expect(await written.next()?.contains(#""type":"reset""#) == true)
        try await actor.receive(click(1), on: connection.queue)
        #expect(await written.next()?.contains("Clicked 1 times") == true)
        await store(actor, writer)
        #expect(await written.next() == #"{"type":"stored","n":1}"#)
        try await actor.receive(click(2), on: connection.queue)
        #expect(await written.next()?.contains(#""s":"#) == false)
    }
}
#endif
