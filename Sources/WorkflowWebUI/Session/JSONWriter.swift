/// Writes the few JSON shapes the server sends, directly into UTF-8 bytes: faster than a
/// general encoder for patches, and exact about what goes on the wire.
///
/// It works on bytes, not characters: a message is one buffer grown in place, and a string's
/// text is copied in runs between the bytes that need escaping (a patch's text rarely has
/// any), where appending scalar by scalar cost a call per character.
struct JSONWriter {
    private var bytes: [UInt8] = []

    /// A writer whose buffer starts at `capacity` bytes: a patch's size is known roughly in
    /// advance, and growing the buffer from empty cost several copies per message.
    init(capacity: Int = 64) {
        bytes.reserveCapacity(capacity)
    }

    /// The JSON written so far.
    var output: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON written so far, as its UTF-8 bytes, for a socket: no string to make and check.
    var outputBytes: [UInt8] {
        bytes
    }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func number(_ value: Int) {
        guard value != 0 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        // Digits from the last, into a buffer on the stack: no String for each number.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var start = 20
            while magnitude > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { text in
            var runStart = 0
            var index = 0
            while index < text.count {
                let escape: Escape
                switch text[index] {
                case UInt8(ascii: "\""): escape = .short("\\\"")
                case UInt8(ascii: "\\"): escape = .short("\\\\")
                case UInt8(ascii: "\n"): escape = .short("\\n")
                case UInt8(ascii: "\r"): escape = .short("\\r")
                case UInt8(ascii: "\t"): escape = .short("\\t")
                // Keeps a string from closing a script element if the JSON is ever inlined.
                case UInt8(ascii: "<"): escape = .short("\\u003c")
                case let control where control < 0x20: escape = .unicode(UInt32(control), bytes: 1)
                // U+2028 and U+2029 (E2 80 A8 / E2 80 A9) end lines in older JavaScript.
                case 0xE2 where index + 2 < text.count && text[index + 1] == 0x80 && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
                    escape = .unicode(text[index + 2] == 0xA8 ? 0x2028 : 0x2029, bytes: 3)
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
                switch escape {
                case .short(let escaped):
                    raw(escaped)
                    index += 1
                case .unicode(let scalar, let length):
                    appendUnicodeEscape(scalar)
                    index += length
                }
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<text.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// How one character of a string is written escaped.
    private enum Escape {
        /// A short escape such as `\n`, for a one-byte character.
        case short(StaticString)
        /// `\uXXXX` for `scalar`, which took `bytes` bytes of UTF-8.
        case unicode(UInt32, bytes: Int)
    }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    /// `\uXXXX` with four lower-case hex digits.
    private mutating func appendUnicodeEscape(_ scalar: UInt32) {
        let hex: StaticString = "0123456789abcdef"
        raw("\\u")
        hex.withUTF8Buffer { digits in
            for shift in stride(from: 12, through: 0, by: -4) {
                bytes.append(digits[Int((scalar >> UInt32(shift)) & 0xF)])
            }
        }
    }
}
