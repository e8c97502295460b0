import ArgumentParser
import TerminalSampleViews
import Workflow
import WorkflowPlatform
import WorkflowSamples
import WorkflowTerminalUI
import WorkflowInspector
import WorkflowUI

/// `swift run workflow-demo`: the gallery of samples in the terminal.
///
/// `--log-file PATH` appends what the program writes to standard error to PATH while the
/// gallery runs (follow it with `tail -f` in another terminal), instead of holding it back
/// until the end.
///
/// `--inspect PORT` serves the Workflow Inspector of the running gallery on 127.0.0.1:PORT
/// (built with the WebServer trait).
///
/// `--no-mouse` leaves the mouse to the terminal (text selection) instead of clicks and the
/// wheel; `--light` uses the theme for light backgrounds. Colours follow `NO_COLOR`, `TERM` and
/// `COLORTERM`. Ctrl-Z suspends the gallery to the shell; `fg` brings it back.
///
/// Two flags exist for the end-to-end tests, and `--help` does not list them.
/// `--crash-after-first-frame` makes the program trap once the first frame is on screen, while
/// the terminal is in raw mode, to check that a crash leaves the terminal restored. `--twice`
/// runs the gallery a second time after the first one ends, to check that a second app in the
/// same process still restores the terminal on a signal.
///
/// A new option is one more property below: ArgumentParser names it, lists it in `--help` and
/// reports a missing or malformed value.
@main
struct TerminalDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workflow-demo",
        abstract: "The gallery of samples in the terminal.",
        discussion: "Colours follow NO_COLOR, TERM and COLORTERM. Ctrl-Z suspends the gallery to the shell; fg brings it back."
    )

    @Option(
        help: ArgumentHelp("Appends what the program writes to standard error to this file as it runs, not at the end.", valueName: "path")
    )
    var logFile: String?

    @Flag(help: "Leaves the mouse to the terminal (text selection) instead of clicks and the wheel.")
    var noMouse = false

    @Flag(help: "Uses the theme for light backgrounds.")
    var light = false

    @Option(
        help: ArgumentHelp(
            "Serves the Workflow Inspector of the running gallery on 127.0.0.1:port (needs the WebServer trait).", valueName: "port"))
    var inspect: Int?

    @Flag(help: ArgumentHelp("Traps once the first frame is on screen (end-to-end tests).", visibility: .hidden))
    var crashAfterFirstFrame = false

    @Flag(help: ArgumentHelp("Runs the gallery a second time after the first one ends (end-to-end tests).", visibility: .hidden))
    var twice = false

    func validate() throws {
        if let inspect, !(1...65_535).contains(inspect) {
            throw ValidationError("--inspect needs a port number from 1 to 65535, not \(inspect)")
        }
    }

    func run() async throws {
        do {
            // One inspector for the whole run: a second gallery (--twice) is recorded by it too.
            let inspector = try await DemoInspector.start(port: inspect)
            try await runGallery(inspector: inspector)
            if twice {
                print("Again:")
                try await runGallery(inspector: inspector)
            }
        } catch {
            let message = Array("workflow-demo: \(error)\n".utf8)
            _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            throw ExitCode.failure
        }
    }

    /// `.logFile` with the path after `--log-file`, if there is one.
    private var standardErrorHandling: StandardErrorHandling {
        logFile.map { .logFile(path: $0) } ?? .holdBack
    }

    @MainActor
    private func runGallery(inspector: WorkflowInspector?) async throws {
        let host = WorkflowHost(workflow: GalleryWorkflow(), inspector: inspector)
        let theme: TerminalTheme = light ? .light : .dark
        let app = try TerminalApp(
            host: host,
            registry: try SampleTerminalViews.registry(),
            environment: ViewEnvironment.empty.setting(TerminalThemeKey.self, to: theme),
            quitOnOutput: .always
        )
        app.usesMouse = !noMouse
        if crashAfterFirstFrame {
            // Runs when the app first waits for input, after it has drawn its first frame.
            Task { @MainActor in fatalError("crash requested by --crash-after-first-frame") }
        }
        let ending = try await app.run(on: StandardTerminal(standardError: standardErrorHandling))
        switch ending {
        case .output(.quit): print("Bye.")
        case .quitKey(let key): print("Quit with \(key).")
        case .endOfInput: print("The terminal closed.")
        }
    }
}
