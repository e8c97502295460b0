import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// Sign-up's first step: a password field that shows `•`s, the plans as a radio group, the
/// terms box, what is still missing, and the buttons.
final class SignUpView: TerminalView, TerminalScreenView {
    private let password = TextFieldView(placeholder: "at least \(SignUpFlow.minimumPasswordLength) characters")
    private let plans = RadioGroupView()
    private let terms = CheckboxView("I accept the terms")
    private let status = TextView(themeStyle: \.secondary)
    private let readTerms = ButtonView("Read terms")
    private let next = ButtonView("Next")

    override init() {
        super.init()
        password.isSecure = true
        password.submitHint = "next"
        let buttons = StackView(.horizontal, spacing: 2)
        buttons.setItems([(readTerms, .fit), (next, .fit)])
        let form = StackView(.vertical, spacing: 1)
        form.setItems([
            StackView.Item(Self.labelled("Password", password), .fixed(1)),
            StackView.Item(Self.labelled("Plan", plans), .fit),
            StackView.Item(terms, .fixed(1)),
            StackView.Item(status, .fit, priority: -1),
            StackView.Item(buttons, .fixed(1)),
        ])
        setChildren([PanelView(title: "Sign up", content: form)])
    }

    /// `view` after a label in a column of its own, so the fields line up.
    private static func labelled(_ label: String, _ view: TerminalView) -> StackView {
        let row = StackView(.horizontal, spacing: 1)
        row.setItems([(TextView(label, themeStyle: \.title), .fixed(9)), (view, .fill)])
        return row
    }

    func update(with screen: SignUpScreen, in environment: ViewEnvironment) {
        password.text = screen.password
        password.onChange = screen.onPasswordChanged
        password.onSubmit = screen.onNext
        plans.options = screen.plans
        plans.selectedIndex = screen.selectedPlan
        plans.onSelect = screen.onSelectPlan
        terms.isChecked = screen.termsAccepted
        terms.onToggle = screen.onToggleTerms
        status.text = screen.status
        readTerms.onPress = screen.onReadTerms
        next.onPress = screen.onNext
        // Dimmed while it cannot be pressed; the status line says why.
        next.style = screen.onNext == nil ? CellStyle.plain.dim : .plain
    }
}
