public import Workflow

/// The root of a Workflow-driven view tree: shows each rendering of a host's root workflow,
/// in the same turn as the update that produced it.
///
/// ```swift
/// let host = WorkflowHost(workflow: EmailBrowserWorkflow(mailbox: .sample))
/// let root = try WorkflowViewRoot<TerminalBackend, _>(host: host, environment: environment)
/// draw(root.view)
/// ```
public final class WorkflowViewRoot<Backend: ViewBackend, WorkflowType: Workflow> where WorkflowType.Rendering: Screen {
    /// The host whose renderings are shown.
    public let host: WorkflowHost<WorkflowType>
    /// The environment given to the root screen.
    public let environment: ViewEnvironment
    /// Called with what each later rendering changed, after it is shown.
    @_spi(Backend) public var onChange: ((DescribedViewContainer<Backend>.Change) -> Void)?
    /// Called when a later rendering cannot be shown; the previous view stays.
    public var onError: ((ViewBindingError) -> Void)?
    private let container = DescribedViewContainer<Backend>()
    private var observation: HostObservation?

    /// Shows the host's current rendering, then every new one.
    ///
    /// - Throws: ``ViewBindingError`` when the current rendering cannot be shown.
    public init(host: WorkflowHost<WorkflowType>, environment: ViewEnvironment = .empty) throws(ViewBindingError) {
        self.host = host
        self.environment = environment
        try container.show(host.rendering, in: environment)
        observation = host.onRendering { [weak self] rendering in
            self?.show(rendering)
        }
    }

    deinit {
        observation?.cancel()
    }

    /// The root view.
    public var view: Backend.View {
        // init shows the first rendering or throws, so a view exists once init returns.
        guard let view = container.view else { fatalError("internal: WorkflowViewRoot has no view after init") }
        return view
    }

    private func show(_ rendering: WorkflowType.Rendering) {
        do {
            let change = try container.show(rendering, in: environment)
            onChange?(change)
        } catch {
            onError?(error)
        }
    }
}
