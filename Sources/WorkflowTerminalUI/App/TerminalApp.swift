public import Workflow
@_spi(Backend) public import WorkflowUI

/// Runs a workflow as a terminal app: shows each rendering of the host's root workflow in a
/// ``TerminalWindow``, sends key presses to the focused view, redraws only the cells that
/// changed, and ends when the root emits an output the app quits on (see ``QuitOnOutput``),
/// when a quit key is pressed, or when the input ends.
///
/// ```swift
/// @MainActor func main() async throws {
///     var registry = ViewRegistry<TerminalBackend>()
///     try registry.register(GalleryMenuScreen.self, view: GalleryMenuView.self)
///     let host = WorkflowHost(workflow: GalleryWorkflow())
///     let app = try TerminalApp(host: host, registry: registry, quitOnOutput: .always)
///     let ending = try await app.run(on: StandardTerminal())
/// }
/// ```
///
/// Tests run the same app on a ``VirtualTerminal``, or step it with ``press(_:)`` and read
/// ``frame()``.
public final class TerminalApp<WorkflowType: Workflow> where WorkflowType.Rendering: Screen {
    /// Why the app stopped.
    public enum Ending {
        /// The root workflow emitted an output the app quits on.
        case output(WorkflowType.Output)
        /// A quit key was pressed.
        case quitKey(Key)
        /// The terminal's input ended.
        case endOfInput
    }

    /// The host running the root workflow.
    public let host: WorkflowHost<WorkflowType>
    /// The window the renderings are shown in.
    public let window: TerminalWindow
    /// Keys that end the app whatever has focus; Ctrl-C by default (raw mode turns Ctrl-C
    /// into a key rather than a signal).
    public var quitKeys: Set<Key> {
        didSet { window.appKeyHints = Self.quitHints(quitKeys) }
    }
    /// Why the app ended, once it has.
    public private(set) var ending: Ending?
    /// Whether the app asks the terminal for mouse reports while it runs: clicks focus and
    /// press, the wheel scrolls. Off, the terminal keeps its own mouse use (selecting text).
    public var usesMouse = true
    /// Whether each frame is sent as one synchronized update (DEC mode 2026), so terminals
    /// that support it show big redraws at once; others ignore the mode.
    public var synchronizesOutput = true
    /// The key that suspends the app to the shell (the terminal restored; `fg` brings it
    /// back), as Ctrl-Z does for other programs; `nil` for none. Raw mode turns Ctrl-Z into a
    /// key, so without this it would reach the views.
    public var suspendKey: Key? = .control("z")
    private let viewRoot: WorkflowViewRoot<TerminalBackend, WorkflowType>
    private var writer = ScreenWriter()
    private var wakeUp: AsyncStream<TerminalEvent>.Continuation?
    private var observations: [HostObservation] = []

    /// Shows the host's current rendering.
    ///
    /// - Parameters:
    ///   - registry: The terminal views of the screens that do not bind themselves; its
    ///     bindings win over a registry already in `environment`.
    ///   - environment: The root's environment.
    ///   - quitOnOutput: Which outputs of the root end the app.
    ///   - size: The window size until the app runs on a terminal, which sets its own.
    ///   - quitKeys: Keys that end the app.
    ///   - showsKeyHints: Whether the bottom row shows the keys that work where the focus is
    ///     (``TerminalWindow/showsKeyHints``), the quit keys last.
    /// - Throws: ``ViewBindingError`` if the first rendering cannot be shown.
    public init(
        host: WorkflowHost<WorkflowType>,
        registry: ViewRegistry<TerminalBackend> = ViewRegistry(),
        environment: ViewEnvironment = .empty,
        quitOnOutput: QuitOnOutput<WorkflowType.Output>,
        size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        quitKeys: Set<Key> = [.control("c")],
        showsKeyHints: Bool = true
    ) throws(ViewBindingError) {
        let environment = environment.setting(
            ViewRegistryKey<TerminalBackend>.self,
            to: environment[ViewRegistryKey<TerminalBackend>.self].overriding(with: registry)
        )
        self.host = host
        self.quitKeys = quitKeys
        viewRoot = try WorkflowViewRoot(host: host, environment: environment)
        window = TerminalWindow(root: viewRoot.view, size: size)
        window.showsKeyHints = showsKeyHints
        window.appKeyHints = Self.quitHints(quitKeys)
        viewRoot.onChange = { [weak self] change in
            // An equal screen left the views as they were: nothing to lay out or draw. (A
            // rendering after one that could not be shown is never unchanged.)
            guard let self, change != .unchanged else { return }
            window.root = viewRoot.view
            window.layoutIsCurrent = false
            window.banner = nil
            wakeUp?.yield(.redraw)
        }
        viewRoot.onError = { [weak self] error in
            self?.window.layoutIsCurrent = false
            self?.window.banner = error.description
            self?.wakeUp?.yield(.redraw)
        }
        observations.append(
            host.onOutput { [weak self] output in
                guard let self, ending == nil, quitOnOutput.quits(output) else { return }
                ending = .output(output)
                wakeUp?.yield(.redraw)
            })
    }

    /// Shows the host's current rendering, for a root without outputs: the app ends on a quit
    /// key or when the input ends.
    ///
    /// - Throws: ``ViewBindingError`` if the first rendering cannot be shown.
    public convenience init(
        host: WorkflowHost<WorkflowType>,
        registry: ViewRegistry<TerminalBackend> = ViewRegistry(),
        environment: ViewEnvironment = .empty,
        size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        quitKeys: Set<Key> = [.control("c")],
        showsKeyHints: Bool = true
    ) throws(ViewBindingError) where WorkflowType.Output == Never {
        try self.init(
            host: host, registry: registry, environment: environment, quitOnOutput: .never, size: size, quitKeys: quitKeys,
            showsKeyHints: showsKeyHints)
    }

    private static func quitHints(_ keys: Set<Key>) -> [KeyHint] {
        keys.map(\.hintLabel).sorted().map { KeyHint(keys: $0, action: "quit") }
    }

    deinit {
        for observation in observations { observation.cancel() }
    }

    /// Handles one key press as the running app would; returns the ending if it ended the app.
    @discardableResult
    public func press(_ key: Key) -> Ending? {
        guard ending == nil else { return ending }
        if quitKeys.contains(key) {
            ending = .quitKey(key)
        } else {
            window.handle(key)
        }
        return ending
    }

    /// Lays out and draws the current frame.
    public func frame() -> CellBuffer {
        let frame = window.render()
        // The tree changes only through this app (keys, renderings, resizes), each of which
        // clears this again, so the next key can be routed with the layout just made.
        window.layoutIsCurrent = true
        return frame
    }

    /// Runs the app on `terminal` until it ends, then puts the terminal back as it was.
    ///
    /// - Throws: ``TerminalError`` if the terminal cannot be used (not a terminal, say); the
    ///   app has not drawn anything then.
    public nonisolated(nonsending) func run(on terminal: some TerminalDevice) async throws(TerminalError) -> Ending {
        let (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
        try terminal.start(events: continuation)
        defer {
            wakeUp = nil
            terminal.stop()
        }
        wakeUp = continuation
        writer.colorDepth = terminal.colorDepth
        takeOver(terminal)
        for await event in events {
            switch event {
            case .key(let key) where key == suspendKey && ending == nil:
                terminal.suspend()
                takeOver(terminal)
                continue
            case .key(let key): press(key)
            case .resize(let size):
                window.resize(to: size)
                // After a resize the terminal's contents are unreliable: write it all again.
                writer.invalidate()
            case .endOfInput: ending = ending ?? .endOfInput
            case .redraw: break
            }
            if let ending { return ending }
            draw(on: terminal)
        }
        return ending ?? .endOfInput
    }

    /// Draws the whole frame on a terminal that was just started or resumed, turning mouse
    /// reports on first if the app uses the mouse.
    private func takeOver(_ terminal: some TerminalDevice) {
        window.resize(to: terminal.size)
        writer.invalidate()
        draw(on: terminal, after: usesMouse ? Array(ControlSequence.enableMouse.utf8) : [])
    }

    /// Writes what changed since the last frame, after `prefix`, in one write.
    private func draw(on terminal: some TerminalDevice, after prefix: [UInt8] = []) {
        let bytes = prefix + writer.bytes(for: frame())
        guard !bytes.isEmpty else { return }
        if synchronizesOutput {
            terminal.write(ControlSequence.beginSynchronizedUpdateBytes + bytes + ControlSequence.endSynchronizedUpdateBytes)
        } else {
            terminal.write(bytes)
        }
    }
}
