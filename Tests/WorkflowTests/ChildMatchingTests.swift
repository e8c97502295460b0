import Testing
import Workflow

/// Children are matched to the last pass's by type and key, whatever order a pass declares
/// them in: in order (the common case), after a few moves (a short search), or after many (an
/// index). Each test runs with a short list and a long one, so both searches are exercised.
@MainActor
@Suite struct ChildMatchingTests {
    /// Who started and who ended, in order.
    final class Log {
        var events: [String] = []
    }

    struct Tally: Workflow {
        var name: String
        var log: Log

        func makeInitialState() -> Int { 0 }

        func render(state: Int, context: RenderContext<Tally>) -> Row {
            let log = self.log
            let name = self.name
            context.runSideEffect(key: "life") { lifetime in
                log.events.append("start \(name)")
                lifetime.onEnded { log.events.append("end \(name)") }
            }
            let sink = context.makeStateMutationSink()
            return Row(name: name, count: state, increment: { sink.send { $0 += 1 } })
        }
    }

    struct Row {
        var name: String
        var count: Int
        var increment: () -> Void
    }

    struct KeyedList: Workflow {
        var names: [String]
        var log: Log

        func render(state: Void, context: RenderContext<KeyedList>) -> [Row] {
            names.map { Tally(name: $0, log: log).rendered(in: context, key: $0) }
        }
    }

    nonisolated static let sizes = [5, 60]

    nonisolated static func names(_ count: Int) -> [String] {
        (0..<count).map { "n\($0)" }
    }

    /// Gives the child at position `i` a count of `i`, so that a count says which child it is.
    func makeCounted(_ names: [String]) -> (WorkflowHost<KeyedList>, Log) {
        let log = Log()
        let host = WorkflowHost(workflow: KeyedList(names: names, log: log))
        for (position, _) in names.enumerated() {
            for _ in 0..<position { host.rendering[position].increment() }
        }
        log.events = []
        return (host, log)
    }

    func counts(_ host: WorkflowHost<KeyedList>) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: host.rendering.map { ($0.name, $0.count) })
    }

    @Test(arguments: sizes)
    func reorderedChildrenKeepTheirStateAndNothingRestarts(count: Int) {
        let names = Self.names(count)
        let (host, log) = makeCounted(names)
        var generator = SeededGenerator(seed: UInt64(count))
        let orders = [
            Array(names.reversed()),
            Array(names[1...] + names[..<1]),
            names.shuffled(using: &generator),
            names.shuffled(using: &generator),
            names,
        ]
        for order in orders {
            host.update(workflow: KeyedList(names: order, log: log))
            #expect(host.rendering.map(\.name) == order)
            for row in host.rendering {
                #expect(row.count == names.firstIndex(of: row.name), "child \(row.name) lost its state")
            }
        }
        #expect(log.events.isEmpty, "reordering started or ended children: \(log.events)")
    }

    @Test(arguments: sizes)
    func insertedChildrenStartFreshAndRemovedOnesEndInStartOrder(count: Int) {
        let names = Self.names(count)
        let (host, log) = makeCounted(names)
        let removed = [names[1], names[count - 2], names[count / 2]]
        var next = names.filter { !removed.contains($0) }
        next.insert("new-middle", at: next.count / 2)
        next.insert("new-first", at: 0)
        next.append("new-last")
        host.update(workflow: KeyedList(names: next, log: log))

        #expect(host.rendering.map(\.name) == next)
        let now = counts(host)
        for name in next where name.hasPrefix("new") {
            #expect(now[name] == 0)
        }
        for name in next where !name.hasPrefix("new") {
            #expect(now[name] == names.firstIndex(of: name))
        }
        // Children end in the order they started, then new side effects start.
        let ended = [names[1], names[count / 2], names[count - 2]].map { "end \($0)" }
        #expect(Array(log.events.prefix(3)) == ended)
        #expect(Set(log.events.dropFirst(3)) == ["start new-middle", "start new-first", "start new-last"])
    }

    @Test(arguments: sizes)
    func aChildRemovedAndAddedBackStartsOver(count: Int) {
        let names = Self.names(count)
        let (host, log) = makeCounted(names)
        let last = names[count - 1]
        host.update(workflow: KeyedList(names: Array(names.dropLast()), log: log))
        host.update(workflow: KeyedList(names: [last] + names.dropLast(), log: log))
        #expect(host.rendering.first?.name == last)
        #expect(host.rendering.first?.count == 0)
        #expect(log.events == ["end \(last)", "start \(last)"])
    }

    struct RepeatsAKey: Workflow {
        var count: Int
        func render(state: Void, context: RenderContext<RepeatsAKey>) -> Void {
            let log = Log()
            for position in 0..<count {
                _ = Tally(name: "x", log: log).rendered(in: context, key: "n\(position)")
            }
            _ = Tally(name: "x", log: log).rendered(in: context, key: "n1")
        }
    }

    static func expectRepeatedKeyCaught(_ result: ExitTest.Result?) throws {
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("RepeatsAKey rendered child workflow Tally with key \"n1\" more than once"))
    }

    @Test func aKeyRepeatedInAShortListIsCaught() async throws {
        // Exit tests cannot capture, so each size has its own test.
        try Self.expectRepeatedKeyCaught(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = WorkflowHost(workflow: RepeatsAKey(count: 5)) }
            })
    }

    struct One: Workflow {
        func render(state: Void, context: RenderContext<One>) -> Int { 1 }
    }

    struct Two: Workflow {
        func render(state: Void, context: RenderContext<Two>) -> Int { 2 }
    }

    /// Forty children, each key used once by each of two types: distinct children, which the
    /// check for repeated keys (a table once there are more than sixteen) must let through.
    struct SharesKeysAcrossTypes: Workflow {
        func render(state: Void, context: RenderContext<SharesKeysAcrossTypes>) -> Int {
            (0..<20).reduce(0) { total, position in
                total + One().rendered(in: context, key: "k\(position)") + Two().rendered(in: context, key: "k\(position)")
            }
        }
    }

    @MainActor
    @Test func theSameKeyUnderTwoTypesIsNoRepeat() {
        let host = WorkflowHost(workflow: SharesKeysAcrossTypes())
        #expect(host.rendering == 60)
    }

    /// A type that is both a child workflow and an action of the same parent: the runtime
    /// remembers the classes it makes for each pair of types, and must not confuse the child
    /// node it makes for this pair with the sink receiver it makes for it.
    struct Twofold: Workflow, WorkflowAction {
        typealias WorkflowType = HoldsTwofold
        func render(state: Void, context: RenderContext<Twofold>) -> String { "child" }
        func apply(toState state: inout Int, context: ApplyContext<HoldsTwofold>) -> Never? {
            state += 1
            return nil
        }
    }

    struct HoldsTwofold: Workflow {
        func makeInitialState() -> Int { 0 }
        func render(state: Int, context: RenderContext<HoldsTwofold>) -> (String, Int, Sink<Twofold>) {
            (Twofold().rendered(in: context, key: "child"), state, context.makeSink(of: Twofold.self))
        }
    }

    @MainActor
    @Test func oneTypeCanBeAChildAndAnActionOfOneParent() {
        let host = WorkflowHost(workflow: HoldsTwofold())
        host.rendering.2.send(Twofold())
        #expect(host.rendering.0 == "child")
        #expect(host.rendering.1 == 1)
    }

    @Test func aKeyRepeatedAnywhereInALongListIsCaught() async throws {
        try Self.expectRepeatedKeyCaught(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = WorkflowHost(workflow: RepeatsAKey(count: 60)) }
            })
    }
}

/// A small deterministic generator, so that shuffled orders are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &+ 0x9E37_79B9_7F4A_7C15
    }

    mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
