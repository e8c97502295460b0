/// Follows what one session's page says about the topic bench's messages (`workflow-web
/// --bench topic`, whose page reads "Heard N messages, last #L"), and notes when each message
/// number first showed.
///
/// The page counts a message only when its number is above the last one's, so "Heard N,
/// last #N" proves that messages 1 to N all arrived. A message that arrives while an earlier
/// one's patch is still being made is shown by the same patch: each number up to `last` is
/// timed at the first message that showed it. When a jump in `last` is larger than the jump
/// in `heard`, some of the numbers jumped over were never heard; which ones the page does not
/// say, so none of that jump's numbers is timed (the count of misses stays exact).
public struct BroadcastTracker: Equatable, Sendable {
    /// The page's count of messages heard.
    public private(set) var heard = 0
    /// The page's latest message number.
    public private(set) var last = 0
    /// For message `k`, at index `k − 1`: when (nanoseconds on the tool's clock) a message
    /// first showed it, or `nil` where the page's count says one of a jump's numbers was
    /// missed. Holds `last` entries.
    public private(set) var shownAt: [UInt64?] = []
    /// What the page said that a page of the bench never says (a count that went back), the
    /// first ``failureDetailLimit`` of them.
    public private(set) var failures: [String] = []

    /// A tracker of a page that has heard nothing yet.
    public init() {}

    /// Reads one message from the server (any type: a patch, a reset's page) received at
    /// `time`; text without the bench's line changes nothing.
    public mutating func observe(_ text: String, at time: UInt64) {
        var text = text
        text.withUTF8 { observe(utf8: UnsafeRawBufferPointer($0), at: time) }
    }

    /// Reads one message from the server, as its UTF-8 bytes, received at `time`.
    public mutating func observe(utf8 text: UnsafeRawBufferPointer, at time: UInt64) {
        guard let line = Self.line(in: text) else { return }
        let (pageHeard, pageLast) = (line.heard, line.last)
        guard pageLast >= last, pageHeard >= heard else {
            fail("the page went back from \(heard) heard, last #\(last) to \(pageHeard), last #\(pageLast)")
            return
        }
        guard pageLast <= Self.largestNumber else {
            fail("the page shows #\(pageLast), beyond any run's messages")
            return
        }
        guard pageHeard <= pageLast else {
            fail("the page heard \(pageHeard) messages but the last is #\(pageLast)")
            return
        }
        let jump = pageLast - last
        let proven = pageHeard - heard == jump
        shownAt.append(contentsOf: repeatElement(proven ? time : nil, count: jump))
        heard = pageHeard
        last = pageLast
    }

    private mutating func fail(_ what: String) {
        if failures.count < Self.failureDetailLimit { failures.append(what) }
    }

    /// More messages than the longest run at the shortest interval publishes (an hour, 100 a
    /// second), so that a garbled number cannot make the tracker note a billion of them.
    public static let largestNumber = 1_000_000

    /// Failures kept; a page that keeps contradicting itself is reported by its first few.
    public static let failureDetailLimit = 5

    /// The last "Heard N message(s), last #L" in `text` (UTF-8), as `(N, L)`. Read as bytes,
    /// without making a string: in a broadcast run every session reads every message.
    static func line(in text: UnsafeRawBufferPointer) -> (heard: Int, last: Int)? {
        guard let start = lastRange(of: "Heard ", in: text[...]) else { return nil }
        var rest = text[start.upperBound...]
        guard let heard = number(from: &rest), starts(rest, with: " message") else { return nil }
        guard let marker = range(of: ", last #", in: rest.prefix(24)) else { return nil }
        rest = rest[marker.upperBound...]
        guard let last = number(from: &rest) else { return nil }
        return (heard, last)
    }

    /// Takes the decimal digits (at most 9) at the start of `text` off it, as a number.
    private static func number(from text: inout Slice<UnsafeRawBufferPointer>) -> Int? {
        let digits = text.prefix(while: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        text = text[digits.endIndex...]
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    private static func starts(_ text: Slice<UnsafeRawBufferPointer>, with word: StaticString) -> Bool {
        word.withUTF8Buffer { text.starts(with: $0) }
    }

    /// Where `word` first occurs in `text`.
    private static func range(of word: StaticString, in text: Slice<UnsafeRawBufferPointer>) -> Range<Int>? {
        word.withUTF8Buffer { word in
            guard text.count >= word.count else { return nil }
            for start in text.startIndex...(text.endIndex - word.count) where text[start..<(start + word.count)].elementsEqual(word) {
                return start..<(start + word.count)
            }
            return nil
        }
    }

    /// Where `word` last occurs in `text`.
    private static func lastRange(of word: StaticString, in text: Slice<UnsafeRawBufferPointer>) -> Range<Int>? {
        word.withUTF8Buffer { word in
            guard text.count >= word.count else { return nil }
            for start in stride(from: text.endIndex - word.count, through: text.startIndex, by: -1)
            where text[start..<(start + word.count)].elementsEqual(word) {
                return start..<(start + word.count)
            }
            return nil
        }
    }
}
