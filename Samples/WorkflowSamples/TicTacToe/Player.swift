/// One of the two players of a tic-tac-toe game.
public enum Player: String, Sendable, Hashable, Codable, CaseIterable {
    /// The player who moves first.
    case x = "X"
    /// The player who moves second.
    case o = "O"

    /// The other player.
    public var opponent: Player {
        self == .x ? .o : .x
    }
}
