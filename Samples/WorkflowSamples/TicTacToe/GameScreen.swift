/// The rendering of ``TicTacToeWorkflow``: what a view shows, and the event it can send.
public struct GameScreen {
    /// The marks played so far, shown as a 3 × 3 grid.
    public var board: Board
    /// The player whose turn it is (the player who moved last, once the game is over).
    public var currentPlayer: Player
    /// The name of ``currentPlayer``.
    public var currentPlayerName: String
    /// How the game ended, once it has.
    public var outcome: GameOutcome?
    /// Why the last move was refused, if it was.
    public var problem: MoveProblem?
    /// Plays the current player's mark at a position.
    public var onSpaceSelected: (Position) -> Void
    /// Starts a new game with an empty board and X to play: there once the game has a result,
    /// `nil` while it is being played.
    public var onNewGame: (() -> Void)?

    /// A turn of the game: the board, whose turn it is, and how the game ended, if it has.
    public init(
        board: Board,
        currentPlayer: Player,
        currentPlayerName: String,
        outcome: GameOutcome?,
        problem: MoveProblem?,
        onSpaceSelected: @escaping (Position) -> Void,
        onNewGame: (() -> Void)? = nil
    ) {
        self.board = board
        self.currentPlayer = currentPlayer
        self.currentPlayerName = currentPlayerName
        self.outcome = outcome
        self.problem = problem
        self.onSpaceSelected = onSpaceSelected
        self.onNewGame = onNewGame
    }
}
