/// The top-level fields of one server message that the load tool's checks read, found by one
/// pass over the message's UTF-8 bytes instead of a JSON decoder.
///
/// Every message of the page protocol is one JSON object (`docs/web-protocol.md`); the checks
/// need only a few of its top-level members. Decoding each message with `JSONDecoder` cost the
/// tool more CPU than the server spent making it, so the scan walks the object's members and
/// reads just these: a value it does not need (a patch's operations, a reset's HTML) is skipped
/// whole, strings by their quotes and escapes and arrays and objects by their brackets. Text
/// such as `"p":1` inside a string or a nested value is therefore never taken for a field.
///
/// Anything that is not such an object is refused, as a decoder would refuse it: text cut
/// short, a string never closed, unbalanced or mismatched brackets, trailing text, or a field
/// read here holding the wrong kind of value (`"p":"1"`; `null` reads as absent). Skipped
/// values are checked only that far: a skipped number is not checked digit by digit, nor a
/// nested value for its commas and colons. A key spelled with escapes (`"\u0070"`) is not
/// recognised; the server never writes one.
public struct MessageFields: Equatable, Sendable {
    /// The message's `type`; `nil` for a patch, the one message without one.
    public var type: String?
    /// A patch's number.
    public var p: Int?
    /// The last event a patch's server had applied.
    public var a: Int?
    /// `seq` of `joined`, `reset` and `seen`.
    public var seq: Int?
    /// `ack` of `ack`, `joined` and `reset`.
    public var ack: Int?
    /// `n`: an event's number, or the event a `stored` message is up to.
    public var n: Int?
    /// An error's `code`.
    public var code: String?
    /// An error's `message`.
    public var message: String?

    /// Fields given one by one, for comparing a scan with what it should have found.
    public init(
        type: String? = nil, p: Int? = nil, a: Int? = nil, seq: Int? = nil, ack: Int? = nil, n: Int? = nil,
        code: String? = nil, message: String? = nil
    ) {
        (self.type, self.p, self.a, self.seq, self.ack, self.n) = (type, p, a, seq, ack, n)
        (self.code, self.message) = (code, message)
    }

    /// Scans `text`; `nil` if it is not a JSON object whose read fields have the right kinds.
    public init?(_ text: String) {
        var text = text
        guard let fields = text.withUTF8({ MessageFields(utf8: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = fields
    }

    /// Scans a message's UTF-8 bytes; `nil` if they are not a JSON object whose read fields
    /// have the right kinds.
    public init?(utf8 bytes: UnsafeRawBufferPointer) {
        var reader = JSONByteReader(bytes)
        self.init()
        do throws(JSONByteReader.Malformed) {
            try read(from: &reader)
        } catch {
            return nil
        }
    }

    private mutating func read(from reader: inout JSONByteReader) throws(JSONByteReader.Malformed) {
        try reader.expect(UInt8(ascii: "{"))
        if reader.skipping(UInt8(ascii: "}")) { return try reader.expectEnd() }
        repeat {
            let field = Field(named: try reader.key())
            try reader.expect(UInt8(ascii: ":"))
            switch field {
            case .type: type = try reader.string()
            case .p: p = try reader.integer()
            case .a: a = try reader.integer()
            case .seq: seq = try reader.integer()
            case .ack: ack = try reader.integer()
            case .n: n = try reader.integer()
            case .code: code = try reader.string()
            case .message: message = try reader.string()
            case nil: try reader.skipValue()
            }
        } while reader.skipping(UInt8(ascii: ","))
        try reader.expect(UInt8(ascii: "}"))
        try reader.expectEnd()
    }

    /// The members read, by the bytes of their keys (compared as bytes: no string is made for
    /// a key, so a patch's three keys cost no allocation).
    private enum Field: CaseIterable {
        case type, p, a, seq, ack, n, code, message

        var name: StaticString {
            switch self {
            case .type: "type"
            case .p: "p"
            case .a: "a"
            case .seq: "seq"
            case .ack: "ack"
            case .n: "n"
            case .code: "code"
            case .message: "message"
            }
        }

        /// Made once (`allCases` makes a new array at each use).
        private static let all = allCases

        init?(named key: UnsafeRawBufferPointer) {
            guard
                let field = Self.all.first(where: { field in
                    field.name.withUTF8Buffer { name in name.count == key.count && name.elementsEqual(key) }
                })
            else { return nil }
            self = field
        }
    }
}
