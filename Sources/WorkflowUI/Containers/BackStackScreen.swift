/// A stack of screens of which the top one is shown, the others reachable by going back.
///
/// It is never empty: it is made from a bottom frame plus the frames above it (or from an array
/// through the failable ``init(frames:onGoBack:)``). The top is the last frame; a frame can
/// carry a ``NavigationBar``, shown over it while it is the top. Frames are identified by their screen's ``ScreenIdentity`` and their key, and
/// no two frames of a stack may have the same identity.
///
/// A container showing successive stacks compares them (``BackStackTransition``): a new top
/// compatible with a frame below the old top is a pop back to it; a top compatible with the old
/// top is an update; anything else is a push. Each frame's environment says whether it can go
/// back (``ViewEnvironment/canGoBack``).
public struct BackStackScreen: Screen {
    /// One frame of the stack.
    public struct Frame {
        /// The frame's screen.
        public var screen: AnyScreen
        /// Tells apart frames whose screens are compatible; `""` by default.
        public var key: String
        /// The bar shown over the frame while it is the top, or `nil` for none (workflow-swift's
        /// `.hidden`).
        public var bar: NavigationBar?

        /// Makes a frame showing `screen`.
        ///
        /// - Parameters:
        ///   - screen: What the frame shows.
        ///   - key: Tells it apart from frames whose screens are compatible with its own.
        ///   - bar: A navigation bar over the frame (a title, and Back, Cancel or Save
        ///     buttons); `nil` for none.
        public init(_ screen: any Screen, key: String = "", bar: NavigationBar? = nil) {
            self.screen = AnyScreen(screen)
            self.key = key
            self.bar = bar
        }

        /// The frame's identity in the stack: its screen's identity and its key.
        public var identity: FrameIdentity {
            FrameIdentity(screen: ScreenIdentity(of: screen), key: key)
        }
    }

    /// A frame's identity: its screen's identity and its key.
    public struct FrameIdentity: Hashable, CustomStringConvertible {
        /// The identity of the frame's screen.
        public let screen: ScreenIdentity
        /// The frame's key.
        public let key: String

        /// `Screen` or `Screen (key)`.
        public var description: String {
            key.isEmpty ? screen.description : "\(screen) (key \"\(key)\")"
        }
    }

    /// The frames, bottom first; never empty.
    public let frames: [Frame]
    /// Goes back from the top frame (a workflow action that drops it); `nil` if the stack
    /// handles no back gesture or key.
    public var onGoBack: (() -> Void)?

    /// A stack of `bottom` and the frames `above` it, the last of which is the top.
    ///
    /// Two frames with the same identity stop the program with a message that names it: a
    /// container could not tell them apart.
    ///
    /// - Parameters:
    ///   - bottom: The frame that is shown when nothing is above it; it cannot go back.
    ///   - above: The frames over `bottom`, lowest first; empty shows `bottom` alone.
    ///   - onGoBack: Called when the person asks to go back from the top frame (the Escape key
    ///     in a terminal); containers only call it while there is a frame below.
    public init(bottom: Frame, above: [Frame] = [], onGoBack: (() -> Void)? = nil) {
        let frames = [bottom] + above
        var seen = Set<FrameIdentity>()
        for frame in frames {
            precondition(
                seen.insert(frame.identity).inserted,
                "BackStackScreen has two frames identified as \(frame.identity); give one of them a distinct key"
            )
        }
        self.frames = frames
        self.onGoBack = onGoBack
    }

    /// A stack of `frames`, bottom first, or `nil` if there are none: the shape of
    /// workflow-swift's `BackStackScreen(items:)` for code that builds its frames as an array.
    /// A stack is never empty, so the compiler makes the caller say what to show instead.
    ///
    /// ```swift
    /// let stack = BackStackScreen(frames: frames, onGoBack: goBack) ?? BackStackScreen(Placeholder())
    /// ```
    ///
    /// Two frames with the same identity stop the program, as with ``init(bottom:above:onGoBack:)``.
    public init?(frames: [Frame], onGoBack: (() -> Void)? = nil) {
        guard let bottom = frames.first else { return nil }
        self.init(bottom: bottom, above: Array(frames.dropFirst()), onGoBack: onGoBack)
    }

    /// A stack of the given screens, bottom first.
    public init(_ bottom: any Screen, _ above: any Screen...) {
        self.init(bottom: Frame(bottom), above: above.map { Frame($0) })
    }

    /// The frame shown.
    public var top: Frame {
        // frames starts with `bottom`, so it is never empty.
        frames[frames.count - 1]
    }

    /// The environment of each frame, bottom first: every frame above the bottom can go back,
    /// through ``onGoBack``.
    ///
    /// The environments are new ones on every call; a container that shows successive stacks
    /// passes the same ``GoBackForwarder`` instead, so that they stay the same ones.
    @_spi(Backend) public func frameEnvironments(in environment: ViewEnvironment) -> [ViewEnvironment] {
        frameEnvironments(in: environment, goingBackThrough: GoBackForwarder())
    }

    /// The environment of each frame, bottom first, going back through `forwarder`, which now
    /// calls this stack's ``onGoBack``.
    ///
    /// A container keeps one forwarder for as long as it shows stacks: the frames' environments
    /// are then the same from one rendering to the next (while the environment it is given is),
    /// so equal screens in them are not shown again, and a view that kept `goBack` from an
    /// earlier rendering still goes back through the latest stack.
    @_spi(Backend) public func frameEnvironments(in environment: ViewEnvironment, goingBackThrough forwarder: GoBackForwarder)
        -> [ViewEnvironment]
    {
        forwarder.action = onGoBack
        // Whether there is a way back is part of the environment; which closure it is is not.
        let goBack = onGoBack == nil ? nil : forwarder
        return frames.indices.map { index in
            environment
                .setting(CanGoBackKey.self, to: index > 0)
                .setting(GoBackKey.self, to: index > 0 ? goBack : nil)
        }
    }
}

/// Calls the latest ``BackStackScreen/onGoBack`` of the stacks one container shows: what the
/// frames' environments hold rather than the closure itself, which is a new one on every
/// rendering. Forwarders are equal only to themselves.
@_spi(Backend) public final class GoBackForwarder: Equatable {
    var action: (() -> Void)?

    /// A forwarder that does nothing until a stack's environments are made with it.
    public init() {}

    func goBack() {
        action?()
    }

    /// Whether the two are one forwarder.
    public static func == (lhs: GoBackForwarder, rhs: GoBackForwarder) -> Bool {
        lhs === rhs
    }
}

/// How a back stack changed from one rendering to the next.
public enum BackStackTransition: Hashable {
    /// The top is the same frame as before.
    case none
    /// New frames were shown on top.
    case push
    /// The stack went back to a frame that was below the old top.
    case pop

    /// Compares the frames of two successive stacks.
    public init(from old: [BackStackScreen.FrameIdentity], to new: [BackStackScreen.FrameIdentity]) {
        guard let newTop = new.last, let oldTop = old.last else {
            self = .push
            return
        }
        if newTop == oldTop {
            self = .none
        } else if old.dropLast().contains(newTop) {
            self = .pop
        } else {
            self = .push
        }
    }
}

/// Whether a back stack frame can go back: `true` for every frame above the bottom.
enum CanGoBackKey: ViewEnvironmentKey {
    /// `false`: outside a back stack there is nothing to go back to.
    static var defaultValue: Bool { false }
}

/// How a back stack frame goes back: a forwarder to the stack's ``BackStackScreen/onGoBack``
/// in every frame above the bottom.
enum GoBackKey: ViewEnvironmentKey {
    /// `nil`: outside a back stack there is nothing to go back to.
    static var defaultValue: GoBackForwarder? { nil }
}

extension ViewEnvironment {
    /// Whether the screen is in a back stack frame above the bottom, so a back gesture or key
    /// should go back.
    public var canGoBack: Bool { self[CanGoBackKey.self] }

    /// Goes back from the screen's back stack frame, if it can: for a view's own Back button.
    public var goBack: (() -> Void)? {
        self[GoBackKey.self].map { forwarder in { forwarder.goBack() } }
    }
}
