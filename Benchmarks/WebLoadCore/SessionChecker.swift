/// Checks every message one load session receives against the page protocol, and times each
/// event from the moment it was sent to the first message that acknowledges it.
///
/// Messages are read by ``MessageFields``, which takes only the top-level fields the checks
/// need: unknown message types are counted and otherwise ignored, and unknown fields skipped,
/// so that the tool keeps working while the protocol grows.
public struct SessionChecker: Sendable {
    /// What went wrong, in order (the first ``failureDetailLimit`` in full).
    public private(set) var failures: [String] = []
    /// How many checks failed, including those beyond ``failures``.
    public private(set) var failureCount = 0
    /// Event→acknowledgement times, in nanoseconds, in the order the answers came.
    public private(set) var latencies: [UInt64] = []
    /// Patches received.
    public private(set) var patchCount = 0
    /// UTF-8 bytes of the patches' JSON text, in all.
    public private(set) var patchBytes = 0
    /// Bytes the patches took as WebSocket frames (text plus the frame header), in all.
    public private(set) var patchFrameBytes = 0
    /// The largest patch's JSON text, in bytes.
    public private(set) var largestPatch = 0
    /// `ack` messages received (events that changed nothing on the page).
    public private(set) var acknowledgementCount = 0
    /// `reset` messages received.
    public private(set) var resetCount = 0
    /// Messages of a type this tool does not know.
    public private(set) var ignoredCount = 0
    /// Whether the server answered the join.
    public private(set) var hasJoined = false
    /// Events sent so far; events are numbered from 1.
    public private(set) var sentCount = 0
    /// The furthest a patch came beyond the latest patch the page had reported applying (or
    /// the latest reset): the server's flow control keeps it at most ``flowControlWindow``.
    public private(set) var largestLead = 0

    /// The latest patch the page has applied: what its events and `seen` messages report.
    public private(set) var sequence: Int
    private var acknowledged = 0
    /// Send times of the events not yet acknowledged, oldest first.
    private var pending: [(number: Int, sentAt: UInt64)] = []

    /// Failures kept in full; more are only counted.
    public static let failureDetailLimit = 5

    /// How many patches the server may send beyond the latest the page has reported applying
    /// ("Flow control" in `docs/web-protocol.md`; the server's `unacknowledgedPatchLimit`).
    /// A page that stops reading is sent no more, so its backlog on the server is bounded.
    public static let flowControlWindow = 32

    /// A checker for a page that is up to date as of patch `pageSequence`.
    public init(pageSequence: Int) {
        sequence = pageSequence
        reported = pageSequence
    }

    /// Notes that event number ``sentCount`` + 1 is being sent at `time` (nanoseconds on a
    /// monotonic clock) and returns its number and the latest patch applied, which the event
    /// reports.
    public mutating func willSendEvent(at time: UInt64) -> (number: Int, seen: Int) {
        sentCount += 1
        pending.append((sentCount, time))
        reported = sequence
        return (sentCount, sequence)
    }

    /// The latest patch the server was told about.
    private var reported = 0
    /// The latest reset's patch number: the server counts its window from there, as from a
    /// report, since the page is up to date with a reset as soon as it applies it.
    private var resetSequence = 0

    /// The patch to report in a `seen` message, when the page has applied 8 or more since it
    /// last told the server (as the page's script does); `nil` otherwise.
    public mutating func progressToReport() -> Int? {
        guard sequence - reported >= 8 else { return nil }
        reported = sequence
        return sequence
    }

    /// Whether some sent event has not been acknowledged yet.
    public var isWaiting: Bool { !pending.isEmpty }

    /// Checks one text message received at `time`.
    public mutating func receive(_ text: String, at time: UInt64) {
        var text = text
        text.withUTF8 { receive(utf8: UnsafeRawBufferPointer($0), at: time) }
    }

    /// Checks one text message, as its UTF-8 bytes, received at `time`.
    public mutating func receive(utf8 text: UnsafeRawBufferPointer, at time: UInt64) {
        guard let message = MessageFields(utf8: text), message.type != nil || message.p != nil else {
            fail("not a JSON object with a \"type\" (or a patch's \"p\"): \(String(decoding: text, as: UTF8.self).prefix(80))")
            return
        }
        // A patch is the one message without a type: {"p":SEQ,"a":ACK,"o":[…]}.
        switch message.p == nil ? message.type : "patch" {
        case "joined":
            if let joinedSequence = message.seq, joinedSequence != sequence {
                fail("joined at patch \(joinedSequence), but the last patch received was \(sequence)")
            }
            hasJoined = true
        case "patch":
            guard let patchSequence = message.p else { return fail("a patch without \"p\"") }
            if patchSequence != sequence + 1 {
                fail("patch \(patchSequence) followed patch \(sequence)")
            }
            sequence = patchSequence
            // The server cannot have heard of a later report than the last one sent, so no
            // patch can come further ahead of it than the window. (The patches a join's answer
            // replays, before `joined`, are not held back.)
            let lead = patchSequence - max(reported, resetSequence)
            if hasJoined { largestLead = max(largestLead, lead) }
            if hasJoined, lead > Self.flowControlWindow {
                fail(
                    "patch \(patchSequence) came \(lead) beyond the latest reported (\(max(reported, resetSequence))): flow control allows \(Self.flowControlWindow)"
                )
            }
            patchCount += 1
            let bytes = text.count
            patchBytes += bytes
            patchFrameBytes += bytes + Self.frameHeaderBytes(forPayload: bytes)
            largestPatch = max(largestPatch, bytes)
            if let ack = message.a { acknowledge(ack, at: time, in: "patch \(patchSequence)") }
        case "ack":
            guard let ack = message.ack else { return fail("an ack without \"ack\"") }
            acknowledgementCount += 1
            acknowledge(ack, at: time, in: "ack")
        case "reset":
            resetCount += 1
            if let resetSequence = message.seq {
                sequence = resetSequence
                self.resetSequence = resetSequence
            }
        case "error":
            fail("server error \(message.code ?? "?"): \(message.message ?? "")")
        default:
            ignoredCount += 1
        }
    }

    /// Ends the session: events still unacknowledged, or a join never answered, are failures.
    public mutating func finish() {
        if !hasJoined { fail("the join was never answered") }
        if let oldest = pending.first {
            fail("\(pending.count) event(s) never acknowledged, from event \(oldest.number)")
        }
        pending.removeAll()
    }

    /// Records a failure that happened outside the messages (a connection that failed).
    public mutating func fail(_ what: String) {
        failureCount += 1
        if failures.count < Self.failureDetailLimit { failures.append(what) }
    }

    private mutating func acknowledge(_ ack: Int, at time: UInt64, in message: String) {
        if ack < acknowledged { fail("\(message) acknowledges event \(ack) after event \(acknowledged)") }
        if ack > sentCount { fail("\(message) acknowledges event \(ack), but only \(sentCount) were sent") }
        acknowledged = max(acknowledged, ack)
        while let first = pending.first, first.number <= ack {
            latencies.append(time >= first.sentAt ? time - first.sentAt : 0)
            pending.removeFirst()
        }
    }

    /// The header of an unmasked server frame carrying `payload` bytes (RFC 6455, 5.2).
    static func frameHeaderBytes(forPayload payload: Int) -> Int {
        payload < 126 ? 2 : payload <= 0xFFFF ? 4 : 10
    }
}
