/// A JSON object whose values are all scalars (strings, numbers, booleans, null): the shape of
/// every message a page sends, read by hand because it is read once per event.
///
/// Foundation's `JSONDecoder` took about 15 µs of the server's CPU for each event, more than
/// the rest of reading it; this reader takes well under one. It is strict: anything that is not
/// exactly one such object (nested values, a repeated key, trailing text, a bare control
/// character in a string, a lone surrogate escape) is refused.
struct FlatJSONObject {
    /// A scalar value.
    enum Value: Equatable {
        case string(String)
        /// A number written as an integer that fits in `Int`.
        case integer(Int)
        /// Any other number (a fraction, an exponent, or too large for `Int`).
        case otherNumber
        case bool(Bool)
        case null
    }

    /// Why the text is not such an object.
    struct Malformed: Error {
        let reason: String

        static func repeated(_ key: String) -> Malformed {
            Malformed(reason: "the key \"\(key.prefix(40))\" appears twice")
        }
    }

    /// The keys the protocol's messages use, recognised from their bytes: making a string of
    /// each key of each message, and comparing them, cost more than the rest of the reading.
    enum Key: CaseIterable {
        case type, v, token, seq, epoch, url, n, target, event, value

        var name: StaticString {
            switch self {
            case .type: "type"
            case .v: "v"
            case .token: "token"
            case .seq: "seq"
            case .epoch: "epoch"
            case .url: "url"
            case .n: "n"
            case .target: "target"
            case .event: "event"
            case .value: "value"
            }
        }

        /// The key spelled by `bytes`, if it is one of these: every name is at most six bytes,
        /// so a name's bytes packed into an integer, after a leading 1 that makes `"\u0000v"`
        /// another key than `"v"`, identify it with one comparison.
        init?(spelledBy bytes: UnsafeBufferPointer<UInt8>) {
            guard bytes.count <= 7 else { return nil }
            let packed = Key.pack(bytes)
            guard let found = Key.byPackedName.first(where: { $0.packed == packed }) else { return nil }
            self = found.key
        }

        private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            bytes.reduce(1) { $0 << 8 | UInt64($1) }
        }

        private static let byPackedName: [(packed: UInt64, key: Key)] = allCases.map { key in
            (key.name.withUTF8Buffer { pack($0) }, key)
        }
    }

    /// The value of each known key, in a slot of its own: ten stored values rather than an
    /// array, which would be one more allocation per message (`InlineArray` needs macOS 26).
    private struct Slots {
        var type, v, token, seq, epoch, url, n, target, event, value: Value?

        subscript(key: Key) -> Value? {
            get {
                switch key {
                case .type: type
                case .v: v
                case .token: token
                case .seq: seq
                case .epoch: epoch
                case .url: url
                case .n: n
                case .target: target
                case .event: event
                case .value: value
                }
            }
            set {
                switch key {
                case .type: type = newValue
                case .v: v = newValue
                case .token: token = newValue
                case .seq: seq = newValue
                case .epoch: epoch = newValue
                case .url: url = newValue
                case .n: n = newValue
                case .target: target = newValue
                case .event: event = newValue
                case .value: value = newValue
                }
            }
        }
    }

    private var values = Slots()

    /// The value of `key`, if the object has it. Keys the protocol does not use are read (a
    /// newer page may send them) but not kept.
    subscript(key: Key) -> Value? {
        values[key]
    }

    /// Reads `text`, which must be exactly one flat object (with whitespace around it). For tests:
    /// messages are read from their bytes (below), which this copies the result of once more.
    init(parsing text: String) throws(Malformed) {
        var text = text
        self = try text.withUTF8 { bytes in
            Result { () throws(Malformed) in try FlatJSONObject(parsing: bytes) }
        }.get()
    }

    /// Reads the UTF-8 `bytes`, which must be exactly one flat object (with whitespace around it).
    init(parsing bytes: UnsafeBufferPointer<UInt8>) throws(Malformed) {
        // Read into this object where it stands: a table returned by value and assigned would
        // be copied twice per message.
        var reader = Reader(bytes: bytes)
        try reader.read(into: &self)
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func read(into object: inout FlatJSONObject) throws(Malformed) {
            skipWhitespace()
            try expect(UInt8(ascii: "{"), "a JSON object")
            // Keys the protocol does not use, kept only to refuse one that appears twice.
            var otherKeys: [String] = []
            skipWhitespace()
            if peek() == UInt8(ascii: "}") {
                index += 1
            } else {
                while true {
                    skipWhitespace()
                    let key = try key()
                    skipWhitespace()
                    try expect(UInt8(ascii: ":"), "':' after a key")
                    skipWhitespace()
                    let value = try value()
                    switch key {
                    case .known(let key):
                        guard object.values[key] == nil else { throw Malformed.repeated("\(key.name)") }
                        object.values[key] = value
                    case .other(let name):
                        guard !otherKeys.contains(name) else { throw Malformed.repeated(name) }
                        otherKeys.append(name)
                    }
                    skipWhitespace()
                    if peek() == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    try expect(UInt8(ascii: "}"), "',' or '}' after a value")
                    break
                }
            }
            skipWhitespace()
            guard index == bytes.count else { throw Malformed(reason: "text after the object") }
        }

        /// A key: one of the protocol's, found from its bytes, or another, as a string.
        private enum ReadKey {
            case known(Key)
            case other(String)
        }

        private mutating func key() throws(Malformed) -> ReadKey {
            if let plain = plainString() {
                if let key = Key(spelledBy: plain) { return .known(key) }
                return .other(String(decoding: plain, as: UTF8.self))
            }
            // Escapes in a key, which no page writes: read as any string, then looked up.
            var name = try string()
            return name.withUTF8 { Key(spelledBy: $0) }.map { .known($0) } ?? .other(name)
        }

        /// The bytes of the string starting here, and the reader moved past it, if it is
        /// plainly written: no escape, no control character. Otherwise `nil`, and the reader
        /// has not moved.
        private mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
            guard peek() == UInt8(ascii: "\"") else { return nil }
            var end = index + 1
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\"") {
                    let plain = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
                    index = end + 1
                    return plain
                }
                guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
                end += 1
            }
            return nil
        }

        private func peek() -> UInt8? {
            index < bytes.count ? bytes[index] : nil
        }

        private mutating func expect(_ byte: UInt8, _ what: String) throws(Malformed) {
            guard peek() == byte else { throw Malformed(reason: "expected \(what) at byte \(index)") }
            index += 1
        }

        private mutating func skipWhitespace() {
            while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                index += 1
            }
        }

        private mutating func value() throws(Malformed) -> Value {
            guard let byte = peek() else { throw Malformed(reason: "expected a value at byte \(index)") }
            switch byte {
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            case UInt8(ascii: "{"), UInt8(ascii: "["): throw Malformed(reason: "nested objects and arrays are not part of the protocol")
            default: throw Malformed(reason: "expected a value at byte \(index)")
            }
        }

        private mutating func literal(_ word: StaticString) throws(Malformed) {
            let matches = word.withUTF8Buffer { expected in
                index + expected.count <= bytes.count && expected.indices.allSatisfy { bytes[index + $0] == expected[$0] }
            }
            guard matches else { throw Malformed(reason: "expected a value at byte \(index)") }
            index += word.utf8CodeUnitCount
        }

        /// A number as JSON writes it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
        private mutating func number() throws(Malformed) -> Value {
            let start = index
            if peek() == UInt8(ascii: "-") { index += 1 }
            guard let first = peek(), isDigit(first) else { throw Malformed(reason: "expected a digit at byte \(index)") }
            index += 1
            if first != UInt8(ascii: "0") { skipDigits() }
            var isInteger = true
            if peek() == UInt8(ascii: ".") {
                index += 1
                guard let digit = peek(), isDigit(digit) else { throw Malformed(reason: "expected a digit at byte \(index)") }
                skipDigits()
                isInteger = false
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                index += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
                guard let digit = peek(), isDigit(digit) else { throw Malformed(reason: "expected a digit at byte \(index)") }
                skipDigits()
                isInteger = false
            }
            guard isInteger else { return .otherNumber }
            // Read from the bytes as they are: no String to parse again. A value too large for
            // an Int is not an integer the protocol uses.
            let isNegative = bytes[start] == UInt8(ascii: "-")
            var integer = 0
            for digit in bytes[(isNegative ? start + 1 : start)..<index] {
                let (shifted, overflowed) = integer.multipliedReportingOverflow(by: 10)
                let (next, overflowedAgain) = shifted.subtractingReportingOverflow(Int(digit - UInt8(ascii: "0")))
                guard !overflowed, !overflowedAgain else { return .otherNumber }
                integer = next
            }
            // Accumulated as a negative number, whose range reaches Int.min.
            guard isNegative || integer != .min else { return .otherNumber }
            return .integer(isNegative ? integer : -integer)
        }

        private func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        private mutating func skipDigits() {
            while let byte = peek(), isDigit(byte) { index += 1 }
        }

        private mutating func string() throws(Malformed) -> String {
            try expect(UInt8(ascii: "\""), "a string")
            let start = index
            // The common case, a string without escapes, is copied in one piece.
            while let byte = peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                guard byte >= 0x20 else { throw Malformed(reason: "a control character in a string at byte \(index)") }
                index += 1
            }
            var result = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            while true {
                guard let byte = peek() else { throw Malformed(reason: "a string that does not end") }
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return result
                case UInt8(ascii: "\\"):
                    result.unicodeScalars.append(try escape())
                default:
                    guard byte >= 0x20 else { throw Malformed(reason: "a control character in a string at byte \(index - 1)") }
                    // The text is valid UTF-8 (the socket checked it): copy the whole scalar.
                    let scalarStart = index - 1
                    while let next = peek(), next & 0xC0 == 0x80 { index += 1 }
                    result += String(decoding: UnsafeBufferPointer(rebasing: bytes[scalarStart..<index]), as: UTF8.self)
                }
            }
        }

        private mutating func escape() throws(Malformed) -> Unicode.Scalar {
            guard let byte = peek() else { throw Malformed(reason: "a string that does not end") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let unit = try hexUnit()
                if (0xD800..<0xDC00).contains(unit) {
                    // A high surrogate must be followed by an escaped low one.
                    guard peek() == UInt8(ascii: "\\") else { throw Malformed(reason: "a lone surrogate escape at byte \(index)") }
                    index += 1
                    guard peek() == UInt8(ascii: "u") else { throw Malformed(reason: "a lone surrogate escape at byte \(index)") }
                    index += 1
                    let low = try hexUnit()
                    guard (0xDC00..<0xE000).contains(low),
                        let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                    else {
                        throw Malformed(reason: "a lone surrogate escape at byte \(index)")
                    }
                    return scalar
                }
                guard let scalar = Unicode.Scalar(unit) else { throw Malformed(reason: "a lone surrogate escape at byte \(index)") }
                return scalar
            default:
                throw Malformed(reason: "an unknown escape at byte \(index - 1)")
            }
        }

        private mutating func hexUnit() throws(Malformed) -> UInt32 {
            guard index + 4 <= bytes.count else { throw Malformed(reason: "a short \\u escape at byte \(index)") }
            var unit: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw Malformed(reason: "a bad \\u escape at byte \(index)")
                }
                unit = unit << 4 | UInt32(digit)
                index += 1
            }
            return unit
        }
    }
}
