import Testing
import WebLoadCore

struct LoadOptionsTests {
    @Test func readsEveryOption() throws {
        let options = try LoadOptions(arguments: [
            "--host", "::1", "--port", "9000", "--sessions", "1000", "--rate", "2.5", "--duration", "30",
            "--join-concurrency", "16", "--server-pid", "4242", "--server-latency",
        ])
        #expect(options.host == "::1")
        #expect(options.port == 9000)
        #expect(options.sessions == 1000)
        #expect(options.rate == 2.5)
        #expect(options.duration == 30)
        #expect(options.joinConcurrency == 16)
        #expect(options.serverPID == 4242)
        #expect(options.readsServerLatency)
    }

    @Test func idleHoldsTheSessionsWithoutEvents() throws {
        #expect(try LoadOptions(arguments: ["--idle"]).rate == 0)
    }

    @Test(arguments: ["127.0.0.1", "::1", "[::1]", "localhost", "LocalHost"])
    func acceptsLoopback(host: String) throws {
        #expect(try LoadOptions(arguments: ["--host", host]).host == host)
    }

    @Test(arguments: ["10.0.0.1", "example.com", "0.0.0.0", "127.0.0.2", "localhost.example.com", ""])
    func refusesAnyOtherHost(host: String) {
        #expect(throws: LoadOptionsError.notLoopback(host: host)) {
            try LoadOptions(arguments: ["--host", host])
        }
    }

    @Test func namesTheWrongOptionAndValue() {
        #expect(throws: LoadOptionsError.outOfRange(option: "--sessions", value: "0", range: 1...20_000)) {
            try LoadOptions(arguments: ["--sessions", "0"])
        }
        #expect(throws: LoadOptionsError.missingValue(option: "--duration")) {
            try LoadOptions(arguments: ["--duration"])
        }
        #expect(throws: LoadOptionsError.unknownOption("--forever")) {
            try LoadOptions(arguments: ["--forever"])
        }
        #expect(
            LoadOptionsError.outOfRange(option: "--rate", value: "fast", range: 0...100).description
                == "--rate needs a number from 0 to 100, not \"fast\""
        )
    }

    @Test func eachSessionComesFromALoopbackAddressOfItsOwn() throws {
        let options = try LoadOptions(arguments: ["--sessions", "20000"])
        #expect(options.sourceAddress(ofSession: 0) == "127.1.0.1")
        #expect(options.sourceAddress(ofSession: 249) == "127.1.0.250")
        #expect(options.sourceAddress(ofSession: 250) == "127.1.1.1")
        #expect(options.sourceAddress(ofSession: 19_999) == "127.1.79.250")
        let addresses = Set((0..<20_000).compactMap { options.sourceAddress(ofSession: $0) })
        #expect(addresses.count == 20_000)
    }

    @Test func oneAddressOrIPv6LeavesTheSourceToTheSystem() throws {
        #expect(try LoadOptions(arguments: ["--one-address"]).sourceAddress(ofSession: 3) == nil)
        #expect(try LoadOptions(arguments: ["--host", "::1"]).sourceAddress(ofSession: 3) == nil)
        #expect(try LoadOptions(arguments: ["--host", "localhost"]).sourceAddress(ofSession: 3) == nil)
    }
}

struct LoadOptionsBroadcastTests {
    @Test func spreadsSessionsOverTheGivenPortsInTurn() throws {
        for arguments in [["--ports", "9000,9001"], ["--port", "9000", "--port", "9001"]] {
            let options = try LoadOptions(arguments: arguments)
            #expect(options.ports == [9000, 9001])
            #expect(options.port == 9000)
            #expect((0..<4).map(options.port(ofSession:)) == [9000, 9001, 9000, 9001])
        }
        #expect(try LoadOptions(arguments: []).ports == [8080])
        #expect(try LoadOptions(arguments: ["--port", "9000"]).ports == [9000])
    }

    @Test func refusesAPortListWithABadEntry() {
        #expect(throws: LoadOptionsError.outOfRange(option: "--ports", value: "x", range: 1...65_535)) {
            try LoadOptions(arguments: ["--ports", "9000,x"])
        }
        #expect(throws: LoadOptionsError.outOfRange(option: "--ports", value: "", range: 1...65_535)) {
            try LoadOptions(arguments: ["--ports", "9000,"])
        }
        #expect(throws: LoadOptionsError.outOfRange(option: "--port", value: "70000", range: 1...65_535)) {
            try LoadOptions(arguments: ["--port", "70000"])
        }
    }

    @Test func broadcastMakesTheFirstSessionThePublisherAndTheRestListen() throws {
        let options = try LoadOptions(arguments: ["--broadcast-every", "0.1", "--sessions", "3", "--rate", "5"])
        #expect(options.broadcastInterval == 0.1)
        #expect(options.isPublisher(0))
        #expect(!options.isPublisher(1))
        #expect(options.clickRate(ofSession: 0) == 10)
        #expect(options.clickRate(ofSession: 1) == 0)
        #expect(options.clickRate(ofSession: 2) == 0)
    }

    @Test func anOrdinaryRunHasNoPublisher() throws {
        let options = try LoadOptions(arguments: ["--rate", "5"])
        #expect(options.broadcastInterval == nil)
        #expect(!options.isPublisher(0))
        #expect(options.clickRate(ofSession: 0) == 5)
        #expect(options.clickRate(ofSession: 7) == 5)
    }

    @Test func refusesABroadcastIntervalOutOfRange() {
        #expect(throws: LoadOptionsError.outOfRange(option: "--broadcast-every", value: "0", range: 0.01...60)) {
            try LoadOptions(arguments: ["--broadcast-every", "0"])
        }
    }

    @Test func spreadsTheSessionsFirstClicksOverOnePeriod() throws {
        let options = try LoadOptions(arguments: ["--sessions", "4", "--rate", "2", "--duration", "1.5"])
        let first = try #require(options.clickTiming(ofSession: 0))
        #expect(first.offset == 0 && first.period == 500_000_000)
        let fractional = try #require(LoadOptions(arguments: ["--sessions", "3", "--rate", "90"]).clickTiming(ofSession: 1))
        #expect(fractional.offset == 3_703_704 && fractional.period == 1e9 / 90)
        let last = try #require(options.clickTiming(ofSession: 3))
        #expect(last.offset == 375_000_000 && last.period == 500_000_000)
        #expect(options.durationNanoseconds == 1_500_000_000)
        #expect(try LoadOptions(arguments: ["--idle"]).clickTiming(ofSession: 0) == nil)
        let broadcast = try LoadOptions(arguments: ["--sessions", "3", "--broadcast-every", "0.1"])
        let publisher = try #require(broadcast.clickTiming(ofSession: 0))
        #expect(publisher.offset == 0 && publisher.period == 100_000_000)
        #expect(broadcast.clickTiming(ofSession: 1) == nil)
    }

    @Test func theLastSessionsStopReadingNeverThePublisher() throws {
        let options = try LoadOptions(arguments: ["--sessions", "10", "--broadcast-every", "0.1", "--stop-reading", "3"])
        #expect(options.stopReading == 3)
        #expect((0..<10).filter(options.stopsReading) == [7, 8, 9])
        #expect(try LoadOptions(arguments: ["--sessions", "2", "--broadcast-every", "1", "--stop-reading", "1"]).stopsReading(1))
        #expect(try LoadOptions(arguments: ["--sessions", "5"]).stopReading == 0)
        #expect(try (0..<5).filter(LoadOptions(arguments: ["--sessions", "5", "--broadcast-every", "1"]).stopsReading) == [])
    }

    @Test func refusesAStopThatCannotRun() {
        #expect(throws: LoadOptionsError.stopReadingWithoutBroadcast) {
            try LoadOptions(arguments: ["--sessions", "10", "--stop-reading", "3"])
        }
        #expect(throws: LoadOptionsError.stopReadingEverySession(stopReading: 10, sessions: 10)) {
            try LoadOptions(arguments: ["--sessions", "10", "--broadcast-every", "0.1", "--stop-reading", "10"])
        }
        #expect(throws: LoadOptionsError.outOfRange(option: "--stop-reading", value: "-1", range: 0...19_999)) {
            try LoadOptions(arguments: ["--stop-reading", "-1"])
        }
        #expect(
            LoadOptionsError.stopReadingEverySession(stopReading: 10, sessions: 10).description
                == "--stop-reading 10 needs at least 11 sessions, not 10: the publisher (session 0) keeps reading"
        )
        #expect(LoadOptionsError.stopReadingWithoutBroadcast.description.hasPrefix("--stop-reading needs --broadcast-every"))
    }
}
