import Workflow

/// Plays ``TicTacToeWorkflow`` line by line: a text "view" of its rendering, fed with typed
/// moves. The `tictactoe` executable connects it to standard input and output; tests feed it
/// scripted lines.
public final class TicTacToeConsole {
    private let host: WorkflowHost<TicTacToeWorkflow>
    /// How the game ended, once the workflow emitted its output.
    public private(set) var outcome: GameOutcome?

    /// Starts a game on the caller's isolation.
    public init(playerX: String, playerO: String, isolation: isolated (any Actor) = #isolation) {
        host = WorkflowHost(workflow: TicTacToeWorkflow(playerX: playerX, playerO: playerO))
        host.onOutput { [unowned self] outcome in self.outcome = outcome }
    }

    /// Whether the game has ended.
    public var isFinished: Bool { outcome != nil }

    /// The current screen as text, followed by the prompt while the game is on.
    public var screen: String {
        let rendering = host.rendering
        return rendering.text + "\n" + (isFinished ? "" : rendering.prompt)
    }

    /// Plays one typed line and returns what to show next: an explanation and a new prompt for
    /// unreadable input, otherwise the new screen.
    public func enter(_ line: String) -> String {
        switch MoveInput.parse(line) {
        case .success(let position):
            host.rendering.onSpaceSelected(position)
            return screen
        case .failure(let unreadable):
            return unreadable.description + "\n" + host.rendering.prompt
        }
    }
}
