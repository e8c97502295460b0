import Synchronization
import Testing
@testable import Workflow
import WorkflowTesting

/// The mailbox starts a drain task only when something arrives, one at a time, and delivers
/// in the order items were posted.
@Suite struct HostMailboxTests {
    /// Drains like the host does, recording what it took and how many tasks it started.
    private final class Drainer: Sendable {
        let taken: AsyncStream<Int>
        private let takenSink: AsyncStream<Int>.Continuation
        let started = Atomic<Int>(0)

        init() {
            (taken, takenSink) = AsyncStream.makeStream()
        }

        func start(_ mailbox: HostMailbox) -> Task<Void, Never> {
            started.add(1, ordering: .relaxed)
            return Task { @MainActor in
                while let (item, _) = mailbox.takeNext() {
                    if case .taskFinished(let id) = item { self.takenSink.yield(id) }
                }
            }
        }
    }

    private func take(_ count: Int, from drainer: Drainer) async -> [Int] {
        var ids: [Int] = []
        for await id in drainer.taken {
            ids.append(id)
            if ids.count == count { break }
        }
        return ids
    }

    @Test func nothingRunsUntilSomethingIsPostedAndItemsPostedBeforeTheHostIsReadyWait() async {
        let mailbox = HostMailbox()
        let drainer = Drainer()
        mailbox.post(.taskFinished(id: 1))
        mailbox.post(.taskFinished(id: 2))
        #expect(mailbox.latestDrain == nil, "no host to drain into yet")
        mailbox.install(startDrain: drainer.start)
        #expect(await take(2, from: drainer) == [1, 2])
        #expect(drainer.started.load(ordering: .relaxed) == 1)
    }

    // On the main actor, like the drain tasks: nothing is drained between two posts of a burst.
    @Test @MainActor func anIdleMailboxStartsNoTaskAndEachBurstStartsOne() async {
        let mailbox = HostMailbox()
        let drainer = Drainer()
        mailbox.install(startDrain: drainer.start)
        #expect(mailbox.latestDrain == nil)
        #expect(drainer.started.load(ordering: .relaxed) == 0)

        mailbox.post(.taskFinished(id: 1))
        #expect(await take(1, from: drainer) == [1])
        await mailbox.latestDrain?.value
        // The first burst's task ended with the mailbox empty; the next post starts another.
        mailbox.post(.taskFinished(id: 2))
        mailbox.post(.taskFinished(id: 3))
        #expect(await take(2, from: drainer) == [2, 3])
        #expect(drainer.started.load(ordering: .relaxed) == 2)
    }

    @Test func whatWasQueuedBeforeClosingIsStillDeliveredAndLaterPostsAreRefused() async {
        let mailbox = HostMailbox()
        let drainer = Drainer()
        mailbox.post(.taskFinished(id: 1))
        mailbox.close()
        mailbox.post(.taskFinished(id: 2))
        mailbox.install(startDrain: drainer.start)
        await mailbox.latestDrain?.value
        mailbox.post(.taskFinished(id: 3))
        #expect(await take(1, from: drainer) == [1])
        #expect(mailbox.takeNext() == nil, "2 and 3 came after the mailbox closed")
        #expect(drainer.started.load(ordering: .relaxed) == 1)
    }

    @Test func itemsTakenWhileMoreKeepArrivingAreNotKeptUntilTheMailboxEmpties() {
        let mailbox = HostMailbox()
        // No host installed: nothing drains but the test, which takes one item for each one
        // posted, so the mailbox never empties.
        mailbox.post(.taskFinished(id: 0))
        for id in 1...10_000 {
            mailbox.post(.taskFinished(id: id))
            guard case .taskFinished(let taken)? = mailbox.takeNext()?.item else {
                Issue.record("the mailbox had item \(id - 1) to give")
                return
            }
            #expect(taken == id - 1)
        }
        #expect(mailbox.bufferedItemCount <= 64, "\(mailbox.bufferedItemCount) items buffered for 1 waiting")
    }

    @Test @MainActor func aHostDeliversSendsFromOtherIsolationsInOrder() async {
        let host = WorkflowHost(workflow: SendableCounter())
        let sink = host.rendering
        await Task.detached {
            for value in 1...100 { sink.send(value) }
        }.value
        let final = await host.firstRendering { $0.received.count == 100 }
        #expect(final.received == Array(1...100))
        await host.shutDown()
    }
}

/// Records every value its sendable sink is given.
private struct SendableCounter: Workflow {
    struct Rendering: Sendable {
        var received: [Int]
        var send: @Sendable (Int) -> Void
    }

    func makeInitialState() -> [Int] { [] }

    func render(state: [Int], context: RenderContext<SendableCounter>) -> SendableCounter.Rendering {
        let sink = context.makeSendableSink(of: Append.self)
        return Rendering(received: state) { sink.send(Append(value: $0)) }
    }

    struct Append: WorkflowAction, Sendable {
        var value: Int
        func apply(toState state: inout [Int], context: ApplyContext<SendableCounter>) -> Never? {
            state.append(value)
            return nil
        }
    }
}
