import Testing

@testable import WorkflowWebUI

/// A page message's keys are recognised from their bytes, not compared as strings: escapes,
/// near misses, repeats and keys the protocol does not use are all checked here.
@Suite struct MessageKeyTests {
    @Test func aKeyWrittenWithEscapesIsTheSameKey() throws {
        #expect(try ClientMessage(json: #"{"\u0074ype":"leave"}"#) == .leave)
        #expect(try ClientMessage(json: #"{"type":"seen","s\u0065q":4}"#) == .seen(sequence: 4))
    }

    @Test(arguments: [
        #"{"type":"leave","type":"leave"}"#,
        #"{"type":"seen","seq":1,"s\u0065q":2}"#,
        #"{"type":"leave","later":1,"later":2}"#,
    ])
    func aKeyGivenTwiceIsRefused(json: String) {
        #expect {
            try ClientMessage(json: json)
        } throws: { error in
            guard case .malformed(let reason) = error as? WebProtocolError else { return false }
            return reason.contains("appears twice")
        }
    }

    @Test func aKeyWithLeadingZeroBytesIsAnotherKey() throws {
        // Packed into an integer from 0, "\u0000seq" would read as "seq".
        #expect(try ClientMessage(json: #"{"type":"seen","seq":4,"\u0000seq":5}"#) == .seen(sequence: 4))
        #expect(throws: WebProtocolError.malformed("seen needs a \"seq\" of 0 or more")) {
            try ClientMessage(json: #"{"type":"seen","\u0000seq":4}"#)
        }
    }

    @Test func keysTheProtocolDoesNotUseAreReadAndIgnored() throws {
        #expect(try ClientMessage(json: #"{"types":1,"type":"leave","typ":2,"ty\u0070e2":3}"#) == .leave)
        #expect(throws: WebProtocolError.malformed("not a JSON object with a string \"type\"")) {
            try ClientMessage(json: #"{"typ":"leave"}"#)
        }
    }

    @Test func everyKeyHasItsOwnSlot() throws {
        let members = FlatJSONObject.Key.allCases.enumerated().map { index, key in "\"\(key.name)\":\(index)" }
        let object = try FlatJSONObject(parsing: "{" + members.joined(separator: ",") + "}")
        for (index, key) in FlatJSONObject.Key.allCases.enumerated() {
            #expect(object[key] == .integer(index), "\(key.name)")
        }
    }
}
