public import WorkflowUI

/// Sign-up's first step: a password, a plan to choose, and the terms to accept before going on.
public struct SignUpScreen: Screen {
    /// The password as typed; views show it masked.
    public var password: String
    /// Called with the password after each edit.
    public var onPasswordChanged: (String) -> Void
    /// The plans to choose from, in order.
    public var plans: [String]
    /// The index of the chosen plan in ``plans``.
    public var selectedPlan: Int
    /// Called with the index of the plan the person chose.
    public var onSelectPlan: (Int) -> Void
    /// Whether the terms are accepted (the box is ticked).
    public var termsAccepted: Bool
    /// Ticks or clears the terms box.
    public var onToggleTerms: () -> Void
    /// Presents the terms to read, with Accept and Decline.
    public var onReadTerms: () -> Void
    /// What is still missing before Next, or that all is ready.
    public var status: String
    /// Goes on to the profile step; `nil` until the password is long enough and the terms
    /// are accepted.
    public var onNext: (() -> Void)?

    /// The first step as the flow renders it.
    public init(
        password: String,
        onPasswordChanged: @escaping (String) -> Void,
        plans: [String],
        selectedPlan: Int,
        onSelectPlan: @escaping (Int) -> Void,
        termsAccepted: Bool,
        onToggleTerms: @escaping () -> Void,
        onReadTerms: @escaping () -> Void,
        status: String,
        onNext: (() -> Void)?
    ) {
        self.password = password
        self.onPasswordChanged = onPasswordChanged
        self.plans = plans
        self.selectedPlan = selectedPlan
        self.onSelectPlan = onSelectPlan
        self.termsAccepted = termsAccepted
        self.onToggleTerms = onToggleTerms
        self.onReadTerms = onReadTerms
        self.status = status
        self.onNext = onNext
    }
}
