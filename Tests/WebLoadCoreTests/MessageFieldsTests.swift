import Testing
import WebLoadCore

struct MessageFieldsTests {
    @Test func readsAPatchsNumberAndAcknowledgement() {
        #expect(MessageFields(#"{"p":12,"a":11,"o":[["t",4,0,"Count: 12"]]}"#) == MessageFields(p: 12, a: 11))
    }

    @Test func readsEachMessageTypesFields() {
        #expect(MessageFields(#"{"type":"joined","seq":4,"ack":2}"#) == MessageFields(type: "joined", seq: 4, ack: 2))
        #expect(MessageFields(#"{"type":"ack","ack":7}"#) == MessageFields(type: "ack", ack: 7))
        #expect(MessageFields(#"{"type":"stored","n":9}"#) == MessageFields(type: "stored", n: 9))
        #expect(
            MessageFields(#"{"type":"error","code":"rate-limit","message":"too many"}"#)
                == MessageFields(type: "error", code: "rate-limit", message: "too many")
        )
        #expect(
            MessageFields(#"{"type":"event","n":3,"target":5,"event":"click","seq":-1}"#) == MessageFields(type: "event", seq: -1, n: 3))
    }

    @Test func fieldNamesInsideStringsOrNestedValuesAreNotFields() {
        // A text operation whose text looks like the patch's own fields.
        let patch = #"{"p":3,"a":1,"o":[["t",4,0,"\"p\":99,\"a\":99 {\"type\":\"error\"}"],["x",{"p":98,"seq":5}]]}"#
        #expect(MessageFields(patch) == MessageFields(p: 3, a: 1))
        // A key that merely ends like one read, and a member after a nested object.
        #expect(MessageFields(#"{"html":"<p data-x=\"{\">","xp":5,"nested":{"a":[1,{"b":"]"}]},"seq":2}"#) == MessageFields(seq: 2))
    }

    @Test func undoesEscapesInTheStringsItReads() {
        let error = #"{"type":"error","code":"x","message":"a \"quoted\" \\ \/ line\nnext \u00e9 \ud83d\ude00 \ud800!"}"#
        #expect(MessageFields(error)?.message == "a \"quoted\" \\ / line\nnext é 😀 \u{FFFD}!")
        #expect(MessageFields(#"{"type":"error","message":"caf\u00E9 ok"}"#)?.message == "café ok")
    }

    @Test func toleratesWhitespaceAndNull() {
        #expect(
            MessageFields(" {\n \"type\" : \"reset\" ,\t\"seq\" : 5 , \"ack\": null , \"ok\" : true } \n")
                == MessageFields(type: "reset", seq: 5))
        #expect(MessageFields("{}") == MessageFields())
    }

    @Test(arguments: [
        "", "not json", "[1,2]", #""p""#, "{", #"{"p":1"#, #"{"p":1,}"#, #"{"p" 1}"#, #"{"p":1}x"#,
        #"{"p":1,"o":[["t",4,0,"unterminated]]}"#, #"{"p":1,"o":[["t",4]}"#, #"{"p":1,"o":{"a":[}]}"#,
        #"{"p":"1"}"#, #"{"p":1.5}"#, #"{"p":1e3}"#, #"{"p":01}"#, #"{"p":-}"#, #"{"p":1234567890123456789}"#,
        #"{"type":5}"#, #"{"type":"a\x"}"#, #"{"type":"a\u12"}"#, #"{"x":tru}"#, #"{"x":@}"#,
    ])
    func refusesWhatIsNotAFlatObjectOfTheRightKinds(text: String) {
        #expect(MessageFields(text) == nil)
    }

    @Test func readsBytesOutsideAString() {
        let bytes: [UInt8] = Array(#"{"type":"ack","ack":3}"#.utf8)
        let fields = bytes.withUnsafeBytes { MessageFields(utf8: $0) }
        #expect(fields == MessageFields(type: "ack", ack: 3))
    }
}
