public import Workflow

/// The seed's tic-tac-toe game: two named players take turns; a completed line or a full
/// board ends the game and is emitted as a ``GameOutcome``.
///
/// Refused moves (off the board, on a taken cell, after the end) leave the board alone and are
/// explained in the rendering's ``GameScreen/problem``.
public struct TicTacToeWorkflow: Workflow, Equatable {
    /// The name of the player who plays X.
    public var playerX: String
    /// The name of the player who plays O.
    public var playerO: String

    /// Makes a game between two players.
    public init(playerX: String, playerO: String) {
        self.playerX = playerX
        self.playerO = playerO
    }

    /// The game in progress.
    public struct State: Equatable, Sendable, Codable {
        /// The marks played so far; empty when the game starts.
        public var board = Board()
        /// Whose turn it is.
        public var currentTurn = Player.x
        /// How the game ended, once it has.
        public var outcome: GameOutcome?
        /// Why the last move was refused; cleared by the next accepted move.
        public var problem: MoveProblem?

        /// A new game with X to play.
        public init() {}
    }

    /// How the game ended.
    public typealias Output = GameOutcome

    /// Starts with an empty board and X to play.
    public func makeInitialState() -> State {
        State()
    }

    /// Shows the board and lets the current player move.
    public func render(state: State, context: RenderContext<TicTacToeWorkflow>) -> GameScreen {
        let sink = context.makeSink(of: Action.self)
        return GameScreen(
            board: state.board,
            currentPlayer: state.currentTurn,
            currentPlayerName: name(of: state.currentTurn),
            outcome: state.outcome,
            problem: state.problem,
            onSpaceSelected: { sink.send(.selectSpace($0)) },
            onNewGame: state.outcome == nil ? nil : { sink.send(.newGame) }
        )
    }

    /// The name of `player`.
    public func name(of player: Player) -> String {
        player == .x ? playerX : playerO
    }

    /// The game's events; `Codable`, so that a recording of a game exports and replays (the
    /// Workflow Inspector's "Make a test").
    public enum Action: WorkflowAction, Equatable, Sendable, Codable {
        public typealias WorkflowType = TicTacToeWorkflow

        /// The current player plays at a position.
        case selectSpace(Position)
        /// Clears the board for another game between the same players, once this one is over.
        case newGame

        /// Plays the move if it is legal, and ends the game on a line or a full board.
        public func apply(toState state: inout State, context: ApplyContext<TicTacToeWorkflow>) -> GameOutcome? {
            switch self {
            case .newGame:
                // Only a finished game is replaced: a stale new-game event never wipes a game
                // being played.
                if state.outcome != nil { state = State() }
                return nil
            case .selectSpace(let position):
                if state.outcome != nil {
                    state.problem = .gameOver
                    return nil
                }
                guard position.isOnBoard else {
                    state.problem = .offBoard(position)
                    return nil
                }
                if case .filled(let owner) = state.board[position] {
                    state.problem = .taken(position, by: owner)
                    return nil
                }
                state.problem = nil
                state.board[position] = .filled(state.currentTurn)
                if let winner = state.board.winner {
                    state.outcome = .won(winner)
                } else if state.board.isFull {
                    state.outcome = .draw
                } else {
                    state.currentTurn = state.currentTurn.opponent
                }
                return state.outcome
            }
        }
    }
}

/// A game in progress survives a restart: its ``TicTacToeWorkflow/State`` is saved in the
/// host's snapshots.
extension TicTacToeWorkflow: SnapshottingWorkflow {}
