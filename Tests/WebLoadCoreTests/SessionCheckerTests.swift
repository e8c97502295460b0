import Testing
import WebLoadCore

struct SessionCheckerTests {
    @Test func timesEachEventToThePatchThatAcknowledgesIt() {
        var checker = SessionChecker(pageSequence: 0)
        checker.receive(#"{"type":"joined","seq":0}"#, at: 5)
        #expect(checker.willSendEvent(at: 100) == (1, 0))
        let patch = #"{"p":1,"a":1,"o":[["t",2,0,"Count: 1"]]}"#
        checker.receive(patch, at: 350)
        #expect(checker.willSendEvent(at: 1_000) == (2, 1))
        checker.receive(#"{"type":"ack","ack":2}"#, at: 1_100)
        checker.finish()
        #expect(checker.failures == [])
        #expect(checker.latencies == [250, 100])
        #expect(checker.patchCount == 1)
        #expect(checker.patchBytes == patch.utf8.count)
        #expect(checker.patchFrameBytes == patch.utf8.count + 2)
        #expect(checker.acknowledgementCount == 1)
    }

    @Test func aPatchThatSkipsANumberFails() {
        var checker = SessionChecker(pageSequence: 4)
        checker.receive(#"{"type":"joined","seq":4}"#, at: 0)
        checker.receive(#"{"p":6,"a":0,"o":[]}"#, at: 1)
        #expect(checker.failures == ["patch 6 followed patch 4"])
    }

    @Test func anAckOfAnEventNeverSentFails() {
        var checker = SessionChecker(pageSequence: 0)
        checker.receive(#"{"type":"joined","seq":0}"#, at: 0)
        checker.receive(#"{"p":1,"a":3,"o":[]}"#, at: 1)
        #expect(checker.failures == ["patch 1 acknowledges event 3, but only 0 were sent"])
    }

    @Test func errorsUnansweredEventsAndAMissingJoinFail() {
        var checker = SessionChecker(pageSequence: 0)
        _ = checker.willSendEvent(at: 0)
        checker.receive(#"{"type":"error","code":"rate-limit","message":"too many"}"#, at: 1)
        checker.receive("not json", at: 2)
        checker.finish()
        #expect(
            checker.failures == [
                "server error rate-limit: too many",
                "not a JSON object with a \"type\" (or a patch's \"p\"): not json",
                "the join was never answered",
                "1 event(s) never acknowledged, from event 1",
            ])
    }

    @Test func unknownMessagesAndFieldsAreIgnored() {
        var checker = SessionChecker(pageSequence: 0)
        checker.receive(#"{"type":"joined","seq":0,"ack":0,"resume":true}"#, at: 0)
        checker.receive(#"{"type":"stored","upTo":3}"#, at: 1)
        checker.finish()
        #expect(checker.failures == [])
        #expect(checker.ignoredCount == 1)
    }

    @Test func keepsTheFirstFailuresAndCountsTheRest() {
        var checker = SessionChecker(pageSequence: 0)
        for number in 0..<8 { checker.fail("failure \(number)") }
        #expect(checker.failureCount == 8)
        #expect(checker.failures.count == SessionChecker.failureDetailLimit)
    }

    @Test func reportsProgressEveryEightPatchesAsThePageDoes() {
        var checker = SessionChecker(pageSequence: 0)
        checker.receive(#"{"type":"joined","seq":0,"ack":0}"#, at: 0)
        for sequence in 1...7 {
            checker.receive(#"{"p":\#(sequence),"a":0,"o":[]}"#, at: 1)
            #expect(checker.progressToReport() == nil)
        }
        checker.receive(#"{"p":8,"a":0,"o":[]}"#, at: 1)
        #expect(checker.progressToReport() == 8)
        #expect(checker.progressToReport() == nil)
        // An event reports the page's progress too.
        checker.receive(#"{"p":9,"a":0,"o":[]}"#, at: 1)
        #expect(checker.willSendEvent(at: 2) == (1, 9))
        for sequence in 10...16 { checker.receive(#"{"p":\#(sequence),"a":0,"o":[]}"#, at: 3) }
        #expect(checker.progressToReport() == nil)
        checker.receive(#"{"p":17,"a":1,"o":[]}"#, at: 3)
        #expect(checker.progressToReport() == 17)
    }

    @Test func aPatchWhoseTextLooksLikeFieldsIsReadByItsOwnFields() {
        var checker = SessionChecker(pageSequence: 0)
        checker.receive(#"{"type":"joined","seq":0}"#, at: 0)
        _ = checker.willSendEvent(at: 10)
        // The text the patch shows holds what would be a gap and a bad ack, were it read.
        checker.receive(#"{"p":1,"a":1,"o":[["t",2,0,"{\"p\":5,\"a\":9,\"type\":\"error\"}"]]}"#, at: 30)
        checker.finish()
        #expect(checker.failures == [])
        #expect(checker.sequence == 1)
        #expect(checker.latencies == [20])
    }

    @Test func readsMessagesAsBytesAsItReadsThemAsText() {
        var checker = SessionChecker(pageSequence: 2)
        for text in [#"{"type":"joined","seq":2,"ack":0}"#, #"{"p":3,"a":0,"o":[]}"#, #"{"type":"reset","seq":9,"ack":0,"html":"<p>"}"#] {
            Array(text.utf8).withUnsafeBytes { checker.receive(utf8: $0, at: 1) }
        }
        Array(#"{"type":"error","code":"bad","message":"a \"b\""}"#.utf8).withUnsafeBytes { checker.receive(utf8: $0, at: 2) }
        #expect(checker.hasJoined)
        #expect(checker.patchCount == 1)
        #expect(checker.resetCount == 1)
        #expect(checker.sequence == 9)
        #expect(checker.failures == [#"server error bad: a "b""#])
    }

    @Test func aKnownFieldOfTheWrongKindIsNotAMessage() {
        var checker = SessionChecker(pageSequence: 0)
        checker.receive(#"{"p":"1","a":0,"o":[]}"#, at: 0)
        #expect(checker.failures == [#"not a JSON object with a "type" (or a patch's "p"): {"p":"1","a":0,"o":[]}"#])
        #expect(checker.patchCount == 0)
    }

    @Test func aPatchBeyondTheFlowControlWindowFails() {
        var checker = SessionChecker(pageSequence: 0)
        checker.receive(#"{"type":"joined","seq":0}"#, at: 0)
        // A page that reports nothing may be sent 32 patches, not a 33rd.
        for sequence in 1...33 { checker.receive(#"{"p":\#(sequence),"a":0,"o":[]}"#, at: 1) }
        #expect(checker.largestLead == 33)
        #expect(checker.failures == ["patch 33 came 33 beyond the latest reported (0): flow control allows 32"])
    }

    @Test func theWindowCountsFromTheLatestReportOrReset() {
        var checker = SessionChecker(pageSequence: 0)
        checker.receive(#"{"type":"joined","seq":0}"#, at: 0)
        for sequence in 1...8 { checker.receive(#"{"p":\#(sequence),"a":0,"o":[]}"#, at: 1) }
        #expect(checker.progressToReport() == 8)
        for sequence in 9...40 { checker.receive(#"{"p":\#(sequence),"a":0,"o":[]}"#, at: 1) }
        // A reset to patch 100: the server counts from there, as the page is then up to date.
        checker.receive(#"{"type":"reset","seq":100,"ack":0,"epoch":"e","html":""}"#, at: 2)
        for sequence in 101...132 { checker.receive(#"{"p":\#(sequence),"a":0,"o":[]}"#, at: 3) }
        #expect(checker.failures == [])
        #expect(checker.largestLead == 32)
    }

    @Test func patchesAJoinReplaysAreNotHeldToTheWindow() {
        var checker = SessionChecker(pageSequence: 0)
        for sequence in 1...40 { checker.receive(#"{"p":\#(sequence),"a":0,"o":[]}"#, at: 1) }
        checker.receive(#"{"type":"joined","seq":40}"#, at: 2)
        #expect(checker.failures == [])
        #expect(checker.largestLead == 0)
    }
}
