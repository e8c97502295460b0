import TerminalSampleViews
import Workflow
import WorkflowSamples
import WorkflowTerminalUI
import WorkflowInspector
import WorkflowUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
/// Two flags exist for the end-to-end tests. `--crash-after-first-frame` makes the program trap
/// once the first frame is on screen, while the terminal is in raw mode, to check that a crash
/// leaves the terminal restored. `--twice` runs the gallery a second time after the first one
/// ends, to check that a second app in the same process still restores the terminal on a
/// signal.
@main
struct TerminalDemo {
    @MainActor
    static func main() async {
        do {
            try await runGallery()
            if CommandLine.arguments.contains("--twice") {
                print("Again:")
                try await runGallery()
            }
        } catch {
            let message = Array("workflow-demo: \(error)\n".utf8)
            _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            exit(1)
        }
    }

    /// `.logFile` with the path after `--log-file`, if there is one.
    private static var standardErrorHandling: StandardErrorHandling {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(of: "--log-file"), flag + 1 < arguments.count else { return .holdBack }
        return .logFile(path: arguments[flag + 1])
    }

    @MainActor
    private static func runGallery() async throws {
        let host = WorkflowHost(workflow: GalleryWorkflow(), inspector: DemoInspector.start())
        let arguments = CommandLine.arguments
        let theme: TerminalTheme = arguments.contains("--light") ? .light : .dark
        let app = try TerminalApp(
            host: host,
            registry: try SampleTerminalViews.registry(),
            environment: ViewEnvironment.empty.setting(TerminalThemeKey.self, to: theme),
            quitOnOutput: .always
        )
        app.usesMouse = !arguments.contains("--no-mouse")
        if CommandLine.arguments.contains("--crash-after-first-frame") {
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
