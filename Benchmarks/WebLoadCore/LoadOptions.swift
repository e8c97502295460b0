/// What one run of the load tool does: where it connects, how many sessions it opens, how
/// hard they work and for how long. Every run is bounded in sessions and in time.
public struct LoadOptions: Equatable, Sendable {
    /// The server's host name or address; only loopback is accepted (see ``LoadOptions/isLoopback(_:)``).
    public var host = "127.0.0.1"
    /// The servers' ports, on ``host``: sessions are spread over them round-robin (session
    /// `i` on `ports[i % ports.count]`, see ``port(ofSession:)``), as a load balancer would
    /// spread visitors over nodes. Never empty.
    public private(set) var ports = [8080]
    /// Seconds between publishes in a broadcast run: the first session clicks the page's
    /// target (the topic bench's Publish) once per this interval, the others send nothing,
    /// and every session, the publisher included, checks and times each message's arrival.
    /// `nil` runs the ordinary mode, where every session clicks at ``rate``.
    public var broadcastInterval: Double?
    /// Sessions to open and join.
    public var sessions = 10
    /// Events each session sends per second once all have joined; 0 holds them idle.
    public var rate = 1.0
    /// Seconds the sessions send (or, idle, stay joined) once all have joined.
    public var duration = 10.0
    /// Sessions being opened at the same moment while joining, so that a large run does not
    /// hit the server's listen backlog all at once.
    public var joinConcurrency = 64
    /// The server's process id, to read its resident memory from `/proc`; `nil` skips that.
    public var serverPID: Int?
    /// Also asks the server for its own event→patch times (its `/debug/latency` endpoint).
    public var readsServerLatency = false
    /// Whether each session connects from a loopback address of its own (see
    /// ``sourceAddress(ofSession:)``), as real visitors come from addresses of their own. Off
    /// (`--one-address`), every session comes from one address, and the server's per-client
    /// limits (unjoined sessions, connections) apply to the whole run.
    public var spreadsAddresses = true
    /// Sessions that stop reading their socket once the run starts (`--stop-reading N`): the
    /// last N, never the publisher. Each joins as the others do, then reads nothing for the
    /// run's duration (its socket's reads are switched off, so what the server writes piles up
    /// in the socket's buffers, and would reach the server as TCP backpressure if it kept
    /// writing), and reads again at the run's end, when it must catch up. Only in a broadcast
    /// run, where every session gets a patch per publish without sending anything. 0: none.
    public var stopReading = 0

    /// The largest run accepted, so that a typo cannot exhaust the machine.
    public static let maximumSessions = 20_000
    /// The longest run accepted, in seconds.
    public static let maximumDuration = 3_600.0

    /// The defaults: 10 sessions, one event a second each, for 10 seconds, on 127.0.0.1:8080.
    public init() {}

    /// The first server's port, the one that also answers `--server-latency`; setting it
    /// leaves that one server.
    public var port: Int {
        get { ports[0] }
        set { ports = [newValue] }
    }

    /// Reads the command line (without the program name).
    ///
    /// - Throws: ``LoadOptionsError`` naming the option and the value that was wrong.
    public init(arguments: [String]) throws(LoadOptionsError) {
        var remaining = arguments[...]
        func value(for option: String) throws(LoadOptionsError) -> String {
            guard let value = remaining.popFirst() else { throw .missingValue(option: option) }
            return value
        }
        func number(for option: String, in range: ClosedRange<Double>) throws(LoadOptionsError) -> Double {
            let text = try value(for: option)
            guard let number = Double(text), range.contains(number) else {
                throw .outOfRange(option: option, value: text, range: range)
            }
            return number
        }
        func portNumber(_ text: String, for option: String) throws(LoadOptionsError) -> Int {
            guard let port = Int(text), (1...65_535).contains(port) else {
                throw .outOfRange(option: option, value: text, range: 1...65_535)
            }
            return port
        }
        // Given ports replace the default one; each `--port` and `--ports` adds to them.
        var givenPorts: [Int] = []
        while let option = remaining.popFirst() {
            switch option {
            case "--host":
                host = try value(for: option)
            case "--port":
                givenPorts.append(try portNumber(try value(for: option), for: option))
            case "--ports":
                for text in try value(for: option).split(separator: ",", omittingEmptySubsequences: false) {
                    givenPorts.append(try portNumber(String(text), for: option))
                }
            case "--broadcast-every":
                broadcastInterval = try number(for: option, in: 0.01...60)
            case "--sessions":
                sessions = Int(try number(for: option, in: 1...Double(Self.maximumSessions)))
            case "--rate":
                rate = try number(for: option, in: 0...100)
            case "--idle":
                rate = 0
            case "--duration":
                duration = try number(for: option, in: 0...Self.maximumDuration)
            case "--join-concurrency":
                joinConcurrency = Int(try number(for: option, in: 1...1_000))
            case "--server-pid":
                serverPID = Int(try number(for: option, in: 1...Double(Int32.max)))
            case "--server-latency":
                readsServerLatency = true
            case "--one-address":
                spreadsAddresses = false
            case "--stop-reading":
                stopReading = Int(try number(for: option, in: 0...Double(Self.maximumSessions - 1)))
            default:
                throw .unknownOption(option)
            }
        }
        guard Self.isLoopback(host) else { throw .notLoopback(host: host) }
        if !givenPorts.isEmpty { ports = givenPorts }
        if stopReading > 0 {
            guard broadcastInterval != nil else { throw .stopReadingWithoutBroadcast }
            // The publisher, session 0, must keep reading: it is what the others are timed by.
            guard stopReading < sessions else { throw .stopReadingEverySession(stopReading: stopReading, sessions: sessions) }
        }
    }

    /// Whether session `index` is one of the ``stopReading`` sessions that stop reading: the
    /// last ones, so never the publisher (session 0).
    public func stopsReading(_ index: Int) -> Bool {
        index >= sessions - stopReading && index < sessions
    }

    /// The port session `index` connects to: the ports taken in turn.
    public func port(ofSession index: Int) -> Int {
        ports[index % ports.count]
    }

    /// Whether session `index` is the one that publishes in a broadcast run (the first).
    public func isPublisher(_ index: Int) -> Bool {
        broadcastInterval != nil && index == 0
    }

    /// The clicks a second session `index` sends: ``rate`` for every session in an ordinary
    /// run; in a broadcast run one per ``broadcastInterval`` from the publisher and none from
    /// the rest.
    public func clickRate(ofSession index: Int) -> Double {
        guard let broadcastInterval else { return rate }
        return isPublisher(index) ? 1 / broadcastInterval : 0
    }

    /// When session `index` clicks, in nanoseconds: its first click's delay after the run's
    /// start, and the time between its clicks; `nil` for a session that does not click. The
    /// sessions' first clicks are spread evenly over one period, session `i` of `n` at `i/n`
    /// of it, so that the server sees a steady stream rather than every session at once.
    public func clickTiming(ofSession index: Int) -> (offset: UInt64, period: Double)? {
        let rate = clickRate(ofSession: index)
        guard rate > 0 else { return nil }
        let period = 1e9 / rate
        return (UInt64((period * (Double(index % sessions) / Double(sessions))).rounded()), period)
    }

    /// ``duration`` in nanoseconds.
    public var durationNanoseconds: UInt64 {
        UInt64((duration * 1e9).rounded())
    }

    /// Whether `host` names this machine's loopback interface: `127.0.0.1`, `::1` (bracketed
    /// or not) or `localhost`. The tool refuses anything else, so that it can never load
    /// someone else's server.
    public static func isLoopback(_ host: String) -> Bool {
        ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host.lowercased())
    }

    /// The IPv4 loopback address session `index` connects from, or `nil` to let the system
    /// choose: every session gets its own address in `127.1.0.0/16` (`127.1.0.1`,
    /// `127.1.0.2`, …; 250 per third byte, so no address ends in 0 or 255) when the server is
    /// reached at `127.0.0.1` and ``spreadsAddresses`` is on (`localhost` may resolve to `::1`,
    /// which a source in `127.1.0.0/16` cannot reach). Linux answers the whole of
    /// `127.0.0.0/8` on its loopback interface, so nothing needs configuring.
    public func sourceAddress(ofSession index: Int) -> String? {
        guard spreadsAddresses, host == "127.0.0.1" else { return nil }
        return "127.1.\(index / 250).\(1 + index % 250)"
    }

    /// How to use the tool.
    public static let usage = """
        usage: workflow-web-load [--host 127.0.0.1] [--port 8080 [--port N]... | --ports A,B,...] [--sessions N]
                                 [--rate EVENTS_PER_SECOND | --idle | --broadcast-every SECONDS]
                                 [--duration SECONDS] [--join-concurrency N] [--server-pid PID] [--server-latency]
                                 [--one-address] [--stop-reading N]
        Opens N sessions of a workflow-web server on loopback (spread round-robin over the ports: one
        server each), joins them, then sends click events at the rate to each (the element marked
        data-load-target) and checks every message that comes back.
        --broadcast-every (against workflow-web --bench topic): only the first session clicks, once per
        SECONDS, each click publishing message #k to a topic, and every session must show every message
        ("last #k" in a patch); times each (session, message) from the click to that patch, counts misses.
        --stop-reading N (with --broadcast-every): the last N sessions join, then stop reading their socket
        for the run's duration while the others carry on; the others must still hear every message, and at
        the end the stalled ones read again and must catch up (the held patches in order, or a reset).
        Against 127.0.0.1 each session connects from its own address in 127.1.0.0/16, unless --one-address.
        """
}

/// A command line the load tool cannot run.
public enum LoadOptionsError: Error, Equatable, CustomStringConvertible {
    /// An option the tool does not know.
    case unknownOption(String)
    /// An option given last, without its value.
    case missingValue(option: String)
    /// A value that is not a number in the option's range.
    case outOfRange(option: String, value: String, range: ClosedRange<Double>)
    /// A host that is not this machine's loopback interface.
    case notLoopback(host: String)
    /// `--stop-reading` without `--broadcast-every`: a session that sends nothing gets no patch
    /// in an ordinary run, so there would be nothing for it to stop reading.
    case stopReadingWithoutBroadcast
    /// `--stop-reading` as large as `--sessions`: the publisher would stop reading too.
    case stopReadingEverySession(stopReading: Int, sessions: Int)

    /// What was wrong, for the person who typed it.
    public var description: String {
        switch self {
        case .unknownOption(let option): "unknown option \"\(option)\""
        case .missingValue(let option): "\(option) needs a value"
        case .outOfRange(let option, let value, let range):
            "\(option) needs a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), not \"\(value)\""
        case .notLoopback(let host):
            "refusing to load \"\(host)\": the load tool only connects to 127.0.0.1, ::1 or localhost"
        case .stopReadingWithoutBroadcast:
            "--stop-reading needs --broadcast-every: only a broadcast run sends patches to sessions that send nothing"
        case .stopReadingEverySession(let stopReading, let sessions):
            "--stop-reading \(stopReading) needs at least \(stopReading + 1) sessions, not \(sessions): the publisher (session 0) keeps reading"
        }
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
