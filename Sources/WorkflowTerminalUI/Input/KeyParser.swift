/// Turns the bytes a terminal sends into ``Key``s.
///
/// Input arrives in arbitrary chunks: an escape sequence or a UTF-8 character may be split
/// across reads, so the parser keeps what it cannot decode yet. A lone Escape byte is
/// ambiguous (the Escape key, or the start of a sequence still in flight): the reader calls
/// ``flush()`` when no more bytes arrive shortly after it, which reports it as ``Key/escape``.
/// Bracketed pastes (`ESC [ 200 ~` … `ESC [ 201 ~`) come out as one ``Key/paste(_:)``.
public struct KeyParser: Sendable {
    private var pending: [UInt8] = []
    private var pasted: [UInt8]?

    /// A parser with nothing pending.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence; if so, the reader should call
    /// ``flush()`` when no more input comes within a short time.
    public var hasPendingInput: Bool { !pending.isEmpty && pasted == nil }

    /// The keys that `bytes`, after what was pending, complete.
    public mutating func parse(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if pasted != nil {
                guard let end = indexOfPasteEnd(from: index) else {
                    // Keep the last bytes in case the end marker is split across reads.
                    let keep = min(pasteEnd.count - 1, pending.count - index)
                    pasted?.append(contentsOf: pending[index..<pending.count - keep])
                    index = pending.count - keep
                    break
                }
                pasted?.append(contentsOf: pending[index..<end])
                keys.append(.paste(String(decoding: pasted ?? [], as: UTF8.self)))
                pasted = nil
                index = end + pasteEnd.count
                continue
            }
            guard let (key, length) = decode(at: index) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Resolves what is pending as if no more bytes will follow: a lone Escape becomes
    /// ``Key/escape``; an unfinished sequence becomes Escape followed by its other bytes as
    /// typed; an unfinished UTF-8 character is dropped. An unfinished paste keeps waiting.
    public mutating func flush() -> [Key] {
        guard hasPendingInput else { return [] }
        var keys: [Key] = []
        let bytes = pending
        pending = []
        // Pending bytes that do not start with Escape are an unfinished UTF-8 character:
        // nothing sensible to report, so they are dropped.
        if bytes.first == 0x1B {
            keys.append(.escape)
            keys += parse(bytes.dropFirst())
            keys += flush()
        }
        return keys
    }

    private let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private func indexOfPasteEnd(from start: Int) -> Int? {
        guard pending.count - start >= pasteEnd.count else { return nil }
        for index in start...(pending.count - pasteEnd.count) where pending[index] == 0x1B {
            if pending[index..<index + pasteEnd.count].elementsEqual(pasteEnd) { return index }
        }
        return nil
    }

    /// The key (or nothing, for sequences we ignore) starting at `index` and its length in
    /// bytes, or `nil` if more bytes are needed.
    private mutating func decode(at index: Int) -> (Key?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B: return decodeEscape(at: index)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x00: return (.control(" "), 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x1C...0x1F: return (nil, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return decodeUTF8(at: index)
        }
    }

    private func decodeUTF8(at index: Int) -> (Key?, Int)? {
        let lead = pending[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1 else { return (.character("\u{FFFD}"), 1) }
        guard pending.count - index >= length else { return nil }
        let text = String(decoding: pending[index..<index + length], as: UTF8.self)
        guard let character = text.first, text.count == 1 else { return (.character("\u{FFFD}"), 1) }
        return (.character(character), length)
    }

    private mutating func decodeEscape(at index: Int) -> (Key?, Int)? {
        guard index + 1 < pending.count else { return nil }
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["): return decodeCSI(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            let key: Key? = switch pending[index + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(pending[index + 2] - UInt8(ascii: "P")) + 1)
            default: nil
            }
            return (key, 3)
        case 0x1B: return (.escape, 1)
        case 0x20..<0x7F: return (.alt(Character(Unicode.Scalar(next))), 2)
        default: return (.escape, 1)
        }
    }

    private mutating func decodeCSI(at index: Int) -> (Key?, Int)? {
        var end = index + 2
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
        guard end < pending.count else { return nil }
        let parameters = String(decoding: pending[index + 2..<end], as: UTF8.self)
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
