import Testing
import WebLoadCore

struct ProcessMemoryTests {
    @Test func readsTheResidentSetFromProcStatus() {
        let status = "Name:\tworkflow-web\nVmPeak:\t  300000 kB\nVmRSS:\t   81234 kB\nThreads:\t3\n"
        #expect(ProcessMemory.residentKilobytes(inStatus: status) == 81_234)
        #expect(ProcessMemory.residentKilobytes(inStatus: "Name:\tx\n") == nil)
    }
}
