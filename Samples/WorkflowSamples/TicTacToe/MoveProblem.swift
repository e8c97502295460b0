/// Why a move was refused.
public enum MoveProblem: Equatable, Sendable, Codable, CustomStringConvertible {
    /// The position is not on the board.
    case offBoard(Position)
    /// The position has already been played.
    case taken(Position, by: Player)
    /// The game is over; no more moves are accepted.
    case gameOver

    /// A sentence for the player.
    public var description: String {
        switch self {
        case .offBoard(let position):
            "There is no \(position): rows and columns go from 1 to \(Board.size)."
        case .taken(let position, let player):
            "\(position.description.prefix(1).uppercased())\(position.description.dropFirst()) is already taken by \(player.rawValue)."
        case .gameOver:
            "The game is over."
        }
    }
}
