import Testing
import WebLoadCore

struct ProcessCPUTests {
    @Test func addsUserAndSystemTicksCountedFromTheEndOfTheName() {
        // A name with a space and a parenthesis, as `comm` may hold: the fields are counted
        // from the last ')'. utime is 1234 and stime 567.
        let stat = "4242 (work (flow) web) S 1 4242 4242 0 -1 4194560 5000 0 0 0 1234 567 0 0 20 0 9 0 100 0 0\n"
        #expect(ProcessCPU.ticks(inStat: stat) == 1_801)
    }

    @Test func refusesALineWithoutEnoughFields() {
        #expect(ProcessCPU.ticks(inStat: "4242 (web) S 1 2 3") == nil)
        #expect(ProcessCPU.ticks(inStat: "no name here") == nil)
    }
}
