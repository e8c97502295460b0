import Testing
import WorkflowTerminalUI

/// Bad input (broken UTF-8, broken or endless sequences, stray paste starts) must never hide
/// the good input around it, and the parser's work must grow linearly with its input.
@Suite struct KeyParserRobustnessTests {
    private static let replacement = Key.character("\u{FFFD}")

    private func keys(_ bytes: [UInt8]) -> [Key] {
        var parser = KeyParser()
        return parser.parse(bytes) + parser.flush()
    }

    // MARK: Broken UTF-8

    @Test(arguments: [
        // An unfinished lead byte followed by a key: the key survives (issue 20, item 4).
        ([0xE2, 0x41] as [UInt8], [replacement, .character("A")]),
        ([0xE2, 0x82, 0x03], [replacement, .control("c")]),
        ([0xF0, 0x9F, 0x99, 0x1B, 0x5B, 0x41], [replacement, .up]),
        ([0xE2], [replacement]),
        ([0xE2, 0x82], [replacement]),
        ([0xFF, 0x71], [replacement, .character("q")]),
        ([0xC0, 0x80, 0x71], [replacement, replacement, .character("q")]),
        ([0xED, 0xA0, 0x80], [replacement, replacement, replacement]),
        ([0x80, 0xE2, 0x82, 0xAC], [replacement, .character("€")]),
    ])
    func brokenUTF8BecomesOneReplacementPerBrokenCharacterAndKeepsWhatFollows(bytes: [UInt8], expected: [Key]) {
        #expect(keys(bytes) == expected)
    }

    @Test func aKeyAfterABrokenLeadByteArrivesWithoutWaitingForAFlush() {
        var parser = KeyParser()
        #expect(parser.parse([0xE2]) == [])
        #expect(parser.parse([0x41]) == [Self.replacement, .character("A")])
        #expect(!parser.hasPendingInput)
    }

    @Test func printableBytesDecodeLikeTheStandardLibraryAtEverySplit() {
        var random = SplitMix64(state: 20)
        for round in 0..<200 {
            let bytes = (0..<Int(random.next() % 24)).map { _ in UInt8(0x20 + Int(random.next() % 0xE0)) }.filter { $0 != 0x7F }
            let expected = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
            for split in 0...bytes.count {
                var parser = KeyParser()
                let keys = parser.parse(bytes[..<split]) + parser.flush() + parser.parse(bytes[split...]) + parser.flush()
                let scalars = keys.flatMap { key -> [Unicode.Scalar] in
                    guard case .character(let character) = key else { return [] }
                    return Array(character.unicodeScalars)
                }
                // A flush in the middle may cut one character in two, which is then two
                // broken characters; without the cut, the two must agree exactly.
                if split == 0 || split == bytes.count {
                    #expect(scalars == expected, "round \(round), bytes \(bytes)")
                }
                #expect(keys.count == scalars.count, "round \(round): only characters come out")
            }
        }
    }

    // MARK: Broken sequences

    @Test func ctrlCInsideASequenceIsStillCtrlC() {
        var parser = KeyParser()
        #expect(parser.parse(Array("\u{1B}[1;\u{3}".utf8)) == [.escape, .character("["), .character("1"), .character(";"), .control("c")])
        #expect(parser.parse(Array("\u{1B}O\u{3}".utf8)) == [.escape, .character("O"), .control("c")])
        #expect(!parser.hasPendingInput)
    }

    @Test func anEndlessSequenceIsCutAtTheLimitAndTypedOut() {
        var parser = KeyParser()
        let digits = String(repeating: "1", count: KeyParser.sequenceLimit * 2)
        let keys = parser.parse(Array("\u{1B}[\(digits)q".utf8))
        #expect(keys.first == .escape)
        #expect(keys.dropFirst() == ArraySlice([Character("[")] + Array(digits) + ["q"]).map { Key.character($0) }[...])
    }

    // MARK: Pastes

    @Test func ctrlCEndsAPasteAndIsReported() {
        var parser = KeyParser()
        #expect(parser.parse(Array("\u{1B}[200~abc\u{3}de".utf8)) == [.paste("abc"), .control("c"), .character("d"), .character("e")])
        #expect(!parser.hasPendingInput)
    }

    @Test func aStrayPasteStartEndsAtTheFlushAndTypingResumes() {
        var parser = KeyParser()
        #expect(parser.parse(Array("\u{1B}[200~abc".utf8)) == [])
        #expect(parser.hasPendingInput)
        #expect(parser.flushDelay == KeyParser.pasteFlushDelay)
        #expect(parser.flush() == [.paste("abc")])
        #expect(parser.flushDelay == nil)
        #expect(parser.parse(Array("q\u{1B}[201~\u{3}".utf8)) == [.character("q"), .control("c")], "a late end marker is ignored")
    }

    @Test func anEmptyStrayPasteEndsSilently() {
        var parser = KeyParser()
        #expect(parser.parse(Array("\u{1B}[200~".utf8)) == [])
        #expect(parser.flush() == [])
        #expect(parser.parse([0x71]) == [.character("q")])
    }

    @Test func aPasteThatReachesTheLimitIsDeliveredAndTheRestIsParsedAsKeys() {
        var parser = KeyParser()
        // "é" is two bytes; the limit falls in the middle of the last one pasted.
        let text = String(repeating: "é", count: KeyParser.pasteLimit / 2) + "xy"
        var bytes = Array("\u{1B}[200~".utf8) + Array(text.utf8)
        bytes.insert(0x61, at: 6)
        var keys: [Key] = []
        var offset = 0
        while offset < bytes.count {
            keys += parser.parse(bytes[offset..<min(offset + 4096, bytes.count)])
            offset += 4096
        }
        let pasted = "a" + String(repeating: "é", count: KeyParser.pasteLimit / 2 - 1)
        #expect(keys.count == 4)
        #expect(keys.first == .paste(pasted), "cut before the character the limit splits")
        #expect(Array(keys.dropFirst()) == [.character("é"), .character("x"), .character("y")])
    }

    @Test func aPasteEndMarkerPrefixAtTheEndOfTheInputIsPastedAtTheFlush() {
        var parser = KeyParser()
        #expect(parser.parse(Array("\u{1B}[200~ab\u{1B}[20".utf8)) == [])
        #expect(parser.flush() == [.paste("ab\u{1B}[20")])
    }

    // MARK: Scaling

    /// Streams that once made the parser rescan or hold its input, each fed in pieces.
    private static let adversarialStreams: [(name: String, unit: [UInt8], chunk: Int)] = [
        ("an endless sequence, byte by byte", Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 40), 1),
        ("broken UTF-8 and keys", [0xE2, 0x41, 0xF0, 0x9F, 0x03, 0xC0], 3),
        (
            "a paste full of end-marker prefixes",
            Array("\u{1B}[200~".utf8) + Array(repeating: Array("\u{1B}[20x".utf8), count: 30).flatMap { $0 }, 2
        ),
        ("a paste that never ends", Array("\u{1B}[200~".utf8) + Array(repeating: UInt8(ascii: "p"), count: 200), 7),
        ("keys and sequences", Array("ab\u{1B}[15~\u{1B}OA漢\r".utf8), 5),
    ]

    @Test(arguments: adversarialStreams.indices)
    func workGrowsLinearlyWithTheInput(stream: Int) {
        let (name, unit, chunk) = Self.adversarialStreams[stream]
        func work(repeats: Int) -> Int {
            var parser = KeyParser()
            let bytes = Array(Array(repeating: unit, count: repeats).joined())
            var offset = 0
            while offset < bytes.count {
                _ = parser.parse(bytes[offset..<min(offset + chunk, bytes.count)])
                offset += chunk
            }
            _ = parser.flush()
            return parser.bytesExamined
        }
        let small = work(repeats: 100)
        let large = work(repeats: 1_000)
        let ratio = Double(large) / Double(small)
        #expect(ratio > 9 && ratio < 11, "\(name): \(small) then \(large) bytes examined, ×\(ratio) for 10× the input")
    }
}
