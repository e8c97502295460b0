public import WorkflowUI

/// A titled message with a row of buttons: every screen of the flow samples (the tutorial's
/// welcome and finish screens, the sign-up steps, the terms and the discard question).
public struct PromptScreen: Screen {
    /// One button.
    public struct Button {
        /// Its label.
        public var title: String
        /// What pressing it does.
        public var onPress: () -> Void

        /// A button labelled `title`.
        public init(_ title: String, onPress: @escaping () -> Void) {
            self.title = title
            self.onPress = onPress
        }
    }

    /// The heading.
    public var title: String
    /// The text under the heading.
    public var message: String
    /// The buttons, left to right.
    public var buttons: [Button]

    /// Asks `message` under `title`, with `buttons` laid out left to right.
    public init(title: String, message: String, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The buttons' labels, left to right.
    public var buttonTitles: [String] {
        buttons.map(\.title)
    }

    /// Presses the button labelled `title`, as a person would; returns `false` if there is
    /// none, so a test can check it.
    @discardableResult
    public func press(_ title: String) -> Bool {
        guard let button = buttons.first(where: { $0.title == title }) else { return false }
        button.onPress()
        return true
    }
}
