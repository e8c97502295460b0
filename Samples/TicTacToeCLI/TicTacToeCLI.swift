import WorkflowPlatform
import WorkflowSamples

/// Plays tic-tac-toe in a terminal, line by line: prints the board, reads moves from standard
/// input (typed or piped), and ends when the game is over.
@main
struct TicTacToeCLI {
    @MainActor
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        let playerX = arguments.first ?? "Player 1"
        let playerO = arguments.dropFirst().first ?? "Player 2"
        // With piped input nothing echoes what was read, so echo it to keep the transcript readable.
        let echoInput = isatty(STDIN_FILENO) == 0
        let console = TicTacToeConsole(playerX: playerX, playerO: playerO)
        print(console.screen, terminator: "")
        while !console.isFinished {
            guard let line = readLine() else {
                print("\nInput ended before the game was over.")
                exit(1)
            }
            if echoInput { print(line) }
            print(console.enter(line), terminator: "")
        }
    }
}
