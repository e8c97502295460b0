import Testing
import WebLoadCore

struct BroadcastTrackerTests {
    /// A patch of the topic bench as the server writes it.
    static func patch(_ sequence: Int, heard: Int, last: Int) -> String {
        #"{"p":\#(sequence),"a":0,"o":[["t",2,0,"Heard \#(heard) message\#(heard == 1 ? "" : "s"), last #\#(last)"]]}"#
    }

    @Test func timesEachNumberAtTheFirstMessageThatShowsIt() {
        var tracker = BroadcastTracker()
        tracker.observe(#"{"type":"joined","seq":0,"ack":0}"#, at: 1)
        tracker.observe(Self.patch(1, heard: 1, last: 1), at: 100)
        tracker.observe(#"{"type":"stored","n":0}"#, at: 150)
        tracker.observe(Self.patch(2, heard: 2, last: 2), at: 200)
        #expect(tracker.heard == 2)
        #expect(tracker.last == 2)
        #expect(tracker.shownAt == [100, 200])
        #expect(tracker.failures == [])
    }

    @Test func aPatchThatCoversSeveralMessagesTimesThemAll() {
        var tracker = BroadcastTracker()
        tracker.observe(Self.patch(1, heard: 1, last: 1), at: 100)
        tracker.observe(Self.patch(2, heard: 4, last: 4), at: 400)
        #expect(tracker.shownAt == [100, 400, 400, 400])
    }

    @Test func aJumpThePageDidNotHearInFullIsNotTimed() {
        var tracker = BroadcastTracker()
        tracker.observe(Self.patch(1, heard: 1, last: 1), at: 100)
        // Messages 2 and 3: only one of them was heard, and the page does not say which.
        tracker.observe(Self.patch(2, heard: 2, last: 3), at: 300)
        tracker.observe(Self.patch(3, heard: 3, last: 4), at: 400)
        #expect(tracker.shownAt == [100, nil, nil, 400])
        #expect(tracker.heard == 3)
        #expect(tracker.failures == [])
    }

    @Test func readsTheLineFromAResetsPage() {
        var tracker = BroadcastTracker()
        let reset =
            #"{"type":"reset","seq":0,"ack":0,"epoch":"e","html":"<div data-wf=\"1\"><p data-wf=\"2\">Heard 3 messages, last #3</p><button>Publish</button></div>"}"#
        tracker.observe(reset, at: 70)
        #expect(tracker.shownAt == [70, 70, 70])
    }

    @Test func aPageThatGoesBackOrCountsTooManyFails() {
        var tracker = BroadcastTracker()
        tracker.observe(Self.patch(1, heard: 2, last: 2), at: 100)
        tracker.observe(Self.patch(2, heard: 0, last: 0), at: 200)
        tracker.observe(Self.patch(3, heard: 5, last: 3), at: 300)
        tracker.observe(Self.patch(4, heard: 2, last: 5_000_000), at: 400)
        #expect(
            tracker.failures == [
                "the page went back from 2 heard, last #2 to 0, last #0",
                "the page heard 5 messages but the last is #3",
                "the page shows #5000000, beyond any run's messages",
            ])
        #expect(tracker.last == 2)
        #expect(tracker.shownAt.count == 2)
    }

    @Test func textWithoutTheWholeLineIsIgnored() {
        var tracker = BroadcastTracker()
        for text in ["Heard it", "Heard 3 messages", "Heard 3 messages, first #1", "Heard x messages, last #2", "Heard 2 messages, last #"]
        {
            tracker.observe(text, at: 1)
        }
        #expect(tracker == BroadcastTracker())
    }

    @Test func readsTheLastLineOfAMessagesBytes() {
        var tracker = BroadcastTracker()
        let text = Self.patch(1, heard: 1, last: 1) + " Heard 2 messages, last #2"
        Array(text.utf8).withUnsafeBytes { tracker.observe(utf8: $0, at: 40) }
        #expect(tracker.shownAt == [40, 40])
        // Not ASCII before the line, and a line with too many digits.
        tracker.observe("é ✓ Heard 3 messages, last #3", at: 50)
        tracker.observe("Heard 1234567890 messages, last #4", at: 60)
        #expect(tracker.shownAt == [40, 40, 50])
    }
}
