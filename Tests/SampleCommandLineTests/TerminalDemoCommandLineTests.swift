import ArgumentParser
import Testing
@testable import TerminalDemo

/// `workflow-demo` takes the flags scripts/terminal-e2e.sh and the docs give it, with the defaults it always had, and
/// refuses what it does not know rather than ignoring it.
@Suite struct TerminalDemoCommandLineTests {
    @Test func withoutArgumentsTheGalleryRunsOnceInTheDarkThemeWithTheMouse() throws {
        let demo = try TerminalDemo.parse([])
        #expect(demo.logFile == nil && !demo.noMouse && !demo.light && !demo.crashAfterFirstFrame && !demo.twice)
    }

    @Test func everyFlagIsTakenUnderItsName() throws {
        let demo = try TerminalDemo.parse(["--log-file", "/tmp/demo.log", "--no-mouse", "--light", "--crash-after-first-frame", "--twice"])
        #expect(demo.logFile == "/tmp/demo.log")
        #expect(demo.noMouse && demo.light && demo.crashAfterFirstFrame && demo.twice)
        #expect(demo.inspect == nil)
        #expect(try TerminalDemo.parse(["--inspect", "9000"]).inspect == 9000)
    }

    @Test(arguments: [
        ["--log-file"], ["--lights"], ["gallery"], ["--inspect"], ["--inspect", "nine"], ["--inspect", "0"], ["--inspect", "70000"],
    ])
    func aMistakeIsAnError(_ arguments: [String]) {
        #expect(throws: (any Error).self) { try TerminalDemo.parse(arguments) }
    }

    @Test func helpListsTheOptionsButNotTheTestFlags() {
        let help = TerminalDemo.helpMessage()
        #expect(help.contains("--log-file <path>") && help.contains("--no-mouse") && help.contains("--light"))
        #expect(help.contains("--inspect <port>"))
        #expect(!help.contains("--crash-after-first-frame") && !help.contains("--twice"))
    }
}
