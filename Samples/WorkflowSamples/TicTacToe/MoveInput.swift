/// Reads a move typed by a player: a row and a column counted from one, separated by a space
/// or a comma, such as `2 3` or `2,3`.
public enum MoveInput {
    /// Why a line could not be read as a move.
    public struct Unreadable: Error, Equatable, CustomStringConvertible {
        /// The line as typed.
        public var line: String

        /// Records that `line` could not be read.
        public init(line: String) {
            self.line = line
        }

        /// A sentence for the player.
        public var description: String {
            let shown = line.trimmingWhitespace()
            let what = shown.isEmpty ? "an empty line" : "\"\(shown)\""
            return "Could not read \(what) as a move: type a row and a column from 1 to \(Board.size), like \"2 3\"."
        }
    }

    /// Parses `line` into a position counted from zero. Numbers off the board are returned as
    /// they are, for the game to refuse with its own message.
    public static func parse(_ line: String) -> Result<Position, Unreadable> {
        let parts = line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        guard parts.count == 2, let row = Int(parts[0]), let column = Int(parts[1]) else {
            return .failure(Unreadable(line: line))
        }
        return .success(Position(row: row - 1, column: column - 1))
    }
}

extension String {
    func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[start...end]
    }
}
