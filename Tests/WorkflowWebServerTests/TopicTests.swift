#if WebServer
import Foundation
import ServiceLifecycle
import Testing
import Logging
import Workflow
import WorkflowWebServer

/// A board's change: what changed, not the data (subscribers read that from the database).
struct BoardChanged: Codable, Equatable, Sendable {
    var item: Int
}

extension WebTopic where Message == BoardChanged {
    static var board: WebTopic<BoardChanged> { WebTopic("board") }
}

/// The next `count` elements of `stream`.
func take<Element: Sendable>(_ count: Int, from stream: AsyncStream<Element>) async -> [Element] {
    var taken: [Element] = []
    for await element in stream {
        taken.append(element)
        if taken.count == count { break }
    }
    return taken
}

@Suite struct InMemoryTopicTests {
    @Test func everySubscriberGetsEveryMessageInOrder() async throws {
        let bus = InMemoryTopicBus()
        let first = bus.events(of: .board)
        let second = bus.events(of: .board)
        for item in 1...3 { try await bus.publish(BoardChanged(item: item), to: .board) }
        for stream in [first, second] {
            let events = await take(3, from: stream)
            #expect(events.compactMap { if case .message(let change) = $0 { change.item } else { nil } } == [1, 2, 3])
        }
    }

    @Test func aMessageThatDoesNotDecodeIsSkippedAndTheSubscriberGoesOn() async throws {
        let bus = InMemoryTopicBus()
        let events = bus.events(of: .board)
        try await bus.publish(payload: #"{"unexpected":true}"#, to: "board")
        try await bus.publish(BoardChanged(item: 7), to: .board)
        let received = await take(1, from: events)
        #expect(received.count == 1)
        if case .message(let change) = received.first { #expect(change.item == 7) } else { Issue.record("\(received)") }
    }

    @Test func publishingToATopicNobodyFollowsIsFineAndOtherTopicsHearNothing() async throws {
        let bus = InMemoryTopicBus()
        try await bus.publish(BoardChanged(item: 1), to: WebTopic("elsewhere"))
        let events = bus.events(of: .board)
        try await bus.publish(BoardChanged(item: 2), to: .board)
        let received = await take(1, from: events)
        if case .message(let change) = received.first { #expect(change.item == 2) } else { Issue.record("\(received)") }
    }

    @Test func aSubscriptionEndsWhenItsConsumerStops() async throws {
        let bus = InMemoryTopicBus()
        do {
            let stream = bus.subscribe(to: "board")
            #expect(bus.subscriberCount(of: "board") == 1)
            _ = stream
        }
        // Dropping the stream ends the subscription.
        #expect(bus.subscriberCount(of: "board") == 0)
    }

    @Test func aTopicNameOutsideTheAllowedCharactersIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            _ = WebTopic<BoardChanged>("no spaces allowed")
        }
    }
}

@Suite struct InMemoryPresenceTests {
    @Test func joinsAndLeavesAreSeenByEveryoneOnTheTopic() async throws {
        let presence = InMemoryPresence()
        let alice = presence.join(PresenceMember(id: "alice"), on: "board")
        var aliceSees = alice.makeAsyncIterator()
        #expect(await aliceSees.next()?.map(\.name) == ["alice"])
        do {
            let bob = presence.join(PresenceMember(id: "bob"), on: "board")
            #expect(await aliceSees.next()?.map(\.name) == ["alice", "bob"])
            // Bob in a second tab is still one bob.
            let bobAgain = presence.join(PresenceMember(id: "bob"), on: "board")
            #expect(presence.members(on: "board").map(\.name) == ["alice", "bob"])
            _ = (bob, bobAgain)
        }
        #expect(await aliceSees.next()?.map(\.name) == ["alice"])
        #expect(presence.members(on: "elsewhere").isEmpty)
    }
}

/// The same on PostgreSQL, when a server is given (`.ci/run` starts one on loopback).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["WORKFLOW_TEST_POSTGRES_URL"] != nil))
struct PostgresTopicTests {
    var url: String { ProcessInfo.processInfo.environment["WORKFLOW_TEST_POSTGRES_URL"] ?? "" }

    /// Runs `services` in a service group while `body` runs, then stops them gracefully.
    func running<Result: Sendable>(_ services: [any Service], _ body: () async throws -> Result) async throws -> Result {
        let group = ServiceGroup(configuration: .init(services: services, logger: Logger(label: "test")))
        let task = Task { try await group.run() }
        defer { task.cancel() }
        let result = try await body()
        await group.triggerGracefulShutdown()
        try await task.value
        return result
    }

    @Test func messagesCrossFromOneNodesBusToAnothers() async throws {
        let sender = try PostgresTopicBus(url: url)
        let receiver = try PostgresTopicBus(url: url)
        try await running([sender, receiver]) {
            let events = receiver.events(of: .board)
            await receiver.untilListening()
            try await sender.publish(BoardChanged(item: 1), to: .board)
            let received = await take(1, from: events)
            if case .message(let change) = received.first { #expect(change.item == 1) } else { Issue.record("\(received)") }
        }
    }

    @Test func aMessageTooLargeForANotificationIsRefusedWithAReason() async throws {
        let bus = try PostgresTopicBus(url: url)
        let huge = String(repeating: "x", count: 8_000)
        await #expect(throws: TopicBusError.self) {
            try await bus.publish(payload: huge, to: "board")
        }
    }

    @Test func presenceIsSharedAcrossNodes() async throws {
        let one = try PostgresPresence(url: url, heartbeat: .milliseconds(200))
        let other = try PostgresPresence(url: url, heartbeat: .milliseconds(200))
        try await running([one, other]) {
            let topic = "board-\(UInt32.random(in: 0 ... .max))"
            let alice = one.join(PresenceMember(id: "alice"), on: topic)
            let bob = other.join(PresenceMember(id: "bob"), on: topic)
            var bobSees = bob.makeAsyncIterator()
            var seen: [String] = []
            while seen != ["alice", "bob"], let list = await bobSees.next() { seen = list.map(\.name) }
            #expect(seen == ["alice", "bob"])
            _ = alice
        }
    }

    /// A second tab of someone already listed changes no list, yet must be told who is there.
    /// (It used to wait for the next arrival or departure; the time limit turns that into a
    /// failure.)
    @Test(.timeLimit(.minutes(1))) func aWatcherJoiningAsSomeoneAlreadyListedGetsTheListAtOnce() async throws {
        let presence = try PostgresPresence(url: url, heartbeat: .milliseconds(200))
        try await running([presence]) {
            let topic = "board-\(UInt32.random(in: 0 ... .max))"
            let firstTab = presence.join(PresenceMember(id: "alice"), on: topic)
            var firstSees = firstTab.makeAsyncIterator()
            #expect(await firstSees.next()?.map(\.name) == ["alice"])
            let secondTab = presence.join(PresenceMember(id: "alice"), on: topic)
            var secondSees = secondTab.makeAsyncIterator()
            #expect(await secondSees.next()?.map(\.name) == ["alice"])
        }
    }
}
#endif
