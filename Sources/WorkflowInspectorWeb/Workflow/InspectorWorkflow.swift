public import Workflow
public import WorkflowInspector

/// The inspector page: the sessions of a hub, the chosen one's tree, log and details, followed
/// live, with time travel, "Make a test" and imports. It runs in a web session of its own and
/// reads the inspected apps only through their ``/WorkflowInspector/WorkflowInspector``s.
public struct InspectorWorkflow: Workflow {
    /// The sessions the page can show; the first is shown first.
    public let hub: InspectorHub

    /// A page of `hub`'s sessions; while it holds none (a web server's hub before any page
    /// load) the page waits for the first.
    public init(hub: InspectorHub) {
        self.hub = hub
    }

    /// What the page shows and has asked for; private to the page.
    public struct State {
        var page: InspectorPageState
    }

    /// Starts on the hub's first session, live.
    public func makeInitialState() -> State {
        State(page: InspectorPageState(sessions: hub.inspectors))
    }

    /// Follows the chosen session and the hub, runs the request under way, and shows the page.
    public func render(state: State, context: RenderContext<InspectorWorkflow>) -> InspectorScreen {
        let page = state.page
        InspectorChangesWorker(inspector: page.inspector)
            .mapOutput { _ in PageAction(.refresh) }
            .running(in: context, key: "changes")
        HubAdditionsWorker(hub: hub)
            .mapOutput { _ in PageAction(.sessionsChanged) }
            .running(in: context, key: "sessions")
        runRequest(of: page, in: context)
        let sink = context.makeSink(of: PageAction.self)
        return InspectorScreen(page: page) { sink.send(PageAction($0)) }
    }

    private func runRequest(of page: InspectorPageState, in context: RenderContext<InspectorWorkflow>) {
        guard let request = page.request else { return }
        let inspector = page.inspector
        let id = "\(page.session) \(page.requestCount)"
        switch request {
        case .frame(let step):
            OperationWorker(id: id) { () -> Result<InspectorFrame, InspectorError> in
                do throws(InspectorError) { return .success(try await inspector.frame(atStep: step)) } catch { return .failure(error) }
            }
            .mapOutput { PageAction(.frameArrived(step: step, $0)) }
            .running(in: context, key: "request")
        case .test:
            let name = "replays \(inspector.name)"
            OperationWorker(id: id) { () -> Result<String, InspectorError> in
                do throws(InspectorError) { return .success(try await inspector.makeTest(named: name)) } catch { return .failure(error) }
            }
            .mapOutput { PageAction(.testArrived($0)) }
            .running(in: context, key: "request")
        case .importing(let text):
            let hub = self.hub
            let name = "imported \(hub.inspectors.count)"
            OperationWorker(id: id) { () -> Result<WorkflowInspector, InspectorError> in
                do throws(InspectorError) {
                    let recording = try InspectorRecording(json: Array(text.utf8))
                    let imported = try await inspector.importRecording(recording, name: name)
                    hub.add(imported)
                    return .success(imported)
                } catch {
                    return .failure(error)
                }
            }
            .mapOutput { PageAction(.imported($0)) }
            .running(in: context, key: "request")
        }
    }

    /// The page's actions, wrapped so that their cases stay private to the module.
    public struct PageAction: WorkflowAction {
        /// The page workflow.
        public typealias WorkflowType = InspectorWorkflow
        let action: InspectorPageAction

        init(_ action: InspectorPageAction) {
            self.action = action
        }

        /// Applies the wrapped action.
        public func apply(toState state: inout State, context: ApplyContext<InspectorWorkflow>) -> Never? {
            action.apply(toState: &state.page, context: context)
        }
    }
}
