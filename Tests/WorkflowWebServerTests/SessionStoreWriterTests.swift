#if WebServer
import Foundation
import Logging
import Testing
@testable import WorkflowWebServer

/// A store that records the size of each batch it is given.
private actor BatchRecordingStore: WebSessionStore {
    private(set) var batches: [[String]] = []

    func save(_ sessions: [StoredWebSession]) async throws {
        batches.append(sessions.map(\.id).sorted())
    }

    func load(session id: String) async throws -> StoredWebSession? { nil }
    func removeSessions(savedBefore date: Date) async throws -> Int { 0 }
    func sessionKey() async throws -> [UInt8] { Array(repeating: 7, count: 32) }
}

/// A pause that tells the test it began and ends only when the test opens the gate.
private struct GatedPause: Sendable {
    let began: AsyncStream<Duration>
    private let beganSink: AsyncStream<Duration>.Continuation
    private let gate: AsyncStream<Void>
    private let gateSink: AsyncStream<Void>.Continuation

    init() {
        (began, beganSink) = AsyncStream.makeStream()
        (gate, gateSink) = AsyncStream.makeStream()
    }

    func pause(_ duration: Duration) async {
        beganSink.yield(duration)
        for await _ in gate { return }
    }

    func open() { gateSink.yield() }
}

@Suite struct SessionStoreWriterTests {
    private func session(_ id: String, event: Int) -> StoredWebSession {
        StoredWebSession(id: id, snapshot: [UInt8(event)], lastAppliedEvent: event)
    }

    /// A writer to a recording store that gathers saves for 25 ms, its pause held by a gate.
    private func gatedWriter() -> (BatchRecordingStore, GatedPause, SessionStoreWriter) {
        let store = BatchRecordingStore()
        let gate = GatedPause()
        let writer = SessionStoreWriter(
            store: store, logger: Logger(label: "test"), retryPause: .milliseconds(5),
            writeInterval: .milliseconds(25), pause: gate.pause
        )
        return (store, gate, writer)
    }

    @Test func savesMadeDuringTheWriteIntervalAreWrittenTogetherAndEachSessionIsTold() async throws {
        let (store, gate, writer) = gatedWriter()
        let (stored, storedSink) = AsyncStream<String>.makeStream()
        writer.save(session("a", event: 1)) { _ in storedSink.yield("a") }
        var began = gate.began.makeAsyncIterator()
        // The first save starts the interval; the writer waits it out before writing.
        #expect(await began.next() == .milliseconds(25))
        writer.save(session("b", event: 1)) { _ in storedSink.yield("b") }
        writer.save(session("a", event: 2)) { event in storedSink.yield("a@\(event)") }
        writer.save(session("c", event: 1)) { _ in storedSink.yield("c") }
        gate.open()

        var told: Set<String> = []
        for await name in stored {
            told.insert(name)
            if told.count == 3 { break }
        }
        // One transaction for the three sessions; "a" written once, at its newest event.
        #expect(told == ["a@2", "b", "c"])
        #expect(await store.batches == [["a", "b", "c"]])
    }

    /// `/health`'s `store.waiting` counts a session from its save until it is written, and
    /// comes back to zero after: it used to keep the last count made on a save, so a quiet
    /// server reported sessions waiting that had long been written.
    @Test func healthCountsASessionAsWaitingUntilItIsWritten() async throws {
        let (store, gate, writer) = gatedWriter()
        let (stored, storedSink) = AsyncStream<String>.makeStream()
        writer.save(session("a", event: 1)) { _ in storedSink.yield("a") }
        writer.save(session("b", event: 1)) { _ in storedSink.yield("b") }
        var began = gate.began.makeAsyncIterator()
        _ = await began.next()
        #expect(writer.health.waiting == 2)
        gate.open()
        var told = 0
        for await _ in stored {
            told += 1
            if told == 2 { break }
        }
        #expect(writer.health.waiting == 0)
        #expect(writer.health.written == 2)
        #expect(await store.batches == [["a", "b"]])
    }

    @Test func withoutAnIntervalTheWriterDoesNotPause() async throws {
        let store = BatchRecordingStore()
        let gate = GatedPause()
        let writer = SessionStoreWriter(store: store, logger: Logger(label: "test"), retryPause: .milliseconds(5), pause: gate.pause)
        let (stored, storedSink) = AsyncStream<Int>.makeStream()
        writer.save(session("a", event: 1)) { storedSink.yield($0) }
        var events = stored.makeAsyncIterator()
        // Told without the gate ever opening: no pause was taken.
        #expect(await events.next() == 1)
        #expect(await store.batches == [["a"]])
    }
}
#endif
