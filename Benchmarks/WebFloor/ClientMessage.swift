import NIOCore
import NIOWebSocket

/// The few fields of a page's message that the floor reads, found by a byte scan rather than a
/// JSON parser: `"type"`, an event's `"n"`, a join's `"v"` and whether it has a `"token"`.
///
/// The scan unmasks the frame's payload into stack memory (no buffer is made) and looks for
/// each key with its quotes, `"n":` say, so a longer key ending the same way (`"an":`) is never
/// taken for it. It does not check the rest of the JSON: this is a floor, not a validator.
struct ClientMessage {
    enum Kind {
        case join, event, seen, leave, other
    }

    var type: Kind?
    var n: Int?
    var v: Int?
    var hasToken = false

    /// The types read, each with its closing quote.
    private static let kinds: [(name: StaticString, kind: Kind)] = [
        (#"event""#, .event), (#"seen""#, .seen), (#"join""#, .join), (#"leave""#, .leave),
    ]

    /// The largest payload scanned; a longer message reads as having no fields.
    static let maximumLength = 4096

    init(frame: WebSocketFrame) {
        let count = frame.data.readableBytes
        guard count > 0, count <= Self.maximumLength else { return }
        let key = frame.maskKey
        self = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { text in
            frame.data.withUnsafeReadableBytes { payload in
                if let key {
                    for index in 0..<count { text[index] = payload[index] ^ key[index & 3] }
                } else {
                    for index in 0..<count { text[index] = payload[index] }
                }
            }
            return ClientMessage(utf8: UnsafeBufferPointer(text))
        }
    }

    /// Scans a message's (unmasked) UTF-8 bytes.
    init(utf8 text: UnsafeBufferPointer<UInt8>) {
        if let start = Self.valueStart(of: #""type":"#, in: text), start < text.count, text[start] == UInt8(ascii: "\"") {
            let word = UnsafeBufferPointer(rebasing: text[(start + 1)...])
            type = Self.kinds.first { Self.hasPrefix($0.name, word) }?.kind ?? .other
        }
        n = Self.valueStart(of: #""n":"#, in: text).flatMap { Self.integer(at: $0, in: text) }
        v = Self.valueStart(of: #""v":"#, in: text).flatMap { Self.integer(at: $0, in: text) }
        if let start = Self.valueStart(of: #""token":"#, in: text) {
            hasToken = start < text.count && text[start] == UInt8(ascii: "\"")
        }
    }

    /// The index just after `key` (and any spaces after it) in `text`, if `key` is there.
    private static func valueStart(of key: StaticString, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        key.withUTF8Buffer { key in
            guard key.count <= text.count else { return nil }
            var index = 0
            while index <= text.count - key.count {
                if text[index] == key[0], hasPrefix(key, UnsafeBufferPointer(rebasing: text[index...])) {
                    var end = index + key.count
                    while end < text.count, text[end] == UInt8(ascii: " ") { end += 1 }
                    return end
                }
                index += 1
            }
            return nil
        }
    }

    private static func hasPrefix(_ prefix: StaticString, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        prefix.withUTF8Buffer { hasPrefix($0, text) }
    }

    private static func hasPrefix(_ prefix: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard prefix.count <= text.count else { return false }
        for index in 0..<prefix.count where prefix[index] != text[index] { return false }
        return true
    }

    /// The non-negative decimal integer starting at `start`, if there is one (at most 18 digits).
    private static func integer(at start: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        var value = 0
        var index = start
        while index < text.count, index - start < 18, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) {
            value = value * 10 + Int(text[index] - UInt8(ascii: "0"))
            index += 1
        }
        return index > start ? value : nil
    }
}
