public import Workflow

extension Flow {
    /// Starts (or keeps running) this flow as a child of the workflow that owns `context`, and
    /// places its content with `placer`, returning what the placer made of it.
    ///
    /// The flow is a keyed child like any other: it starts on the first render pass that
    /// calls this, keeps its state while later passes call it again with the same `key`, and
    /// ends, with its workers and side effects, on the first pass that does not. Stopping it
    /// is therefore as simple as changing the parent's state so that it no longer renders it.
    ///
    /// ```swift
    /// case .tutorial:
    ///     return TutorialFlow().rendered(in: context, placer: .pushed(in: menuStack), key: "tutorial") { state, event in
    ///         switch event {
    ///         case .output(.didPressSkip), .output(.didFinish), .dismissedByUser: state.open = nil
    ///         }
    ///         return nil
    ///     }
    /// ```
    ///
    /// `placer` must place the context this flow requires: a flow that needs a back stack
    /// given a placer that only presents a screen does not compile.
    /// - Parameters:
    ///   - context: The parent's render context.
    ///   - placer: Where the flow's content goes in the parent's rendering.
    ///   - key: Tells apart flows of the same type rendered by one parent. Defaults to `""`.
    ///   - onEvent: Applied to the parent's state for each of the flow's outputs and when the
    ///     person leaves it; returns the parent's own output, if any.
    /// - Returns: The placer's result for this pass: the parent's rendering, or its part of it.
    public func rendered<Parent: Workflow, Placed>(
        in context: RenderContext<Parent>,
        placer: ScreenPlacer<RequiredContext, Placed>,
        key: String = "",
        onEvent: @escaping (inout Parent.State, FlowEvent<Output>) -> Parent.Output?
    ) -> Placed {
        let content = rendered(in: context, key: key) { output in
            AnyWorkflowAction<Parent> { state in onEvent(&state, .output(output)) }
        }
        let sink = context.makeSink(of: AnyWorkflowAction<Parent>.self)
        let leave = { sink.send(AnyWorkflowAction<Parent> { state in onEvent(&state, .dismissedByUser) }) }
        return placer.place(RequiredContext.content(content, leavingThrough: leave))
    }
}
