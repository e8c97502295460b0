/// Turns the bytes a terminal sends into ``Key``s.
///
/// Input arrives in arbitrary chunks: an escape sequence or a UTF-8 character may be split
/// across reads, so the parser keeps what it cannot decode yet. A lone Escape byte is
/// ambiguous (the Escape key, or the start of a sequence still in flight): the reader calls
/// ``flush()`` once no byte has arrived for ``flushDelay``, which reports it as ``Key/escape``.
///
/// SGR mouse reports (`ESC [ < code ; column ; row M` or `m`) come out as ``Key/mouse(_:)``
/// for presses, releases and the wheel; motion and malformed reports are dropped.
///
/// Bad input never hides good input:
/// - Bytes that are not UTF-8 come out as one `U+FFFD` ``Key/character(_:)`` per broken
///   character (the lead byte and the continuation bytes that fit it), and parsing resumes
///   at the first byte that does not belong to it.
/// - An escape sequence broken by a byte that cannot be part of it, longer than
///   ``sequenceLimit``, or unfinished when ``flush()`` is called comes out as ``Key/escape``
///   followed by its other bytes as typed.
/// - Bracketed pastes (`ESC [ 200 ~` … `ESC [ 201 ~`) come out as one ``Key/paste(_:)``. A
///   paste also ends, delivering what it holds, when it reaches ``pasteLimit`` bytes, when a
///   Ctrl-C byte arrives (which is then reported as ``Key/control(_:)``), or at ``flush()``;
///   what follows is parsed as keys again. So a stray paste start costs at most
///   ``pasteFlushDelay`` of typing, and never Ctrl-C.
public struct KeyParser: Sendable {
    /// The most bytes one ``Key/paste(_:)`` holds: 1 MiB. A paste that reaches it is delivered
    /// (cut at a character boundary) and the bytes after it are parsed as keys.
    public static let pasteLimit = 1 << 20

    /// The most bytes an escape sequence may take, Escape included. Real terminal sequences
    /// are far shorter; a longer one is garbage and is reported as typed.
    public static let sequenceLimit = 64

    /// How long a lone Escape or an unfinished sequence waits for the rest before
    /// ``flushDelay`` asks for a ``flush()``.
    public static let escapeFlushDelay: Duration = .milliseconds(30)

    /// How long an open paste waits for more bytes before ``flushDelay`` asks for a
    /// ``flush()``. Longer than ``escapeFlushDelay`` so that a real paste arriving slowly is
    /// not cut, short enough that a stray paste start does not freeze the keyboard.
    public static let pasteFlushDelay: Duration = .milliseconds(500)

    private var pending: [UInt8] = []
    private var pasted: [UInt8]?

    /// How many times the parser has looked at an input byte, for tests that check the work
    /// grows linearly with the input.
    package private(set) var bytesExamined = 0

    /// A parser with nothing pending.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence or a paste is open; if so, the
    /// reader should call ``flush()`` when no more input comes within ``flushDelay``.
    public var hasPendingInput: Bool { !pending.isEmpty || pasted != nil }

    /// How long the reader should wait for more bytes before calling ``flush()``; `nil` when
    /// nothing is pending.
    public var flushDelay: Duration? {
        if pasted != nil { return Self.pasteFlushDelay }
        return pending.isEmpty ? nil : Self.escapeFlushDelay
    }

    /// The keys that `bytes`, after what was pending, complete.
    public mutating func parse(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        return drain(atEnd: false)
    }

    /// Resolves what is pending as if no more bytes will follow: a lone Escape becomes
    /// ``Key/escape``; an unfinished sequence becomes Escape followed by its other bytes as
    /// typed; an unfinished UTF-8 character becomes `U+FFFD`; an open paste is delivered as
    /// what it holds. Keys after any of these are all reported.
    public mutating func flush() -> [Key] {
        drain(atEnd: true)
    }

    /// Decodes pending bytes; with `atEnd`, nothing may be left waiting for more.
    private mutating func drain(atEnd: Bool) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < pending.count || (atEnd && pasted != nil) {
            if pasted != nil {
                let next = collectPaste(from: index, atEnd: atEnd, into: &keys)
                index = next
                if pasted != nil { break }
                continue
            }
            guard let (key, length) = decode(at: index, atEnd: atEnd) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    // MARK: Pastes

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Moves paste bytes from `start` into `pasted` and ends the paste if its end marker,
    /// Ctrl-C, the size limit or (with `atEnd`) the end of the input is reached. Returns where
    /// parsing continues.
    private mutating func collectPaste(from start: Int, atEnd: Bool, into keys: inout [Key]) -> Int {
        let alreadyPasted = pasted?.count ?? 0
        var index = start
        while index < pending.count {
            if alreadyPasted + (index - start) >= Self.pasteLimit {
                let cut = characterBoundary(before: index, notBefore: start)
                return endPaste(content: start..<cut, resumeAt: cut, into: &keys)
            }
            let byte = examine(index)
            if byte == 0x03 {
                return endPaste(content: start..<index, resumeAt: index, into: &keys)
            }
            if byte == 0x1B {
                let available = min(Self.pasteEnd.count, pending.count - index)
                bytesExamined &+= available
                if pending[index..<index + available].elementsEqual(Self.pasteEnd[..<available]) {
                    if available == Self.pasteEnd.count {
                        return endPaste(content: start..<index, resumeAt: index + available, into: &keys, always: true)
                    }
                    // The end marker may be split across reads: keep its start pending.
                    if !atEnd {
                        pasted?.append(contentsOf: pending[start..<index])
                        return index
                    }
                }
            }
            index += 1
        }
        if atEnd { return endPaste(content: start..<index, resumeAt: index, into: &keys) }
        pasted?.append(contentsOf: pending[start..<index])
        return index
    }

    /// Delivers the paste with `content` added (unless it ended up empty and was cut short
    /// rather than closed by its end marker) and returns `resumeAt`.
    private mutating func endPaste(content: Range<Int>, resumeAt: Int, into keys: inout [Key], always: Bool = false) -> Int {
        var bytes = pasted ?? []
        bytes.append(contentsOf: pending[content])
        pasted = nil
        if always || !bytes.isEmpty { keys.append(.paste(String(decoding: bytes, as: UTF8.self))) }
        return resumeAt
    }

    /// `index`, moved back (by at most three bytes, and not before `floor`) so that it does
    /// not split a UTF-8 character.
    private func characterBoundary(before index: Int, notBefore floor: Int) -> Int {
        var cut = index
        while cut > floor, index - cut < 3, (0x80...0xBF).contains(pending[cut]) { cut -= 1 }
        return (0x80...0xBF).contains(pending[cut]) ? index : cut
    }

    // MARK: Keys

    /// Reads one input byte, counting it.
    private mutating func examine(_ index: Int) -> UInt8 {
        bytesExamined &+= 1
        return pending[index]
    }

    /// The key (or nothing, for sequences we ignore) starting at `index` and its length in
    /// bytes, or `nil` if more bytes are needed (never with `atEnd`).
    private mutating func decode(at index: Int, atEnd: Bool) -> (Key?, Int)? {
        let byte = examine(index)
        switch byte {
        case 0x1B: return decodeEscape(at: index, atEnd: atEnd)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x00: return (.control(" "), 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x1C...0x1F: return (nil, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return decodeUTF8(at: index, atEnd: atEnd)
        }
    }

    private static let replacement = Key.character("\u{FFFD}")

    /// A UTF-8 character, or `U+FFFD` for the longest start of one that cannot be finished
    /// (Unicode's "maximal subpart" rule, which `String(decoding:as:)` follows too).
    private mutating func decodeUTF8(at index: Int, atEnd: Bool) -> (Key?, Int)? {
        let lead = pending[index]
        let length: Int
        var allowed: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        // These second-byte ranges rule out overlong forms, surrogates and values past U+10FFFF.
        case 0xE0: length = 3; allowed = 0xA0...0xBF
        case 0xED: length = 3; allowed = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; allowed = 0x90...0xBF
        case 0xF4: length = 4; allowed = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return (Self.replacement, 1)
        }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        var count = 1
        while count < length, index + count < pending.count {
            let byte = examine(index + count)
            guard allowed.contains(byte) else { return (Self.replacement, count) }
            value = value << 6 | UInt32(byte & 0x3F)
            allowed = 0x80...0xBF
            count += 1
        }
        guard count == length else { return atEnd ? (Self.replacement, count) : nil }
        // The ranges above admit only scalar values, so this always succeeds.
        guard let scalar = Unicode.Scalar(value) else { return (Self.replacement, length) }
        return (.character(Character(scalar)), length)
    }

    private mutating func decodeEscape(at index: Int, atEnd: Bool) -> (Key?, Int)? {
        guard index + 1 < pending.count else { return atEnd ? (.escape, 1) : nil }
        let next = examine(index + 1)
        switch next {
        case UInt8(ascii: "["): return decodeCSI(at: index, atEnd: atEnd)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return atEnd ? (.escape, 1) : nil }
            let final = examine(index + 2)
            // Not a sequence after all: Escape, then the rest as typed.
            guard (0x20...0x7E).contains(final) else { return (.escape, 1) }
            let key: Key? =
                switch final {
                case UInt8(ascii: "A"): .up
                case UInt8(ascii: "B"): .down
                case UInt8(ascii: "C"): .right
                case UInt8(ascii: "D"): .left
                case UInt8(ascii: "H"): .home
                case UInt8(ascii: "F"): .end
                case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final - UInt8(ascii: "P")) + 1)
                default: nil
                }
            return (key, 3)
        case 0x20..<0x7F: return (.alt(Character(Unicode.Scalar(next))), 2)
        default: return (.escape, 1)
        }
    }

    /// A control sequence: `ESC [`, parameter and intermediate bytes (0x20–0x3F), one final
    /// byte (0x40–0x7E).
    private mutating func decodeCSI(at index: Int, atEnd: Bool) -> (Key?, Int)? {
        var end = index + 2
        while end < pending.count {
            guard end - index < Self.sequenceLimit else { return (.escape, 1) }
            let byte = examine(end)
            if (0x40...0x7E).contains(byte) { break }
            // Anything else (a control byte such as Ctrl-C, or Escape) breaks the sequence.
            guard (0x20...0x3F).contains(byte) else { return (.escape, 1) }
            end += 1
        }
        guard end < pending.count else { return atEnd ? (.escape, 1) : nil }
        let parameters = String(decoding: pending[index + 2..<end], as: UTF8.self)
        if parameters.hasPrefix("<"), pending[end] == UInt8(ascii: "M") || pending[end] == UInt8(ascii: "m") {
            let numbers = parameters.dropFirst().split(separator: ";").map { Int($0) }
            guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2] else {
                return (nil, end - index + 1)
            }
            let event = MouseEvent(sgrCode: code, column: column, row: row, isRelease: pending[end] == UInt8(ascii: "m"))
            return (event.map(Key.mouse), end - index + 1)
        }
        // Modifiers (`1;5A` is Ctrl-Up) are read but not reported.
        let first = parameters.split(separator: ";").first.flatMap { Int($0) }
        let length = end - index + 1
        let key: Key?
        switch pending[end] {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "~"):
            switch first {
            case 1, 7: key = .home
            case 2: key = .insert
            case 3: key = .delete
            case 4, 8: key = .end
            case 5: key = .pageUp
            case 6: key = .pageDown
            case 200:
                pasted = []
                key = nil
            case let number? where (11...15).contains(number): key = .function(number - 10)
            case let number? where (17...21).contains(number): key = .function(number - 11)
            case let number? where (23...24).contains(number): key = .function(number - 12)
            default: key = nil
            }
        default: key = nil
        }
        return (key, length)
    }
}
