/// How a game ended: the output of ``TicTacToeWorkflow``.
public enum GameOutcome: Equatable, Sendable, Codable {
    /// The player completed a line.
    case won(Player)
    /// The board filled up with no line completed.
    case draw
}
