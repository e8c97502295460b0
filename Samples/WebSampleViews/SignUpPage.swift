import WorkflowSamples
import WorkflowWebUI

/// Sign-up's first step: a password field, the plans as radio buttons, the terms box, what is
/// still missing, and the buttons. The box and the plans are buttons with checkbox and radio
/// roles, so that the page shows the workflow's value rather than a value of its own.
enum SignUpPage {
    static func content(_ screen: SignUpScreen) -> WebElement {
        div {
            h1("Sign up")
            textField(
                value: screen.password, placeholder: "At least \(SignUpFlow.minimumPasswordLength) characters",
                onInput: screen.onPasswordChanged
            )
            .attribute("type", "password")
            .attribute("aria-label", "Password")
            div {
                for (index, plan) in screen.plans.enumerated() {
                    button("\(index == screen.selectedPlan ? "◉" : "○") \(plan)") { screen.onSelectPlan(index) }
                        .attribute("role", "radio")
                        .attribute("aria-checked", index == screen.selectedPlan ? "true" : "false")
                        .key(plan)
                }
            }
            .attribute("role", "radiogroup")
            .attribute("aria-label", "Plan")
            .class("actions")
            button("\(screen.termsAccepted ? "☑" : "☐") I accept the terms", onClick: screen.onToggleTerms)
                .attribute("role", "checkbox")
                .attribute("aria-checked", screen.termsAccepted ? "true" : "false")
            p(screen.status).class("muted")
            div {
                button("Read terms", onClick: screen.onReadTerms)
                if let onNext = screen.onNext {
                    button("Next", onClick: onNext).class("primary")
                }
            }
            .class("actions")
        }
        .class("card")
    }
}
