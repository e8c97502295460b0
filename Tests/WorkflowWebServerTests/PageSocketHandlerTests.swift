#if WebServer
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing
@testable import WorkflowWebServer
import WorkflowWebUI

/// An endpoint whose joins wait until the test lets them finish, and which reports how each
/// joined page's session was left.
final class HeldJoinEndpoint: PageSocketEndpoint {
    let limits = PageSocketLimits(messagesPerSecond: 100, messageBurst: 100, joinTimeout: .seconds(30))
    let joinsStarted: AsyncStream<Void>
    private let joinStarted: AsyncStream<Void>.Continuation
    private let releases: AsyncStream<Void>
    private let release: AsyncStream<Void>.Continuation
    /// `(serverIsStopping, pageLeftForGood)` of each leave.
    let leaves: AsyncStream<(Bool, Bool)>
    private let left: AsyncStream<(Bool, Bool)>.Continuation

    init() {
        (joinsStarted, joinStarted) = AsyncStream.makeStream()
        (releases, release) = AsyncStream.makeStream()
        (leaves, left) = AsyncStream.makeStream()
    }

    /// Lets the join under way finish.
    func finishJoin() {
        release.yield()
    }

    func join(_ message: ClientMessage, link: LivePage) async throws(WebProtocolError) -> JoinedPage {
        joinStarted.yield()
        for await _ in releases { break }
        let left = left
        return JoinedPage(sessionID: "held", deliver: { _ in }, leave: { stopping, leftForGood in left.yield((stopping, leftForGood)) })
    }
}

@Suite struct PageSocketHandlerTests {
    func text(_ json: String) -> WebSocketFrame {
        WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: json))
    }

    /// A socket whose page sent its join, with the join started and held open.
    func socketWithJoinUnderWay() async throws -> (HeldJoinEndpoint, NIOAsyncTestingChannel) {
        let endpoint = HeldJoinEndpoint()
        let channel = NIOAsyncTestingChannel()
        // The handler is the channel's, used on its loop only: made and added there.
        try await channel.testingEventLoop.executeInContext {
            try channel.pipeline.syncOperations.addHandler(PageSocketHandler(endpoint: endpoint))
        }
        try await channel.writeInbound(text(#"{"type":"join","v":3,"token":"t","seq":0,"epoch":"e"}"#))
        var started = endpoint.joinsStarted.makeAsyncIterator()
        _ = await started.next()
        return (endpoint, channel)
    }

    /// A closing tab sends `leave` and drops its socket at once, which can be before its join
    /// (a store's round trip) has finished: the session must still end at once, not after the
    /// grace period as for a lost connection.
    @Test func aLeaveThatArrivesWhileTheJoinIsUnderWayStillEndsTheSessionAtOnce() async throws {
        let (endpoint, channel) = try await socketWithJoinUnderWay()
        try await channel.writeInbound(text(#"{"type":"leave"}"#))
        try await channel.close()
        endpoint.finishJoin()
        var leaves = endpoint.leaves.makeAsyncIterator()
        let leave = await leaves.next()
        #expect(leave?.0 == false, "the server is not stopping")
        #expect(leave?.1 == true, "the page left for good: its session ends now")
    }

    @Test func aSocketLostWhileTheJoinIsUnderWayLeavesTheSessionForTheGracePeriod() async throws {
        let (endpoint, channel) = try await socketWithJoinUnderWay()
        try await channel.close()
        endpoint.finishJoin()
        var leaves = endpoint.leaves.makeAsyncIterator()
        let leave = await leaves.next()
        #expect(leave?.1 == false, "a lost connection may come back: the session is kept")
    }
}
#endif
