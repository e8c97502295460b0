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
    /// Each join message, as read.
    let joins: AsyncStream<ClientMessage>
    private let joined: AsyncStream<ClientMessage>.Continuation
    /// Each message delivered to a joined page.
    let delivered: AsyncStream<ClientMessage>
    private let deliver: AsyncStream<ClientMessage>.Continuation

    init() {
        (joinsStarted, joinStarted) = AsyncStream.makeStream()
        (releases, release) = AsyncStream.makeStream()
        (leaves, left) = AsyncStream.makeStream()
        (joins, joined) = AsyncStream.makeStream()
        (delivered, deliver) = AsyncStream.makeStream()
    }

    /// Lets the join under way finish.
    func finishJoin() {
        release.yield()
    }

    func join(_ message: ClientMessage, link: LivePage) async throws(WebProtocolError) -> JoinedPage {
        joined.yield(message)
        joinStarted.yield()
        for await _ in releases { break }
        let (left, deliver) = (left, deliver)
        return JoinedPage(
            sessionID: "held", deliver: { deliver.yield($0) }, leave: { stopping, leftForGood in left.yield((stopping, leftForGood)) })
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

    /// A socket with a handler on it and nothing sent yet.
    func freshSocket() async throws -> (HeldJoinEndpoint, NIOAsyncTestingChannel) {
        let endpoint = HeldJoinEndpoint()
        let channel = NIOAsyncTestingChannel()
        try await channel.testingEventLoop.executeInContext {
            try channel.pipeline.syncOperations.addHandler(PageSocketHandler(endpoint: endpoint))
        }
        return (endpoint, channel)
    }

    /// Text frames are read from their bytes, checked eight at a time for anything but ASCII:
    /// bytes that are not UTF-8 close the socket with 1007, wherever they stand (in a whole word
    /// of eight, or in the tail after the last one).
    @Test(arguments: [
        [0x7B, 0xC0, 0xAF, 0x7D] as [UInt8],  // an overlong "/" in a frame shorter than a word
        Array(#"{"type":"jo"#.utf8) + [0xFF] + Array(#"in"}"#.utf8),  // a stray byte in the second word
        Array(#"{"type":"join","#.utf8) + [0x22, 0xC3, 0x28, 0x22, 0x7D],  // a broken pair after two whole words
    ])
    func aTextFrameThatIsNotUTF8ClosesTheSocketWith1007(bytes: [UInt8]) async throws {
        let (_, channel) = try await freshSocket()
        var buffer = ByteBuffer()
        buffer.writeBytes(bytes)
        try await channel.writeInbound(WebSocketFrame(fin: true, opcode: .text, data: buffer))
        let frame = try await channel.readOutbound(as: WebSocketFrame.self)
        #expect(frame?.opcode == .connectionClose)
        var data = frame?.data ?? ByteBuffer()
        #expect(data.readWebSocketErrorCode() == .dataInconsistentWithMessage)
        #expect(data.readString(length: data.readableBytes) == "text frame is not UTF-8")
    }

    /// Text beyond ASCII (what people type) is read as it is: the join goes ahead with it.
    @Test func aTextFrameWithUTF8BeyondASCIIIsRead() async throws {
        let (endpoint, channel) = try await freshSocket()
        try await channel.writeInbound(text(#"{"type":"join","v":3,"token":"t","seq":0,"epoch":"é—🙂"}"#))
        var joins = endpoint.joins.makeAsyncIterator()
        let join = await joins.next()
        guard case .join(_, _, let epoch, _) = join else {
            Issue.record("expected the join, read as \(String(describing: join))")
            return
        }
        #expect(epoch == "é—🙂")
        #expect(try await channel.readOutbound(as: WebSocketFrame.self) == nil, "nothing refused")
        endpoint.finishJoin()
        try await channel.close()
    }

    /// A joined page whose connection is closed for bytes that are not UTF-8 leaves its session
    /// as any closed connection's page does: before, the session stayed attached to the dead
    /// link, never given its grace period nor counted among the disconnected sessions.
    @Test(.timeLimit(.minutes(1))) func aJoinedPageClosedForBytesThatAreNotUTF8LeavesItsSession() async throws {
        let (endpoint, channel) = try await socketWithJoinUnderWay()
        endpoint.finishJoin()
        // The join is handed back to the channel's loop: a message sent once it is through is
        // delivered to the joined page.
        var delivered = endpoint.delivered.makeAsyncIterator()
        try await channel.writeInbound(text(#"{"type":"seen","seq":0}"#))
        _ = await delivered.next()
        var buffer = ByteBuffer()
        buffer.writeBytes([0x7B, 0xFF, 0x7D])
        try await channel.writeInbound(WebSocketFrame(fin: true, opcode: .text, data: buffer))
        try await channel.close()
        var leaves = endpoint.leaves.makeAsyncIterator()
        let leave = await leaves.next()
        #expect(leave?.0 == false, "the server is not stopping")
        #expect(leave?.1 == false, "a page closed for a bad frame may come back: its session gets the grace period")
    }
}
#endif
