/// The bar over a ``BackStackScreen`` frame: a title, and a button on each side (Back or
/// Cancel on the leading side, Save or New on the trailing side, say).
///
/// Give it to a frame with ``BackStackScreen/Frame/init(_:key:bar:)``; a frame without one
/// shows no bar. The backends draw it: a header line in the terminal, whose leading button is
/// Escape and trailing button F2 (both shown in the key hints), and a `header` with real
/// buttons on the page.
///
/// ```swift
/// BackStackScreen.Frame(
///     editor,
///     bar: NavigationBar(
///         title: "Edit",
///         leading: NavigationBar.Button("Cancel") { sink.send(.cancel) },
///         trailing: NavigationBar.Button("Save", isEnabled: !title.isEmpty) { sink.send(.save) }
///     )
/// )
/// ```
public struct NavigationBar {
    /// What the bar says the frame is.
    public var title: String
    /// The button on the leading side; ``Button/back`` by default, which shows only where the
    /// frame can go back. `nil` for none.
    public var leading: Button?
    /// The button on the trailing side, or `nil` for none.
    public var trailing: Button?

    /// A bar titled `title` with the given buttons.
    ///
    /// - Parameters:
    ///   - title: What the bar says the frame is.
    ///   - leading: The leading button; ``Button/back`` (shown where the frame can go back)
    ///     unless said otherwise; `nil` for none even where the frame can go back.
    ///   - trailing: The trailing button, or `nil` for none.
    public init(title: String, leading: Button? = .back, trailing: Button? = nil) {
        self.title = title
        self.leading = leading
        self.trailing = trailing
    }

    /// A button in a ``NavigationBar``.
    public struct Button {
        /// What the button does: its own action, or going back through the stack.
        enum Role {
            case action(() -> Void)
            case back
        }

        /// The button's label.
        public var title: String
        /// Whether it can be pressed now; a disabled button is shown greyed out and ignores
        /// presses.
        public var isEnabled: Bool
        let role: Role

        /// A button labelled `title` that runs `action` when pressed (while enabled).
        ///
        /// - Parameters:
        ///   - title: The label: "Save", "Cancel", "New".
        ///   - isEnabled: Whether it can be pressed now.
        ///   - action: What pressing it does; usually sends an action to a sink.
        public init(_ title: String, isEnabled: Bool = true, action: @escaping () -> Void) {
            self.title = title
            self.isEnabled = isEnabled
            self.role = .action(action)
        }

        /// What pressing the button runs, for a test that presses it without a backend; `nil`
        /// for ``back``, which goes back through the stack (call its
        /// ``BackStackScreen/onGoBack`` instead).
        public var action: (() -> Void)? {
            if case .action(let action) = role { action } else { nil }
        }

        /// Whether this is ``back`` (or ``back(title:)``): the frame's way back.
        public var isBack: Bool {
            if case .back = role { true } else { false }
        }

        private init(backTitled title: String) {
            self.title = title
            self.isEnabled = true
            self.role = .back
        }

        /// A "Back" button that goes back through the stack's ``BackStackScreen/onGoBack``;
        /// shown only where the frame can go back (not on the bottom frame, nor in a stack that
        /// handles no going back).
        public static var back: Button { Button(backTitled: "Back") }

        /// A Back button with its own label ("Lists", say, naming the frame below), shown where
        /// ``back`` is.
        public static func back(title: String) -> Button { Button(backTitled: title) }
    }
}

/// A ``NavigationBar`` as a backend draws it in one frame: `.back` made a real action (or
/// dropped where the frame cannot go back) and disabled buttons without an action.
@_spi(Backend) public struct ShownNavigationBar {
    /// One button as drawn.
    public struct Button {
        /// The label.
        public var title: String
        /// What pressing it does, or `nil` while it is disabled.
        public var action: (() -> Void)?
        /// Whether it is the frame's way back (drawn with a back arrow, bound to the back key).
        public var isBack: Bool
    }

    /// The bar's title.
    public var title: String
    /// The leading button, if one is shown.
    public var leading: Button?
    /// The trailing button, if one is shown.
    public var trailing: Button?
}

extension NavigationBar {
    /// The bar as drawn in a frame whose environment is `environment`.
    @_spi(Backend) public func shown(in environment: ViewEnvironment) -> ShownNavigationBar {
        ShownNavigationBar(
            title: title,
            leading: leading.flatMap { $0.shown(in: environment) },
            trailing: trailing.flatMap { $0.shown(in: environment) }
        )
    }
}

extension NavigationBar.Button {
    func shown(in environment: ViewEnvironment) -> ShownNavigationBar.Button? {
        switch role {
        case .action(let action):
            return ShownNavigationBar.Button(title: title, action: isEnabled ? action : nil, isBack: false)
        case .back:
            guard environment.canGoBack, let goBack = environment.goBack else { return nil }
            return ShownNavigationBar.Button(title: title, action: goBack, isBack: true)
        }
    }
}
