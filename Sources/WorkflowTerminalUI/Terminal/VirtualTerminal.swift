/// A headless terminal for tests: a screen of cells that the app's output is played onto, as
/// a real terminal would, and key presses a test injects.
///
/// It understands the control sequences the backend writes (cursor moves, styles, clearing,
/// the alternate screen, cursor visibility, bracketed paste), so a test sees exactly what the
/// bytes would show a person, and can check that the terminal was restored.
///
/// Events injected before the app starts are delivered, in order, when it does. To react to
/// what the app shows, as a person would, set ``onWrite``:
///
/// ```swift
/// terminal.onWrite = { terminal in
///     if terminal.text.contains("wins!") { terminal.press(.control("c")) }
/// }
/// ```
public final class VirtualTerminal: TerminalDevice {
    /// What the terminal shows.
    public private(set) var screen: CellBuffer
    /// What the alternate screen showed when the app left it: the app's last frame.
    public private(set) var lastAlternateScreen: CellBuffer?
    /// Called after each write has been played onto the screen.
    public var onWrite: ((VirtualTerminal) -> Void)?
    /// Whether the alternate screen is on.
    public private(set) var isAlternateScreenOn = false
    /// Whether the cursor is shown.
    public private(set) var isCursorVisible = true
    /// Whether pastes are bracketed.
    public private(set) var isBracketedPasteOn = false
    /// Whether the app has the terminal (between ``start(events:)`` and ``stop()``).
    public private(set) var isStarted = false
    /// Whether mouse reports (SGR, modes 1000 and 1006) are on.
    public private(set) var isMouseReportingOn = false
    /// How many synchronized updates (DEC mode 2026) the app began and ended; each write of a
    /// frame is one.
    public private(set) var synchronizedUpdates = 0
    /// Whether a synchronized update is open (begun and not yet ended).
    public private(set) var isInSynchronizedUpdate = false
    /// How many times the app suspended the terminal.
    public private(set) var suspensions = 0
    /// Every byte written, in order.
    public private(set) var written: [UInt8] = []
    /// The colours it shows, which the app writes for: ``ColorDepth/trueColor`` unless a test
    /// says otherwise.
    public var colorDepth: ColorDepth = .trueColor
    /// Control sequences that were not understood, for tests to check there are none.
    public private(set) var unknownSequences: [String] = []
    private var cursor = TerminalPoint(column: 0, row: 0)
    private var style = CellStyle.plain
    private var events: AsyncStream<TerminalEvent>.Continuation?
    private var queued: [TerminalEvent] = []
    private var undecoded: [UInt8] = []
    private var primaryScreen: CellBuffer?

    /// A terminal of `size`.
    public init(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        screen = CellBuffer(size: size)
    }

    /// The screen's size now: the one it was made with, or the last ``resize(to:)``.
    public var size: TerminalSize { screen.size }

    /// What a person would read on the screen.
    public var text: String { screen.text }

    /// Sets the terminal up as a real one would be (alternate screen, hidden cursor) and starts
    /// delivering injected events.
    public func start(events: AsyncStream<TerminalEvent>.Continuation) throws(TerminalError) {
        self.events = events
        isStarted = true
        write(Array(ControlSequence.start.utf8))
        for event in queued { events.yield(event) }
        queued = []
    }

    /// Stops delivering events and restores the terminal.
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        write(Array(ControlSequence.restore.utf8))
        events?.finish()
        events = nil
    }

    /// Plays what a suspension writes: the restore sequence, then, as if the shell continued
    /// the app at once, the start sequence.
    public func suspend() {
        suspensions += 1
        write(Array(ControlSequence.restore.utf8))
        write(Array(ControlSequence.start.utf8))
    }

    /// Delivers key presses to the app (when it starts, if it has not yet).
    public func press(_ keys: Key...) {
        for key in keys { deliver(.key(key)) }
    }

    /// Delivers bytes as typed, decoded by a ``KeyParser`` (and flushed, as after a pause).
    public func type(_ bytes: [UInt8]) {
        var parser = KeyParser()
        for key in parser.parse(bytes) + parser.flush() { deliver(.key(key)) }
    }

    private func deliver(_ event: TerminalEvent) {
        if let events {
            events.yield(event)
        } else {
            queued.append(event)
        }
    }

    /// Changes the size, as a window resize would, and tells the app. The screen keeps what
    /// fits, like a real terminal.
    public func resize(to newSize: TerminalSize) {
        var resized = CellBuffer(size: newSize)
        for row in 0..<min(newSize.rows, screen.size.rows) {
            for column in 0..<min(newSize.columns, screen.size.columns) {
                resized[column, row] = screen[column, row]
            }
        }
        screen = resized
        deliver(.resize(newSize))
    }

    /// Ends the input, as closing a terminal would.
    public func endInput() {
        deliver(.endOfInput)
    }

    /// Plays `bytes` onto the screen.
    public func write(_ bytes: [UInt8]) {
        written += bytes
        undecoded += bytes
        var text: [UInt8] = []
        var index = 0
        while index < undecoded.count {
            guard undecoded[index] == 0x1B else {
                text.append(undecoded[index])
                index += 1
                continue
            }
            put(text)
            text = []
            guard let end = sequenceEnd(from: index) else { break }
            perform(String(decoding: undecoded[index...end], as: UTF8.self))
            index = end + 1
        }
        // An unfinished UTF-8 character or control sequence waits for the next write.
        let incomplete = Self.incompleteUTF8Length(text)
        put(text.dropLast(incomplete))
        undecoded = Array(text.suffix(incomplete)) + Array(undecoded[index...])
        onWrite?(self)
    }

    private func put(_ text: some Collection<UInt8>) {
        for character in String(decoding: text, as: UTF8.self) { put(character) }
    }

    private static func incompleteUTF8Length(_ bytes: [UInt8]) -> Int {
        for back in 1...min(3, max(1, bytes.count)) where bytes.count >= back {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 == 0x80 { continue }
            let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return needed > back ? back : 0
        }
        return 0
    }

    private func sequenceEnd(from start: Int) -> Int? {
        guard start + 1 < undecoded.count else { return nil }
        guard undecoded[start + 1] == UInt8(ascii: "[") else { return start + 1 }
        var index = start + 2
        while index < undecoded.count {
            if (0x40...0x7E).contains(undecoded[index]) { return index }
            index += 1
        }
        return nil
    }

    private func put(_ character: Character) {
        let width = TerminalWidth.of(character)
        guard width > 0 else { return }
        if cursor.column + width > screen.size.columns {
            cursor = TerminalPoint(column: 0, row: min(screen.size.rows - 1, cursor.row + 1))
        }
        guard cursor.row < screen.size.rows, cursor.column + width <= screen.size.columns else { return }
        screen.write(String(character), at: cursor, style: style)
        cursor.column += width
    }

    private func perform(_ sequence: String) {
        let body = sequence.dropFirst(2)
        guard let final = body.last else { return }
        let parameters = body.dropLast()
        switch (final, parameters) {
        case ("H", _):
            let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
            let row = (numbers.first ?? 1) - 1
            let column = (numbers.count > 1 ? numbers[1] : 1) - 1
            cursor = TerminalPoint(column: max(0, column), row: max(0, row))
        case ("J", "2"):
            screen = CellBuffer(size: screen.size)
        case ("m", _):
            style = Self.style(fromParameters: parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
        case ("h", "?1049") where !isAlternateScreenOn:
            isAlternateScreenOn = true
            primaryScreen = screen
            screen = CellBuffer(size: screen.size)
        case ("l", "?1049") where isAlternateScreenOn:
            isAlternateScreenOn = false
            lastAlternateScreen = screen
            if let primaryScreen, primaryScreen.size == screen.size {
                screen = primaryScreen
            } else {
                screen = CellBuffer(size: screen.size)
            }
            primaryScreen = nil
        case ("h", "?1049"), ("l", "?1049"): break
        case ("h", "?25"): isCursorVisible = true
        case ("l", "?25"): isCursorVisible = false
        case ("h", "?2004"): isBracketedPasteOn = true
        case ("l", "?2004"): isBracketedPasteOn = false
        case ("h", "?1000"), ("h", "?1006"): isMouseReportingOn = true
        case ("l", "?1000"), ("l", "?1006"): isMouseReportingOn = false
        case ("h", "?2026"): isInSynchronizedUpdate = true
        case ("l", "?2026"):
            if isInSynchronizedUpdate { synchronizedUpdates += 1 }
            isInSynchronizedUpdate = false
        default: unknownSequences.append(String(sequence.dropFirst()))
        }
    }

    private static func style(fromParameters parameters: [Int]) -> CellStyle {
        var style = CellStyle.plain
        var index = 0
        func color(at index: inout Int) -> TerminalColor {
            if parameters[index + 1] == 5, index + 2 < parameters.count {
                defer { index += 2 }
                return .palette(UInt8(parameters[index + 2]))
            }
            guard index + 4 < parameters.count else { return .default }
            defer { index += 4 }
            return .rgb(red: UInt8(parameters[index + 2]), green: UInt8(parameters[index + 3]), blue: UInt8(parameters[index + 4]))
        }
        while index < parameters.count {
            let parameter = parameters[index]
            switch parameter {
            case 0: style = .plain
            case 1: style.isBold = true
            case 2: style.isDim = true
            case 4: style.isUnderlined = true
            case 7: style.isInverse = true
            case 30...37: style.foreground = .basic(UInt8(parameter - 30))
            case 40...47: style.background = .basic(UInt8(parameter - 40))
            case 90...97: style.foreground = .basic(UInt8(parameter - 90 + 8))
            case 100...107: style.background = .basic(UInt8(parameter - 100 + 8))
            case 38 where index + 1 < parameters.count: style.foreground = color(at: &index)
            case 48 where index + 1 < parameters.count: style.background = color(at: &index)
            default: break
            }
            index += 1
        }
        return style
    }
}
