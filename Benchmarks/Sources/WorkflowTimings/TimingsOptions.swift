import ArgumentParser

/// `workflow-timings`' command line (see the comment at the top of main.swift, and docs/benchmarks.md). `--help`
/// lists it; a new option is one more property here. main.swift only parses it: the measurements below the parse are
/// top-level code, and stay so.
struct TimingsOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workflow-timings",
        abstract: "The runtime's and the terminal's timings, as ratios to hand-written code, against their targets."
    )

    @Flag(help: "Runs fewer repetitions.")
    var quick = false

    @Flag(help: "Exits with status 1 when a target is missed.")
    var check = false

    @Flag(help: "Times only the terminal scenarios of docs/terminal-ui.md.")
    var terminal = false

    @Flag(help: "Times only the Workflow Inspector's overhead, off and attached (scenario 9).")
    var inspector = false

    @Flag(help: "Times only a host's snapshot as bytes, what a session store saves after each action (scenario 10).")
    var snapshots = false

    @Flag(help: "Times only a click in a web session, from its event's JSON to its patch's, without sockets (scenario 11).")
    var web = false

    @Option(help: ArgumentHelp("Runs one scenario's work in a loop and nothing else, for callgrind.", valueName: "scenario"))
    var profile: ProfiledScenario?

    @Flag(help: "With --profile: runs the scenario with partialTreeRendering.")
    var partial = false

    @Option(help: ArgumentHelp("With --profile: how many times a terminal scenario repeats its operation.", valueName: "n"))
    var operations = 1_000

    @Option(
        name: .customLong("render-chain"),
        help: ArgumentHelp("Renders, re-renders and stops a chain of this many levels, then exits 0 (or crashes).", valueName: "depth")
    )
    var renderChainDepth: Int?

    @Flag(help: "With --render-chain: renders on a pool thread.")
    var pool = false

    @Flag(name: .customLong("all-off"), help: "With --render-chain: renders without partial rendering.")
    var allOff = false

    func validate() throws {
        if let renderChainDepth, renderChainDepth < 0 {
            throw ValidationError("--render-chain needs a depth, a whole number ≥ 0")
        }
    }
}

extension ProfiledScenario: ExpressibleByArgument {}
