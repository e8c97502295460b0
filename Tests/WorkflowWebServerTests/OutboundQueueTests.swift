#if WebServer
import Testing
@testable import WorkflowWebServer

/// What a test's queue wrote, in order.
actor WrittenMessages {
    private(set) var all: [String] = []
    private let failingAt: Int?

    init(failingAt: Int? = nil) {
        self.failingAt = failingAt
    }

    func write(_ text: String) throws {
        if all.count == failingAt { throw CancellationError() }
        all.append(text)
    }
}

@Suite struct OutboundQueueTests {
    @Test func writesEverythingInTheOrderItWasSent() async {
        let written = WrittenMessages()
        let queue = OutboundQueue { try await written.write($0) }
        let messages = (1...500).map { "message \($0)" }
        for message in messages { queue.send(message) }
        await queue.flushed()
        #expect(await written.all == messages)
        // A second burst after the first writer task ended starts another.
        queue.send("later")
        await queue.flushed()
        #expect(await written.all.last == "later")
    }

    @Test func aClosedQueueWritesNothing() async {
        let written = WrittenMessages()
        let queue = OutboundQueue { try await written.write($0) }
        queue.close()
        queue.send("after close")
        await queue.flushed()
        #expect(await written.all == [])
    }

    @Test func aFailedWriteDropsTheRest() async {
        let written = WrittenMessages(failingAt: 2)
        let queue = OutboundQueue { try await written.write($0) }
        for number in 1...5 { queue.send("\(number)") }
        await queue.flushed()
        queue.send("6")
        await queue.flushed()
        #expect(await written.all == ["1", "2"])
    }
}
#endif
