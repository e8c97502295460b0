public import Workflow

extension WorkflowHost {
    /// Starts `workflow` as ``/Workflow/WorkflowHost/init(workflow:restoringFrom:configuration:observers:isolation:)``
    /// does, recorded by `inspector` when there is one. Without one the host is made exactly
    /// as by that initializer, with no observer added, so an app that passes `nil` pays nothing.
    ///
    /// - Parameters:
    ///   - workflow: The root workflow and its props.
    ///   - snapshot: Saved states to start from; the recording starts from them too.
    ///   - configuration: The runtime options, which replays use as well.
    ///   - observers: Other observers of the host.
    ///   - inspector: The inspector to attach, or `nil` for none.
    ///   - isolation: The actor the host belongs to; time travel and exports run on it.
    public convenience init(
        workflow: WorkflowType,
        restoringFrom snapshot: WorkflowSnapshot? = nil,
        configuration: RuntimeConfiguration = .default,
        observers: [any WorkflowObserver] = [],
        inspector: WorkflowInspector?,
        isolation: isolated (any Actor) = #isolation
    ) {
        guard let inspector else {
            self.init(workflow: workflow, restoringFrom: snapshot, configuration: configuration, observers: observers, isolation: isolation)
            return
        }
        let recorder = InspectorRecorder<WorkflowType>(store: inspector.store, clock: inspector.clock, stepLimit: inspector.stepLimit)
        self.init(
            workflow: workflow, restoringFrom: snapshot, configuration: configuration, observers: observers + [recorder],
            isolation: isolation)
        inspector.connect(self, recorder: recorder, workflow: workflow, snapshot: snapshot, isolation: isolation)
    }
}

extension WorkflowInspector {
    /// Makes a host recorded by this inspector, returning its recorder too (imports freeze it).
    func attach<Root: Workflow>(
        workflow: Root, snapshot: WorkflowSnapshot?, configuration: RuntimeConfiguration, observers: [any WorkflowObserver],
        isolation: isolated (any Actor) = #isolation
    ) -> (WorkflowHost<Root>, InspectorRecorder<Root>) {
        let recorder = InspectorRecorder<Root>(store: store, clock: clock, stepLimit: stepLimit)
        let host = WorkflowHost(
            workflow: workflow, restoringFrom: snapshot, configuration: configuration, observers: observers + [recorder],
            isolation: isolation)
        connect(host, recorder: recorder, workflow: workflow, snapshot: snapshot, isolation: isolation)
        return (host, recorder)
    }

    /// Lets the recorder read the host and serves requests for it.
    func connect<Root: Workflow>(
        _ host: WorkflowHost<Root>, recorder: InspectorRecorder<Root>, workflow: Root, snapshot: WorkflowSnapshot?,
        isolation: isolated (any Actor) = #isolation
    ) {
        recorder.host = host
        recorder.hostDidStart()
        serve(
            InspectorReplayer(
                workflow: workflow, snapshot: snapshot, configuration: host.configuration, recorder: recorder, inspector: self),
            isolation: isolation
        )
    }
}
