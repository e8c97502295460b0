/// A single-line text field with a cursor. Typing, pasting, Backspace and Delete edit the
/// text and report it through ``onChange``; Left, Right, Home and End move the cursor; Enter
/// calls ``onSubmit``.
///
/// The field keeps its own cursor. When a rendering sets ``text`` to what the field already
/// shows (the usual echo of ``onChange``), the cursor stays where it was. When the workflow
/// changes the text (trims it, say), the cursor stays by the same characters if the change is
/// before or after it, and goes to the end of the changed part if the change covers it; a
/// text with nothing in common with the old one (the first text of an empty field) puts it at
/// the end.
public final class TextFieldView: TerminalView {
    /// The text, as last set or edited.
    public var text: String {
        get { storedText }
        set {
            guard newValue != storedText else { return }
            let newCharacters = Array(newValue)
            cursor = Self.cursor(cursor, keptFrom: characters, in: newCharacters)
            storedText = newValue
            characters = newCharacters
        }
    }
    private var storedText: String
    /// `text` split once into characters, so that drawing and cursor moves index it directly
    /// instead of walking the string.
    private var characters: [Character]
    /// Shown, dimmed (and ending in "…" if it is too wide), while the text is empty, focused
    /// or not.
    public var placeholder: String
    /// The cursor's position, in characters from the start (0…`text.count`).
    public private(set) var cursor: Int
    /// Called with the new text after each edit.
    public var onChange: ((String) -> Void)?
    /// Whether the field hides what is typed, showing a `•` per character: a password field.
    public var isSecure = false
    /// Called when Enter is pressed.
    public var onSubmit: (() -> Void)?
    /// What the hint footer says Enter does while the field has focus (`"save"`).
    public var submitHint = "submit"

    /// A field showing `text`, with the cursor at its end.
    public init(text: String = "", placeholder: String = "", onChange: ((String) -> Void)? = nil, onSubmit: (() -> Void)? = nil) {
        self.storedText = text
        self.characters = Array(text)
        self.placeholder = placeholder
        self.cursor = characters.count
        self.onChange = onChange
        self.onSubmit = onSubmit
    }

    /// Text fields take focus.
    public override var isFocusable: Bool { true }

    /// One row, as wide as proposed.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        TerminalSize(columns: proposal.columns, rows: min(1, proposal.rows))
    }

    /// Draws the visible part of the text, scrolled so the cursor shows, underlined, or the
    /// dimmed placeholder while the text is empty; the cursor cell is inverse while focused.
    public override func draw(in canvas: inout TerminalCanvas) {
        let width = frame.size.columns
        guard width > 0 else { return }
        canvas.fill(
            TerminalRect(origin: frame.origin, size: TerminalSize(columns: width, rows: 1)),
            with: Cell(" ", style: CellStyle.plain.underlined))
        if text.isEmpty && !placeholder.isEmpty {
            let shown = TextLayout.ellipsized(placeholder, to: width)
            canvas.write(shown, at: frame.origin, style: canvas.theme.secondary.underlined)
            // Focused, the cursor sits on the placeholder's first character, so the field reads
            // as ready for typing without hiding what it is for.
            if isFocused, let first = shown.first {
                canvas.write(String(first), at: frame.origin, style: CellStyle.plain.inverse)
            }
            return
        }
        let first = firstVisibleIndex(width: width)
        var column = frame.minColumn
        for index in first...characters.count {
            let isCursor = isFocused && index == cursor
            let character: Character = index < characters.count ? (isSecure ? "•" : characters[index]) : " "
            let characterWidth = max(1, measure(character))
            guard column + characterWidth <= frame.maxColumn else { break }
            canvas.write(
                String(character), at: TerminalPoint(column: column, row: frame.minRow),
                style: isCursor ? CellStyle.plain.inverse : CellStyle.plain.underlined)
            column += characterWidth
        }
    }

    /// How many characters draws have measured, for tests that check that drawing costs what
    /// is visible rather than the whole text.
    package private(set) var charactersMeasured = 0

    private func measure(_ character: Character) -> Int {
        charactersMeasured += 1
        return TerminalWidth.of(character)
    }

    /// The first character to draw so that the text before the cursor, and the cursor cell
    /// itself, fit in `width` columns: found by walking back from the cursor, so it costs the
    /// visible characters only.
    private func firstVisibleIndex(width: Int) -> Int {
        var first = cursor
        var used = 1
        while first > 0 {
            let characterWidth = isSecure ? 1 : measure(characters[first - 1])
            guard used + characterWidth <= width else { break }
            used += characterWidth
            first -= 1
        }
        return first
    }

    /// Where `cursor` in `old` goes in `new`: the two share a prefix and a suffix, and only what
    /// lies between them changed. A cursor in the prefix stays, one in the suffix moves with it,
    /// and one inside the changed part goes to that part's end in `new`; with nothing shared,
    /// it goes to the end.
    private static func cursor(_ cursor: Int, keptFrom old: [Character], in new: [Character]) -> Int {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // Nothing in common (a first text in an empty field, another item's): a new text.
        if prefix == 0 && suffix == 0 { return new.count }
        if cursor <= prefix { return min(cursor, new.count) }
        if cursor >= old.count - suffix { return cursor + new.count - old.count }
        return new.count - suffix
    }

    /// Edits the text and moves the cursor.
    public override func handle(_ key: Key) -> Bool {
        var characters = self.characters
        switch key {
        case .character(let character):
            characters.insert(character, at: cursor)
            return edit(characters, cursor: cursor + 1)
        case .paste(let pasted):
            let line = pasted.filter { $0 != "\n" && $0 != "\r" }
            characters.insert(contentsOf: line, at: cursor)
            return edit(characters, cursor: cursor + line.count)
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            return edit(characters, cursor: cursor - 1)
        case .delete:
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
            return edit(characters, cursor: cursor)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        default: return super.handle(key)
        }
        return true
    }

    /// A click only focuses the field (it never submits).
    public override func handleMouse(_ event: MouseEvent) -> Bool {
        event.action == .press(.left)
    }

    /// Enter submits, while there is ``onSubmit``. (Typing and the cursor keys are handled
    /// directly.)
    public override var keyBindings: [KeyBinding] {
        guard let onSubmit else { return [] }
        return [KeyBinding(.enter, submitHint) { _ in onSubmit() }]
    }

    private func edit(_ characters: [Character], cursor newCursor: Int) -> Bool {
        self.characters = characters
        storedText = String(characters)
        cursor = newCursor
        onChange?(text)
        return true
    }
}
