#if WebServer
import Testing
import WorkflowUI
@testable import WorkflowWebServer

/// The registry's ends of sessions without a page, driven by explicit instants rather than by
/// waiting for its sweeping task. An end's deadline is counted from the moment it is asked
/// for, so "not yet" is checked at an instant taken before asking, "due" at one taken after.
@Suite struct SessionRegistryTests {
    func makeSession(in registry: SessionRegistry<ClickCounter>, id: String) async throws -> SessionActor<ClickCounter> {
        let actor = try #require(await registry.add(id: id, token: "token-\(id)"))
        _ = await actor.start(workflow: { ClickCounter() }, environment: { .empty })
        return actor
    }

    @Test func aSessionEndsWhenItsTimeIsDueAndNotBefore() async throws {
        let registry = SessionRegistry<ClickCounter>(limit: 10, sweepInterval: .seconds(1))
        let actor = try await makeSession(in: registry, id: "a")
        let before = ContinuousClock.now
        await registry.end(actor, after: .seconds(60), unlessAttachedSince: 0)
        await registry.endDue(at: before + .seconds(59))
        #expect(await registry.session(id: "a") != nil)
        await registry.endDue(at: .now + .seconds(60))
        #expect(await registry.session(id: "a") == nil)
    }

    @Test func aPageThatCameMeanwhileKeepsItsSession() async throws {
        let registry = SessionRegistry<ClickCounter>(limit: 10, sweepInterval: .seconds(1))
        let actor = try await makeSession(in: registry, id: "a")
        await registry.end(actor, after: .seconds(60), unlessAttachedSince: 0)
        // A page attached and left again: the session's generation moved on.
        _ = await actor.detach()
        await registry.endDue(at: .now + .seconds(60))
        #expect(await registry.session(id: "a") != nil)
    }

    @Test func aLaterEndReplacesAnEarlierOne() async throws {
        let registry = SessionRegistry<ClickCounter>(limit: 10, sweepInterval: .seconds(1))
        let actor = try await makeSession(in: registry, id: "a")
        let other = try await makeSession(in: registry, id: "b")
        await registry.end(actor, after: .seconds(10), unlessAttachedSince: 0)
        await registry.end(other, after: .seconds(10), unlessAttachedSince: 0)
        let generation = await actor.detach()
        let beforeLaterEnd = ContinuousClock.now
        await registry.end(actor, after: .seconds(100), unlessAttachedSince: generation)
        // Past the first ends, before the later one.
        await registry.endDue(at: max(.now + .seconds(10), beforeLaterEnd + .seconds(50)))
        #expect(await registry.session(id: "a") != nil)
        #expect(await registry.session(id: "b") == nil)
        await registry.endDue(at: .now + .seconds(100))
        #expect(await registry.session(id: "a") == nil)
    }
}
#endif
