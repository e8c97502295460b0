import TerminalSampleViews
import Workflow
import WorkflowSamples
import WorkflowTerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `swift run workflow-demo`: the gallery of samples in the terminal.
///
/// `--crash-after-first-frame` makes the program trap once the first frame is on screen,
/// while the terminal is in raw mode: the end-to-end tests use it to check that a crash
/// leaves the terminal restored.
@main
struct TerminalDemo {
    @MainActor
    static func main() async {
        do {
            let host = WorkflowHost(workflow: GalleryWorkflow())
            let app = try TerminalApp(host: host, environment: try SampleTerminalViews.environment())
            if CommandLine.arguments.contains("--crash-after-first-frame") {
                // Runs when the app first waits for input, after it has drawn its first frame.
                Task { @MainActor in fatalError("crash requested by --crash-after-first-frame") }
            }
            let ending = try await app.run(on: StandardTerminal())
            switch ending {
            case .output(.quit): print("Bye.")
            case .quitKey(let key): print("Quit with \(key).")
            case .endOfInput: print("The terminal closed.")
            }
        } catch {
            let message = Array("workflow-demo: \(error)\n".utf8)
            _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            exit(1)
        }
    }
}
