/// A type-erased workflow: any workflow, with its rendering and output possibly transformed.
///
/// A child rendered through an `AnyWorkflow` keeps the identity of the workflow it wraps: two
/// passes that render `AnyWorkflow(Counter())` and `Counter()` with the same key address the
/// same running child.
public struct AnyWorkflow<Rendering, Output>: AnyWorkflowConvertible {
    let storage: AnyWorkflowStorage<Rendering, Output>

    /// Wraps `workflow`.
    public init<W: Workflow>(_ workflow: W) where W.Rendering == Rendering, W.Output == Output {
        storage = WorkflowStorage(workflow: workflow, renderingTransform: { $0 }, outputTransform: { $0 })
    }

    init(storage: AnyWorkflowStorage<Rendering, Output>) {
        self.storage = storage
    }

    /// The concrete type of the wrapped workflow, which is also the child's identity.
    public var workflowType: any Workflow.Type {
        storage.workflowType
    }

    /// The wrapped workflow value.
    public var base: any Workflow {
        storage.base
    }

    /// Returns `self`.
    public func asAnyWorkflow() -> AnyWorkflow<Rendering, Output> {
        self
    }
}

/// The abstract box behind ``AnyWorkflow``; one concrete subclass per wrapped workflow type.
class AnyWorkflowStorage<Rendering, Output> {
    var workflowType: any Workflow.Type { fatalError("abstract") }
    var base: any Workflow { fatalError("abstract") }

    func render<Parent>(
        in context: RenderContext<Parent>,
        key: String,
        outputMap: @escaping (Output) -> AnyWorkflowAction<Parent>
    ) -> Rendering {
        fatalError("abstract")
    }

    func mapOutput<NewOutput>(_ transform: @escaping (Output) -> NewOutput) -> AnyWorkflow<Rendering, NewOutput> {
        fatalError("abstract")
    }

    func mapRendering<NewRendering>(_ transform: @escaping (Rendering) -> NewRendering) -> AnyWorkflow<NewRendering, Output> {
        fatalError("abstract")
    }

    func ignoringOutput() -> AnyWorkflow<Rendering, Never> {
        fatalError("abstract")
    }
}

/// Wraps a concrete workflow `W` and the transforms applied to its rendering and output, so that
/// chains of `mapRendering`/`mapOutput` stay one box deep and keep `W` as the child's identity.
/// An output transform that returns `nil` drops the output (see `ignoringOutput()`).
final class WorkflowStorage<W: Workflow, Rendering, Output>: AnyWorkflowStorage<Rendering, Output> {
    let workflow: W
    let renderingTransform: (W.Rendering) -> Rendering
    let outputTransform: (W.Output) -> Output?

    init(
        workflow: W,
        renderingTransform: @escaping (W.Rendering) -> Rendering,
        outputTransform: @escaping (W.Output) -> Output?
    ) {
        self.workflow = workflow
        self.renderingTransform = renderingTransform
        self.outputTransform = outputTransform
    }

    override var workflowType: any Workflow.Type { W.self }
    override var base: any Workflow { workflow }

    override func render<Parent>(
        in context: RenderContext<Parent>,
        key: String,
        outputMap: @escaping (Output) -> AnyWorkflowAction<Parent>
    ) -> Rendering {
        let outputTransform = self.outputTransform
        let rendering = context.render(workflow: workflow, key: key) { outputTransform($0).map(outputMap) }
        return renderingTransform(rendering)
    }

    override func mapOutput<NewOutput>(_ transform: @escaping (Output) -> NewOutput) -> AnyWorkflow<Rendering, NewOutput> {
        let outputTransform = self.outputTransform
        return AnyWorkflow(
            storage: WorkflowStorage<W, Rendering, NewOutput>(
                workflow: workflow,
                renderingTransform: renderingTransform,
                outputTransform: { outputTransform($0).map(transform) }
            ))
    }

    override func mapRendering<NewRendering>(_ transform: @escaping (Rendering) -> NewRendering) -> AnyWorkflow<NewRendering, Output> {
        let renderingTransform = self.renderingTransform
        return AnyWorkflow(
            storage: WorkflowStorage<W, NewRendering, Output>(
                workflow: workflow,
                renderingTransform: { transform(renderingTransform($0)) },
                outputTransform: outputTransform
            ))
    }

    override func ignoringOutput() -> AnyWorkflow<Rendering, Never> {
        AnyWorkflow(
            storage: WorkflowStorage<W, Rendering, Never>(
                workflow: workflow,
                renderingTransform: renderingTransform,
                outputTransform: { _ in nil }
            ))
    }
}
