/// A mouse button pressed or released, or the wheel turned, at a cell: what terminals report
/// in SGR mouse mode (1006) while an app has mouse reporting on.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Action: Hashable, Sendable {
        /// A button went down.
        case press(Button)
        /// A button came up.
        case release(Button)
        /// The wheel turned away from the person (scroll up).
        case wheelUp
        /// The wheel turned towards the person (scroll down).
        case wheelDown
    }

    /// A mouse button.
    public enum Button: Hashable, Sendable {
        /// The primary button.
        case left
        /// The wheel pressed as a button.
        case middle
        /// The secondary button.
        case right
    }

    /// What the mouse did.
    public var action: Action
    /// The cell under the pointer, from the top-left corner, counting from 0.
    public var position: TerminalPoint

    /// An event of `action` at `position`.
    public init(_ action: Action, at position: TerminalPoint) {
        self.action = action
        self.position = position
    }

    /// The event an SGR report describes: `ESC [ < code ; column ; row` then `M` (press) or
    /// `m` (release), with column and row counted from 1; `nil` for motion and other codes
    /// the backend does not use.
    init?(sgrCode code: Int, column: Int, row: Int, isRelease: Bool) {
        // Bits 2–4 are Shift, Meta and Control; bit 5 motion, which is not asked for.
        guard code & 32 == 0, column >= 1, row >= 1 else { return nil }
        let position = TerminalPoint(column: column - 1, row: row - 1)
        let base = code & ~0b11100
        let buttons: [Int: Button] = [0: .left, 1: .middle, 2: .right]
        switch base {
        case 64: self.init(.wheelUp, at: position)
        case 65: self.init(.wheelDown, at: position)
        case let number where buttons[number] != nil:
            // The dictionary has the number: checked just above.
            let button = buttons[number] ?? .left
            self.init(isRelease ? .release(button) : .press(button), at: position)
        default: return nil
        }
    }
}
