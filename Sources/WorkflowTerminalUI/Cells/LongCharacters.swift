/// The characters of a ``CellBuffer`` too long for a ``PackedCell`` to hold itself (more than
/// 15 bytes of UTF-8: long emoji sequences, stacks of combining marks), each kept once and
/// known by its number.
///
/// Numbers belong to one buffer (and its copies); cells of two buffers are compared by their
/// characters' bytes. A buffer made afresh starts with none, so a frame's table holds only
/// what that frame drew.
struct LongCharacters {
    private var characters: [Character] = []
    private var numbers: [Bytes: Int] = [:]

    /// The character numbered `number`.
    subscript(number: Int) -> Character { characters[number] }

    /// Whether there are none, so that cells with equal bytes are equal cells.
    var isEmpty: Bool { characters.isEmpty }

    /// The number of `character`, added if it is new.
    mutating func number(of character: Character) -> Int {
        let key = Bytes(character)
        if let number = numbers[key] { return number }
        characters.append(character)
        numbers[key] = characters.count - 1
        return characters.count - 1
    }

    /// A character compared and hashed by its UTF-8 bytes: characters that are canonically
    /// equivalent but spelt differently are different here, as they are to a terminal.
    private struct Bytes: Hashable {
        let character: Character

        init(_ character: Character) {
            self.character = character
        }

        static func == (lhs: Bytes, rhs: Bytes) -> Bool {
            lhs.character.utf8.elementsEqual(rhs.character.utf8)
        }

        func hash(into hasher: inout Hasher) {
            for byte in character.utf8 { hasher.combine(byte) }
        }
    }
}
