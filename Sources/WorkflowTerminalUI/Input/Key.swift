/// A key press (or a paste) read from the terminal.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character.
    case character(Character)
    /// Enter or Return (a carriage return or line feed byte): presses buttons and submits fields.
    case enter
    /// Tab (byte 9): moves focus to the next view; Shift-Tab is ``backTab``.
    case tab
    /// Shift-Tab.
    case backTab
    /// Escape on its own (not the start of a longer sequence).
    case escape
    /// Backspace (byte 127 or 8, as terminals differ): deletes before the cursor.
    case backspace
    /// Delete (forward).
    case delete
    /// The Insert key, read from `ESC [ 2 ~`.
    case insert
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home, read from `ESC [ H`, `ESC O H`, `ESC [ 1 ~` or `ESC [ 7 ~` (terminals differ).
    case home
    /// End, read from `ESC [ F`, `ESC O F`, `ESC [ 4 ~` or `ESC [ 8 ~` (terminals differ).
    case end
    /// Page Up, read from `ESC [ 5 ~`.
    case pageUp
    /// Page Down, read from `ESC [ 6 ~`.
    case pageDown
    /// A function key, F1 to F12.
    case function(Int)
    /// Control and a letter, given in lower case: `.control("c")` is Ctrl-C.
    case control(Character)
    /// Alt (Meta) and a character.
    case alt(Character)
    /// Text pasted in one go (bracketed paste), delivered whole.
    case paste(String)
    /// A mouse click or wheel turn, while the app has mouse reporting on. It travels with the
    /// keys so that it stays in order with them.
    case mouse(MouseEvent)

    /// How the key is written in logs and test failures: `"a"`, `Enter`, `Ctrl-C`.
    public var description: String {
        switch self {
        case .character(let character): return "\"\(character)\""
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .escape: return "Escape"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .insert: return "Insert"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .function(let number): return "F\(number)"
        case .control(let letter): return "Ctrl-\(letter.uppercased())"
        case .alt(let character): return "Alt-\(character)"
        case .paste(let text): return "paste \"\(text)\""
        case .mouse(let event): return "mouse \(event.action) at \(event.position.column),\(event.position.row)"
        }
    }
}
