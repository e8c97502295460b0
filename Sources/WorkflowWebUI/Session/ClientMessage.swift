/// A message from the page to the server, as `docs/web-protocol.md` describes it, checked in
/// full before anything acts on it.
public enum ClientMessage: Equatable, Sendable {
    /// The page asks to join its session, holding `token` from the page and having applied
    /// every patch up to `sequence` of the session's incarnation `epoch` (see
    /// ``WebSession/epoch``). `url` is the page's address (path and query) when it sent the
    /// join: what a server that has to start the session afresh makes its root workflow from.
    case join(token: String, sequence: Int, epoch: String, url: String? = nil)
    /// Event number `number` (counting from 1 over the page's whole life, across
    /// reconnections) happened on the element with id `target`; `value` is a field's text or a
    /// key's name. `seen` is the latest patch the page had applied when it sent the event
    /// (always present on the wire; `nil` says nothing, for sessions driven without a page).
    case event(number: Int, target: Int, event: String, value: String?, seen: Int? = nil)
    /// The page is going away for good (its tab closed, or the person went to another page):
    /// its session need not wait for it to come back.
    case leave

    /// The page has applied every patch up to `sequence`: the server may send more (see
    /// "Flow control" in `docs/web-protocol.md`).
    case seen(sequence: Int)

    /// The protocol version this server speaks.
    public static let protocolVersion = 3
    /// The longest message accepted, in bytes of UTF-8.
    public static let maximumBytes = 64 * 1024

    /// Reads and checks one message.
    ///
    /// - Throws: ``WebProtocolError`` naming what was wrong: too long, not JSON, an unknown
    ///   type or event, a missing or out-of-range field, another protocol version.
    public init(json text: String) throws(WebProtocolError) {
        var text = text
        self = try text.withUTF8 { bytes in
            Result { () throws(WebProtocolError) in try ClientMessage(utf8: bytes) }
        }.get()
    }

    /// Reads and checks one message from its UTF-8 bytes, as a socket receives them: no string
    /// is made of the whole message. The caller checks that the bytes are UTF-8 (the socket
    /// closes with 1007 otherwise); were they not, the strings read from them would have each
    /// broken sequence replaced with U+FFFD, as `String(decoding:as:)` does.
    ///
    /// - Throws: ``WebProtocolError``, as ``init(json:)``.
    package init(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(WebProtocolError) {
        guard bytes.count <= Self.maximumBytes else {
            throw .messageTooLarge(bytes: bytes.count, limit: Self.maximumBytes)
        }
        let object: FlatJSONObject
        do {
            object = try FlatJSONObject(parsing: bytes)
        } catch {
            throw .malformed("not a flat JSON object: \(error.reason)")
        }
        guard case .string(let type) = object[.type] else {
            throw .malformed("not a JSON object with a string \"type\"")
        }
        switch type {
        case "join":
            guard case .integer(let version) = object[.v], version == Self.protocolVersion else {
                if case .integer(let version) = object[.v] {
                    // A page served before the server was updated: its reload gets the new
                    // script (pages reload on `ended`, in every version).
                    if (1..<Self.protocolVersion).contains(version) { throw .outdatedPage(version: version) }
                    throw .unsupportedVersion(version)
                }
                throw .unsupportedVersion(nil)
            }
            guard case .string(let token) = object[.token], !token.isEmpty, token.utf8.count <= 512 else {
                throw .malformed("join needs a \"token\" of 1 to 512 bytes")
            }
            guard case .integer(let sequence) = object[.seq], sequence >= 0 else {
                throw .malformed("join needs a \"seq\" of 0 or more")
            }
            guard case .string(let epoch) = object[.epoch], !epoch.isEmpty, epoch.utf8.count <= 32 else {
                throw .malformed("join needs the page's \"epoch\" (data-wf-epoch), of 1 to 32 bytes")
            }
            let url: String?
            switch object[.url] {
            case nil, .null?: url = nil
            case .string(let text)? where text.utf8.count <= 2_048 && text.hasPrefix("/"): url = text
            default: throw .malformed("join's \"url\" must be a path of at most 2,048 bytes")
            }
            self = .join(token: token, sequence: sequence, epoch: epoch, url: url)
        case "event":
            guard case .integer(let number) = object[.n], number >= 1 else {
                throw .malformed("event needs an \"n\" of 1 or more")
            }
            guard case .integer(let target) = object[.target], target >= 0 else {
                throw .malformed("event needs a \"target\" element id of 0 or more")
            }
            guard case .string(let event) = object[.event], WebEvent(rawValue: event) != nil else {
                throw .malformed("event needs an \"event\" among \(WebEvent.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard case .integer(let seen) = object[.seq], seen >= 0 else {
                throw .malformed("event needs a \"seq\" (the latest patch the page applied) of 0 or more")
            }
            let value: String?
            switch object[.value] {
            case nil, .null?: value = nil
            case .string(let text)?: value = text
            default: throw .malformed("event's \"value\" must be a string")
            }
            self = .event(number: number, target: target, event: event, value: value, seen: seen)
        case "seen":
            guard case .integer(let sequence) = object[.seq], sequence >= 0 else {
                throw .malformed("seen needs a \"seq\" of 0 or more")
            }
            self = .seen(sequence: sequence)
        case "leave":
            self = .leave
        default:
            throw .malformed("unknown message type \"\(type.prefix(40))\"")
        }
    }
}

/// Why the server refused a message from a page. The session answers with an ``ServerMessage/error(code:message:)``
/// and the connection closes with code 1008 (policy violation).
public enum WebProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message was longer than ``ClientMessage/maximumBytes``.
    case messageTooLarge(bytes: Int, limit: Int)
    /// The message was not a valid message of the protocol; the text says what was wrong.
    case malformed(String)
    /// The page speaks another version of the protocol (or named none).
    case unsupportedVersion(Int?)
    /// The page's script speaks an older version of the protocol (it was served before the
    /// server was updated); its code is `ended`, so that the page reloads and gets the current
    /// script.
    case outdatedPage(version: Int)
    /// The page sent an event before joining, or joined twice.
    case outOfOrder(String)
    /// The page's token does not belong to this session.
    case badToken
    /// The page's session has ended (its page was away longer than the grace period, or the
    /// server restarted without a store); the page reloads to start a new one.
    case sessionEnded
    /// The server cannot serve the session now (its store cannot be reached, or the server is
    /// full or stopping); the page tries again later.
    case unavailable
    /// The page sent more messages than the rate limit allows.
    case tooManyMessages(limit: Int, perSeconds: Int)
    /// Another connection joined the session since this one did (the page reconnected while
    /// the server still held its old connection open); this one is closed.
    case replaced
    /// The connection sent no join within the server's deadline after it opened.
    case joinTimeout(seconds: Int)

    /// A short machine-readable code, sent in the error message.
    public var code: String {
        switch self {
        case .messageTooLarge: "too-large"
        case .malformed: "malformed"
        case .unsupportedVersion: "version"
        case .outdatedPage: "ended"
        case .outOfOrder: "out-of-order"
        case .badToken: "bad-token"
        case .sessionEnded: "ended"
        case .unavailable: "unavailable"
        case .tooManyMessages: "rate-limit"
        case .replaced: "replaced"
        case .joinTimeout: "join-timeout"
        }
    }

    /// What was wrong, for the log and the page's console.
    public var description: String {
        switch self {
        case .messageTooLarge(let bytes, let limit): "message of \(bytes) bytes is over the limit of \(limit)"
        case .malformed(let what): "malformed message: \(what)"
        case .unsupportedVersion(let version):
            "protocol version \(version.map(String.init) ?? "missing") is not supported; this server speaks \(ClientMessage.protocolVersion)"
        case .outdatedPage(let version):
            "the page speaks protocol version \(version), older than this server's \(ClientMessage.protocolVersion); load the page again"
        case .outOfOrder(let what): "message out of order: \(what)"
        case .badToken: "the session token is missing, forged or belongs to another session"
        case .sessionEnded: "the session has ended; load the page again for a new one"
        case .unavailable: "the server cannot serve this session now; try again later"
        case .tooManyMessages(let limit, let seconds): "more than \(limit) messages in \(seconds) s"
        case .replaced: "another connection joined this session since; this one is closed"
        case .joinTimeout(let seconds): "no join within \(seconds) s of connecting"
        }
    }
}
