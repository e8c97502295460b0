import Foundation
import Testing
import WorkflowPlatform
import WorkflowTerminalUI

/// Starts `terminal` on a stream nobody reads, then stops it.
private func startAndStop(_ terminal: StandardTerminal) throws {
    let (_, events) = AsyncStream<TerminalEvent>.makeStream()
    try terminal.start(events: events)
    terminal.stop()
}

/// Runs a terminal on a pseudo-terminal and stops it, starts a second one (and stops it unless
/// `leavingTheSecondRunning`), then sends SIGTERM and waits for it to end the process, or for
/// a watchdog alarm to if a handler re-raised it forever. The signal is sent to the process
/// rather than raised in this thread, which the test runner may have blocked it in.
private func runTwoTerminalsThenSendSIGTERM(leavingTheSecondRunning: Bool) throws -> Never {
    let pty = try PseudoTerminal()
    try startAndStop(StandardTerminal(input: pty.follower, output: pty.follower))
    let second = StandardTerminal(input: pty.follower, output: pty.follower)
    let (_, events) = AsyncStream<TerminalEvent>.makeStream()
    try second.start(events: events)
    if !leavingTheSecondRunning { second.stop() }
    alarm(10)
    kill(getpid(), SIGTERM)
    while true { pause() }
}

/// The real terminal code on a pseudo-terminal, each test in a process of its own: they
/// install signal handlers, redirect standard error, count descriptors and end by signals.
@Suite struct StandardTerminalTests {
    @Test func runningTwoTerminalsOneAfterTheOtherLeavesNoDescriptorOpen() async throws {
        let result = try #require(
            await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
                let pty = try PseudoTerminal()
                let before = try openDescriptors()
                try startAndStop(StandardTerminal(input: pty.follower, output: pty.follower))
                let afterOne = try openDescriptors()
                try startAndStop(StandardTerminal(input: pty.follower, output: pty.follower))
                let afterTwo = try openDescriptors()
                if afterOne != before || afterTwo != before {
                    print(
                        "left open by one run: \(afterOne.subtracting(before).sorted()), by two: \(afterTwo.subtracting(before).sorted())")
                    print("closed: \(before.subtracting(afterOne).sorted()), \(before.subtracting(afterTwo).sorted())")
                    exit(1)
                }
            })
        #expect(String(decoding: result.standardOutputContent, as: UTF8.self) == "")
    }

    @Test func sigtermDuringASecondTerminalEndsTheProcessAsSIGTERMDoes() async {
        await #expect(processExitsWith: .signal(SIGTERM)) {
            try runTwoTerminalsThenSendSIGTERM(leavingTheSecondRunning: true)
        }
    }

    @Test func theSignalHandlersFromBeforeTheFirstTerminalAreBackAfterTheLastStops() async {
        await #expect(processExitsWith: .exitCode(42)) {
            signal(SIGTERM) { _ in _exit(42) }
            try runTwoTerminalsThenSendSIGTERM(leavingTheSecondRunning: false)
        }
    }

    @Test func aSignalWhileATerminalRunsRestoresItThenTakesTheActionFromBefore() async {
        await #expect(processExitsWith: .exitCode(42)) {
            signal(SIGTERM) { _ in _exit(42) }
            try runTwoTerminalsThenSendSIGTERM(leavingTheSecondRunning: true)
        }
    }

    @Test func aLogFileThatCannotBeOpenedIsAnErrorNamingItAndChangesNothing() async throws {
        let result = try #require(
            await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
                let pty = try PseudoTerminal()
                let before = try openDescriptors()
                let terminal = StandardTerminal(
                    input: pty.follower, output: pty.follower, standardError: .logFile(path: "/no-such-directory/app.log"))
                let (_, events) = AsyncStream<TerminalEvent>.makeStream()
                do {
                    try terminal.start(events: events)
                    print("started with an impossible log file")
                } catch {
                    print("\(error)")
                }
                let after = try openDescriptors()
                if after != before {
                    print("left open: \(after.subtracting(before).sorted()), closed: \(before.subtracting(after).sorted())")
                }
            })
        let output = String(decoding: result.standardOutputContent, as: UTF8.self)
        #expect(
            output
                == "The standard error log file /no-such-directory/app.log cannot be opened (No such file or directory). Give a path in an existing, writable directory.\n"
        )
    }
}
