#if WebServer
import Testing
import WorkflowUI
@testable import WorkflowWebServer

/// The registry's ends of sessions without a page, driven by explicit instants rather than by
/// waiting for its sweeping task. An end's deadline is counted from the moment it is asked
/// for, so "not yet" is checked at an instant taken before asking, "due" at one taken after.
@Suite struct SessionRegistryTests {
    static let limits = SessionLimits(total: 10, unjoined: 10, unjoinedPerClient: 10, disconnected: 10)

    func makeSession(in registry: SessionRegistry<ClickCounter>, id: String, client: String = "client") async throws -> SessionActor<
        ClickCounter
    > {
        let actor = try #require(await registry.addUnjoined(id: id, token: "token-\(id)", client: client).actor)
        _ = await actor.start(workflow: { ClickCounter() }, environment: { .empty })
        return actor
    }

    /// A page attached to `actor` and left again: its generation moved on.
    func attachAndLeave(_ actor: SessionActor<ClickCounter>) async throws -> Int {
        let queue = StreamLink()
        await actor.attach(queue)
        return try #require(await actor.detach(queue))
    }

    @Test func aSessionEndsWhenItsTimeIsDueAndNotBefore() async throws {
        let registry = SessionRegistry<ClickCounter>(limits: Self.limits, sweepInterval: .seconds(1))
        let actor = try await makeSession(in: registry, id: "a")
        let before = ContinuousClock.now
        await registry.end(actor, after: .seconds(60), unlessAttachedSince: 0)
        await registry.endDue(at: before + .seconds(59))
        #expect(await registry.session(id: "a") != nil)
        await registry.endDue(at: .now + .seconds(60))
        #expect(await registry.session(id: "a") == nil)
    }

    @Test func aPageThatCameMeanwhileKeepsItsSession() async throws {
        let registry = SessionRegistry<ClickCounter>(limits: Self.limits, sweepInterval: .seconds(1))
        let actor = try await makeSession(in: registry, id: "a")
        await registry.end(actor, after: .seconds(60), unlessAttachedSince: 0)
        _ = try await attachAndLeave(actor)
        await registry.endDue(at: .now + .seconds(60))
        #expect(await registry.session(id: "a") != nil)
    }

    @Test func aLaterEndReplacesAnEarlierOne() async throws {
        let registry = SessionRegistry<ClickCounter>(limits: Self.limits, sweepInterval: .seconds(1))
        let actor = try await makeSession(in: registry, id: "a")
        let other = try await makeSession(in: registry, id: "b")
        await registry.end(actor, after: .seconds(10), unlessAttachedSince: 0)
        await registry.end(other, after: .seconds(10), unlessAttachedSince: 0)
        let generation = try await attachAndLeave(actor)
        let beforeLaterEnd = ContinuousClock.now
        await registry.end(actor, after: .seconds(100), unlessAttachedSince: generation)
        // Past the first ends, before the later one.
        await registry.endDue(at: max(.now + .seconds(10), beforeLaterEnd + .seconds(50)))
        #expect(await registry.session(id: "a") != nil)
        #expect(await registry.session(id: "b") == nil)
        await registry.endDue(at: .now + .seconds(100))
        #expect(await registry.session(id: "a") == nil)
    }

    // MARK: Fairness: one client cannot use the limits against another

    @Test func aClientBeyondItsShareOfUnjoinedSessionsLosesItsOwnOldest() async throws {
        let registry = SessionRegistry<ClickCounter>(
            limits: SessionLimits(total: 100, unjoined: 100, unjoinedPerClient: 2, disconnected: 100), sweepInterval: .seconds(1)
        )
        _ = try await makeSession(in: registry, id: "victim", client: "10.0.0.1")
        for index in 0..<5 { _ = try await makeSession(in: registry, id: "flood-\(index)", client: "10.0.0.2") }
        #expect(await registry.session(id: "victim") != nil)
        #expect(await registry.session(id: "flood-0") == nil)
        #expect(await registry.session(id: "flood-2") == nil)
        #expect(await registry.session(id: "flood-3") != nil)
        #expect(await registry.session(id: "flood-4") != nil)
    }

    @Test func aFullPoolOfUnjoinedSessionsMakesRoomFromTheHeaviestClient() async throws {
        let registry = SessionRegistry<ClickCounter>(
            limits: SessionLimits(total: 100, unjoined: 4, unjoinedPerClient: 10, disconnected: 100), sweepInterval: .seconds(1)
        )
        _ = try await makeSession(in: registry, id: "victim", client: "10.0.0.1")
        for index in 0..<3 { _ = try await makeSession(in: registry, id: "flood-\(index)", client: "10.0.0.2") }
        // The pool is full; a newcomer's page pushes out the flooder's oldest, not the victim.
        let (newcomer, evicted) = await registry.addUnjoined(id: "newcomer", token: "t", client: "10.0.0.3")
        #expect(newcomer != nil)
        #expect(evicted.map { $0.id } == ["flood-0"])
        #expect(await registry.session(id: "victim") != nil)
    }

    @Test func joinedSessionsDoNotCountAsUnjoined() async throws {
        let registry = SessionRegistry<ClickCounter>(
            limits: SessionLimits(total: 100, unjoined: 1, unjoinedPerClient: 1, disconnected: 100), sweepInterval: .seconds(1)
        )
        _ = try await makeSession(in: registry, id: "a", client: "10.0.0.1")
        await registry.didJoin(id: "a", client: "10.0.0.1", generation: 1)
        _ = try await makeSession(in: registry, id: "b", client: "10.0.0.1")
        #expect(await registry.session(id: "a") != nil)
        #expect(await registry.counts.live == 2)
    }

    @Test func disconnectedSessionsBeyondTheLimitGoFromTheClientHoldingTheMost() async throws {
        let registry = SessionRegistry<ClickCounter>(
            limits: SessionLimits(total: 100, unjoined: 100, unjoinedPerClient: 100, disconnected: 3), sweepInterval: .seconds(1)
        )
        // The victim's page left first: by age alone, it would be the first to go.
        _ = try await makeSession(in: registry, id: "victim", client: "10.0.0.1")
        await registry.didJoin(id: "victim", client: "10.0.0.1", generation: 1)
        #expect(await registry.didLeave(id: "victim", generation: 2).isEmpty)
        var evicted: [String] = []
        for index in 0..<6 {
            _ = try await makeSession(in: registry, id: "cycle-\(index)", client: "10.0.0.2")
            await registry.didJoin(id: "cycle-\(index)", client: "10.0.0.2", generation: 1)
            evicted += await registry.didLeave(id: "cycle-\(index)", generation: 2).map { $0.id }
        }
        #expect(evicted == ["cycle-0", "cycle-1", "cycle-2", "cycle-3"])
        #expect(await registry.session(id: "victim") != nil)
        #expect(await registry.counts.disconnected == 3)
    }

    @Test func aLeaveOvertakenByANewerJoinLeavesTheSessionConnected() async throws {
        let registry = SessionRegistry<ClickCounter>(
            limits: SessionLimits(total: 100, unjoined: 100, unjoinedPerClient: 100, disconnected: 0), sweepInterval: .seconds(1)
        )
        _ = try await makeSession(in: registry, id: "a", client: "10.0.0.1")
        await registry.didJoin(id: "a", client: "10.0.0.1", generation: 1)
        // Connection 1 left (generation 2), but connection 2's join (generation 3) was
        // recorded first: the late leave must not mark the live session disconnected, which
        // with no room for disconnected sessions would end it.
        await registry.didJoin(id: "a", client: "10.0.0.1", generation: 3)
        #expect(await registry.didLeave(id: "a", generation: 2).isEmpty)
        #expect(await registry.session(id: "a") != nil)
        #expect(await registry.counts.disconnected == 0)
    }
}
#endif
