#if WebServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Workflow
import WorkflowWebServer
import WorkflowWebUI

extension ClickCounter: SnapshottingWorkflow {}

/// A store in memory that fails on demand and reports every attempt to write.
actor SwitchableStore: WebSessionStore {
    private var sessions: [String: StoredWebSession] = [:]
    private var failing: Bool
    let attempts: AsyncStream<Bool>
    private let attemptSink: AsyncStream<Bool>.Continuation

    init(failing: Bool) {
        self.failing = failing
        (attempts, attemptSink) = AsyncStream<Bool>.makeStream()
    }

    func setFailing(_ failing: Bool) { self.failing = failing }

    func save(_ sessions: [StoredWebSession]) async throws {
        attemptSink.yield(!failing)
        if failing { throw StoreDown() }
        for session in sessions { self.sessions[session.id] = session }
    }

    func load(session id: String) async throws -> StoredWebSession? { sessions[id] }
    func removeSessions(savedBefore date: Date) async throws -> Int {
        let old = sessions.values.filter { $0.savedAt < date }.map(\.id)
        for id in old { sessions[id] = nil }
        return old.count
    }
    func sessionKey() async throws -> [UInt8] { Array(repeating: 7, count: 32) }

    struct StoreDown: Error, CustomStringConvertible {
        var description: String { "the test store is down" }
    }
}

@Suite struct SessionStoreTests {
    static let configuration = {
        var configuration = WebServerConfiguration(
            port: 0, allowedOrigins: [WebAppServerTests.testClientOrigin], storeRetryPause: .milliseconds(5)
        )
        // The tests wait for `stored` after their last event, which the server sends alone once
        // the page has heard nothing for this long.
        configuration.storedNoticeDelay = .milliseconds(50)
        return configuration
    }()

    func temporaryDatabase() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("sessions-\(UUID().uuidString).sqlite").path
    }

    func click(_ number: Int, _ button: Int) -> String {
        #"{"type":"event","n":\#(number),"target":\#(button),"event":"click","seq":0}"#
    }

    @Test func aSessionMovesToAnotherServerSharingTheStoreWithNoEventLostOrAppliedTwice() async throws {
        let path = temporaryDatabase()
        let first = WebAppServer(configuration: Self.configuration, store: try SQLiteSessionStore(path: path)) { ClickCounter() }
        let second = WebAppServer(configuration: Self.configuration, store: try SQLiteSessionStore(path: path)) { ClickCounter() }
        let tests = WebAppServerTests()
        try await first.makeApplication().test(.live) { firstClient in
            let page = try LoadedPage(try await firstClient.execute(uri: "/", method: .get))
            #expect(page.html.contains(#"data-wf-durable="1""#), "the page keeps events until they are stored")
            let button = try page.id(of: "Click")
            let (received, _) = try await tests.converse(
                firstClient, cookie: page.cookie, send: [page.join()] + (1...3).map { click($0, button) }
            ) { $0.contains(#"{"type":"stored","n":3}"#) }
            #expect(received.contains { $0.contains("Clicked 3 times") })
            // The first server still runs; the page's next connection reaches the second.
            try await second.makeApplication().test(.live) { secondClient in
                let (answers, _) = try await tests.converse(
                    secondClient, cookie: page.cookie, send: [page.join(sequence: 3)] + [click(3, button), click(4, button)]
                ) { $0.contains { $0.contains("Clicked 4 times") } }
                #expect(answers.first?.hasPrefix(#"{"type":"reset","seq":0,"ack":3,"#) == true, "\(answers.first ?? "")")
                #expect(answers.first?.contains("Clicked 3 times") == true)
                #expect(answers.contains(#"{"type":"ack","ack":3}"#), "event 3 is recognised as applied, not applied again")
                #expect(!answers.contains { $0.contains("Clicked 5 times") })
            }
        }
    }

    @Test func aCopyLeftOnAServerNeverOverridesWhatAnotherServerStoredSince() async throws {
        let path = temporaryDatabase()
        let first = WebAppServer(configuration: Self.configuration, store: try SQLiteSessionStore(path: path)) { ClickCounter() }
        let second = WebAppServer(configuration: Self.configuration, store: try SQLiteSessionStore(path: path)) { ClickCounter() }
        let tests = WebAppServerTests()
        try await first.makeApplication().test(.live) { firstClient in
            // The page is served by the first server, whose copy then waits for a join that
            // goes to the second (a load balancer may split a page and its socket).
            let page = try LoadedPage(try await firstClient.execute(uri: "/", method: .get))
            let epoch = try await second.makeApplication().test(.live) { secondClient in
                let (answers, _) = try await tests.converse(secondClient, cookie: page.cookie, send: [page.join()]) { !$0.isEmpty }
                let reset = try #require(answers.first)
                let start = try #require(reset.range(of: #""epoch":""#)).upperBound
                let epoch = String(reset[start...].prefix { $0 != "\"" })
                let button = try #require(
                    SessionActorTests.id(
                        of: "Click", in: reset.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\u003c", with: "<")))
                let rejoin = #"{"type":"join","v":3,"token":"\#(page.token)","seq":0,"epoch":"\#(epoch)"}"#
                _ = try await tests.converse(secondClient, cookie: page.cookie, send: [rejoin, click(1, button), click(2, button)]) {
                    $0.contains(#"{"type":"stored","n":2}"#)
                }
                return epoch
            }
            // The second server is gone; the page comes back to the first, which must not
            // answer from its own copy (no clicks) but from the store (two).
            let rejoin = #"{"type":"join","v":3,"token":"\#(page.token)","seq":2,"epoch":"\#(epoch)"}"#
            let (answers, _) = try await tests.converse(firstClient, cookie: page.cookie, send: [rejoin]) { !$0.isEmpty }
            #expect(answers.first?.contains(#""ack":2"#) == true, "\(answers)")
            #expect(answers.first?.contains("Clicked 2 times") == true, "\(answers)")
        }
    }

    @Test func aStoppingServerWritesItsSessionsForTheNextOne() async throws {
        let path = temporaryDatabase()
        let tests = WebAppServerTests()
        let stopped = try await WebAppServer(configuration: Self.configuration, store: try SQLiteSessionStore(path: path)) {
            ClickCounter()
        }
        .makeApplication().test(.live) { client in
            let loaded = try LoadedPage(try await client.execute(uri: "/", method: .get))
            let button = try loaded.id(of: "Click")
            _ = try await tests.converse(client, cookie: loaded.cookie, send: [loaded.join(), click(1, button), click(2, button)]) {
                $0.contains { $0.contains("Clicked 2 times") }
            }
            return loaded
        }
        try await WebAppServer(configuration: Self.configuration, store: try SQLiteSessionStore(path: path)) { ClickCounter() }
            .makeApplication().test(.live) { client in
                let (answers, _) = try await tests.converse(client, cookie: stopped.cookie, send: [stopped.join(sequence: 2)]) {
                    !$0.isEmpty
                }
                #expect(answers.first?.contains("Clicked 2 times") == true, "\(answers)")
            }
    }

    @Test func aPageWhoseSessionIsInNoStoreGetsAFreshSessionUnderItsId() async throws {
        let tests = WebAppServerTests()
        let store = SwitchableStore(failing: false)
        let config = Self.configuration
        let other = WebAppServer(configuration: config, store: store) { ClickCounter() }
        try await WebAppServer(configuration: config, store: store) { ClickCounter() }.makeApplication().test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/", method: .get))
            try await other.makeApplication().test(.live) { otherClient in
                // The page was served by the first server and its WebSocket reached the other
                // before anything was stored (as a load balancer may route them).
                let button = try page.id(of: "Click")
                let (answers, _) = try await tests.converse(otherClient, cookie: page.cookie, send: [page.join(), click(1, button)]) {
                    $0.contains { $0.contains("Clicked 1 times") }
                }
                #expect(answers.first?.hasPrefix(#"{"type":"reset","seq":0,"ack":0,"#) == true, "\(answers)")
            }
        }
    }

    @Test func withoutAStoreAPageWhoseSessionEndedIsToldToReload() async throws {
        let tests = WebAppServerTests()
        let config = WebServerConfiguration(
            port: 0, allowedOrigins: [WebAppServerTests.testClientOrigin], sessionKey: Array(repeating: 1, count: 32))
        let other = WebAppServer(configuration: config) { ClickCounter() }
        try await WebAppServer(configuration: config) { ClickCounter() }.makeApplication().test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/", method: .get))
            try await other.makeApplication().test(.live) { otherClient in
                let (answers, close) = try await tests.converse(otherClient, cookie: page.cookie, send: [page.join()]) { _ in false }
                #expect(answers.first?.contains(#""code":"ended""#) == true, "\(answers)")
                #expect(close?.closeCode == .policyViolation)
            }
        }
    }

    @Test func storedSessionsExpireByTheirLastWrite() async throws {
        let store = try SQLiteSessionStore(path: temporaryDatabase())
        let now = Date()
        try await store.save([
            StoredWebSession(id: "old", snapshot: [1], lastAppliedEvent: 1, savedAt: now.addingTimeInterval(-7200)),
            StoredWebSession(id: "new", snapshot: [2], lastAppliedEvent: 2, savedAt: now),
        ])
        #expect(try await store.removeSessions(savedBefore: now.addingTimeInterval(-3600)) == 1)
        #expect(try await store.load(session: "old") == nil)
        #expect(try await store.load(session: "new")?.snapshot == [2])
    }

    @Test(.timeLimit(.minutes(1))) func aFailingStoreNeitherBlocksNorLosesTheSessionAndHealthSaysSo() async throws {
        let store = SwitchableStore(failing: true)
        try await WebAppServer(configuration: Self.configuration, store: store) { ClickCounter() }.makeApplication().test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/", method: .get))
            let button = try page.id(of: "Click")
            var headers = HTTPFields()
            headers[.cookie] = page.cookie
            // The page stays connected throughout: the news that its event is stored is what
            // says the writer has recorded the write that worked. The store's own report of
            // that attempt comes before the writer learns how it went, so /health read right
            // after it could still say degraded (as it did in one full run of the suite in 82).
            _ = try await client.ws("/live", configuration: .init(additionalHeaders: headers)) { inbound, outbound, _ in
                var attempts = store.attempts.makeAsyncIterator()
                try await outbound.write(.text(page.join()))
                try await outbound.write(.text(click(1, button)))
                var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
                func readUntil(_ wanted: String) async throws -> [String] {
                    var seen: [String] = []
                    while let message = try await messages.next() {
                        guard case .text(let text) = message else { continue }
                        seen.append(text)
                        if text.contains(wanted) { return seen }
                    }
                    Issue.record("the connection closed before a message with \(wanted); it had \(seen)")
                    return seen
                }
                let answers = try await readUntil("Clicked 1 times")
                #expect(!answers.contains { $0.contains(#""type":"stored""#) })
                #expect(await attempts.next() == false, "the write was tried and failed")
                // The retry begins after the failure was recorded, so after the second attempt
                // /health must tell of it.
                #expect(await attempts.next() == false, "the write was tried again")
                let degraded = String(buffer: try await client.execute(uri: "/health", method: .get).body)
                #expect(degraded.contains(#""status":"degraded""#), "\(degraded)")
                #expect(degraded.contains("the test store is down"), "\(degraded)")
                await store.setFailing(false)
                let news = try await readUntil(#""type":"stored""#)
                #expect(news.last?.contains(#""n":1"#) == true, "\(news)")
                let healthy = String(buffer: try await client.execute(uri: "/health", method: .get).body)
                #expect(healthy.contains(#""status":"ok""#), "\(healthy)")
            }
            #expect(try await store.load(session: String(page.token.prefix { $0 != "." }))?.lastAppliedEvent == 1)
        }
    }
}
#endif
