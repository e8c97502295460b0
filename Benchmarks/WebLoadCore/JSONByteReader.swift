/// A cursor over the UTF-8 bytes of one JSON text, with just what ``MessageFields`` needs: a
/// member's key, an integer, a string, and skipping any value whole. Whitespace between tokens
/// is skipped everywhere.
struct JSONByteReader {
    /// The text is not what was expected at the cursor.
    struct Malformed: Error {}

    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Takes `byte` (after any whitespace), or throws.
    mutating func expect(_ byte: UInt8) throws(Malformed) {
        guard skipping(byte) else { throw Malformed() }
    }

    /// Takes `byte` (after any whitespace) if it is next; returns whether it was.
    mutating func skipping(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Throws unless only whitespace is left.
    mutating func expectEnd() throws(Malformed) {
        skipWhitespace()
        guard index == bytes.count else { throw Malformed() }
    }

    /// A member's key, as its raw bytes between the quotes (escapes left as they are).
    mutating func key() throws(Malformed) -> UnsafeRawBufferPointer {
        try expect(UInt8(ascii: "\""))
        let start = index
        try skipStringRest()
        return UnsafeRawBufferPointer(rebasing: bytes[start..<(index - 1)])
    }

    /// An integer, or `nil` for `null`; throws for any other value, a fraction or an
    /// exponent included (no field the checks read holds one), or more than 18 digits.
    mutating func integer() throws(Malformed) -> Int? {
        skipWhitespace()
        if literal("null") { return nil }
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var value = 0
        while index < bytes.count, let digit = Self.digit(bytes[index]) {
            value = value * 10 + digit
            index += 1
        }
        let digits = index - start
        // JSON allows no leading zero, and 18 digits cannot overflow an Int.
        guard digits > 0, digits <= 18, digits == 1 || bytes[start] != UInt8(ascii: "0") else { throw Malformed() }
        if index < bytes.count, Self.isNumberByte(bytes[index]) { throw Malformed() }
        return negative ? -value : value
    }

    /// A string with its escapes undone, or `nil` for `null`; throws for any other value.
    mutating func string() throws(Malformed) -> String? {
        skipWhitespace()
        if literal("null") { return nil }
        try expect(UInt8(ascii: "\""))
        let start = index
        try skipStringRest()
        let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<(index - 1)])
        // The common case, a string without escapes, is its bytes as they are.
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        return try Self.unescape(raw)
    }

    /// Skips one value of any kind: a string, a number, `true`, `false`, `null`, or an array or
    /// object with everything in it.
    mutating func skipValue() throws(Malformed) {
        skipWhitespace()
        guard index < bytes.count else { throw Malformed() }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            index += 1
            try skipStringRest()
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            try skipNested()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        default:
            guard literal("true") || literal("false") || literal("null") else { throw Malformed() }
        }
    }

    /// Skips an array or object from its opening bracket to the bracket that closes it,
    /// strings in it by their quotes (so a bracket in a string does not count), checking that
    /// each closing bracket matches its opening one.
    private mutating func skipNested() throws(Malformed) {
        // Open brackets as a bit stack, innermost lowest: 1 for `[`, 0 for `{`; the server's
        // messages nest two or three deep, far from the 64 this holds.
        var open: UInt64 = 0
        var depth = 0
        repeat {
            guard index < bytes.count else { throw Malformed() }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                try skipStringRest()
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                guard depth < 64 else { throw Malformed() }
                open = open << 1 | (byte == UInt8(ascii: "[") ? 1 : 0)
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard open & 1 == (byte == UInt8(ascii: "]") ? 1 : 0) else { throw Malformed() }
                open >>= 1
                depth -= 1
            default:
                break
            }
        } while depth > 0
    }

    /// Moves past the closing quote of a string whose opening quote was just taken.
    private mutating func skipStringRest() throws(Malformed) {
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return }
            // An escape's next byte is never the closing quote (`\"` is a quote in the string).
            if byte == UInt8(ascii: "\\") { index += 1 }
        }
        throw Malformed()
    }

    /// Takes `word` if the bytes at the cursor spell it.
    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { word in word.elementsEqual(bytes[index..<(index + count)]) }
        if matches { index += count }
        return matches
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    private static func digit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        default: nil
        }
    }

    /// Whether `byte` can be part of a JSON number.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default:
            false
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The text of a string's raw bytes (between its quotes) with its escapes undone: `\"`,
    /// `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` and `\uXXXX`, surrogate pairs joined (a lone
    /// surrogate becomes U+FFFD, as a decoder that repairs would make it).
    static func unescape(_ raw: UnsafeRawBufferPointer) throws(Malformed) -> String {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        // Flushes the plain bytes gathered so far, decoded as UTF-8.
        func flush() {
            scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
            utf8.removeAll(keepingCapacity: true)
        }
        var index = 0
        var pendingHigh: UInt32?
        while index < raw.count {
            let byte = raw[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                if let high = pendingHigh { scalars.append(Unicode.Scalar(high) ?? "\u{FFFD}"); pendingHigh = nil }
                utf8.append(byte)
                continue
            }
            guard index < raw.count else { throw Malformed() }
            let escape = raw[index]
            index += 1
            var scalar: UInt32
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalar = UInt32(escape)
            case UInt8(ascii: "b"): scalar = 0x08
            case UInt8(ascii: "f"): scalar = 0x0C
            case UInt8(ascii: "n"): scalar = 0x0A
            case UInt8(ascii: "r"): scalar = 0x0D
            case UInt8(ascii: "t"): scalar = 0x09
            case UInt8(ascii: "u"):
                guard index + 4 <= raw.count else { throw Malformed() }
                scalar = 0
                for byte in raw[index..<(index + 4)] {
                    guard let digit = hexDigit(byte) else { throw Malformed() }
                    scalar = scalar << 4 | digit
                }
                index += 4
            default:
                throw Malformed()
            }
            flush()
            if let high = pendingHigh {
                pendingHigh = nil
                if (0xDC00...0xDFFF).contains(scalar) {
                    scalar = 0x10000 + ((high - 0xD800) << 10) + (scalar - 0xDC00)
                } else {
                    scalars.append("\u{FFFD}")
                }
            }
            if (0xD800...0xDBFF).contains(scalar) {
                pendingHigh = scalar
            } else {
                scalars.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
            }
        }
        if pendingHigh != nil { scalars.append("\u{FFFD}") }
        flush()
        return String(scalars)
    }
}
