import Testing

@testable import WorkflowWebUI

/// The JSON the server writes and the numbers it reads, at their edges: the writer escapes in
/// runs of bytes and the reader reads integers in place, so both are checked byte for byte.
@Suite struct MessageJSONTests {
    @Test func textIsEscapedByteForByte() {
        let text = "a\"b\\c\nd\re\tf<g\u{01}h\u{1F}i\u{2028}j\u{2029}k\u{2027}é😀"
        let json = ServerMessage.patch(sequence: 7, acknowledged: 3, operations: [.setText(parent: 4, index: 0, text: text)]).json
        #expect(
            json
                == #"{"p":7,"a":3,"o":[["t",4,0,"a\"b\\c\nd\re\tf\u003cg\u0001h\u001fi\u2028j\u2029k"#
                + "\u{2027}é😀\"]]}"
        )
    }

    @Test func numbersAndEmptyTextAreWrittenPlainly() {
        let json = ServerMessage.patch(
            sequence: 1_000_000, acknowledged: 0, operations: [.setText(parent: 0, index: 12, text: ""), .remove(parent: 9, index: 0)]
        ).json
        #expect(json == #"{"p":1000000,"a":0,"o":[["t",0,12,""],["r",9,0]]}"#)
        #expect(ServerMessage.stored(event: -12).json == #"{"type":"stored","n":-12}"#)
    }

    @Test func streamOperationsNameThemselves() {
        let json = ServerMessage.patch(
            sequence: 2, acknowledged: 2,
            operations: [.streamAppend(container: 5, key: "k", html: "<li>x</li>"), .streamReset(container: 5)]
        ).json
        #expect(json == #"{"p":2,"a":2,"o":[["sa",5,"k","\u003cli>x\u003c/li>"],["sr",5]]}"#)
    }

    @Test(arguments: [
        (#"{"type":"seen","seq":9223372036854775807}"#, ClientMessage.seen(sequence: .max)),
        (#"{"type":"seen","seq":-0}"#, ClientMessage.seen(sequence: 0)),
        (#"{"type":"seen","seq":0}"#, ClientMessage.seen(sequence: 0)),
    ])
    func integersAreReadToTheEdgeOfInt(json: String, expected: ClientMessage) throws {
        #expect(try ClientMessage(json: json) == expected)
    }

    @Test(arguments: [
        #"{"type":"seen","seq":9223372036854775808}"#,
        #"{"type":"seen","seq":-9223372036854775808}"#,
        #"{"type":"seen","seq":99999999999999999999999}"#,
        #"{"type":"seen","seq":-1}"#,
    ])
    func integersBeyondIntOrBelowZeroAreRefused(json: String) {
        #expect {
            _ = try ClientMessage(json: json)
        } throws: { error in
            (error as? WebProtocolError)?.code == "malformed"
        }
    }
}
