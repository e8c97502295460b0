#if WebServer
import Testing
import WorkflowUI
@testable import WorkflowWebServer

/// The registry's ends of sessions without a page, driven by explicit instants rather than by
/// waiting for its sweeping task.
@Suite struct SessionRegistryTests {
    func makeSession(in registry: SessionRegistry<ClickCounter>, id: String) async throws -> SessionActor<ClickCounter> {
        let actor = try #require(await registry.add(id: id, token: "token-\(id)"))
        _ = await actor.start(workflow: { ClickCounter() }, environment: { .empty })
        return actor
    }

    @Test func aSessionEndsWhenItsTimeIsDueAndNotBefore() async throws {
        let registry = SessionRegistry<ClickCounter>(limit: 10, sweepInterval: .seconds(1))
        let actor = try await makeSession(in: registry, id: "a")
        let start = ContinuousClock.now
        await registry.end(actor, after: .seconds(60), unlessAttachedSince: 0)
        await registry.endDue(at: start + .seconds(30))
        #expect(await registry.session(id: "a") != nil)
        await registry.endDue(at: start + .seconds(61))
        #expect(await registry.session(id: "a") == nil)
    }

    @Test func aPageThatCameMeanwhileKeepsItsSession() async throws {
        let registry = SessionRegistry<ClickCounter>(limit: 10, sweepInterval: .seconds(1))
        let actor = try await makeSession(in: registry, id: "a")
        let start = ContinuousClock.now
        await registry.end(actor, after: .seconds(60), unlessAttachedSince: 0)
        // A page attached and left again: the session's generation moved on.
        _ = await actor.detach()
        await registry.endDue(at: start + .seconds(61))
        #expect(await registry.session(id: "a") != nil)
    }

    @Test func aLaterEndReplacesAnEarlierOne() async throws {
        let registry = SessionRegistry<ClickCounter>(limit: 10, sweepInterval: .seconds(1))
        let actor = try await makeSession(in: registry, id: "a")
        let other = try await makeSession(in: registry, id: "b")
        let start = ContinuousClock.now
        await registry.end(actor, after: .seconds(10), unlessAttachedSince: 0)
        await registry.end(other, after: .seconds(10), unlessAttachedSince: 0)
        let generation = await actor.detach()
        await registry.end(actor, after: .seconds(100), unlessAttachedSince: generation)
        await registry.endDue(at: start + .seconds(20))
        #expect(await registry.session(id: "a") != nil)
        #expect(await registry.session(id: "b") == nil)
        await registry.endDue(at: start + .seconds(101))
        #expect(await registry.session(id: "a") == nil)
    }
}
#endif
