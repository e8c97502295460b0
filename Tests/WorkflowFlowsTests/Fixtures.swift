import Workflow
import WorkflowFlows
import WorkflowUI

/// A screen that shows a name; frames of it are told apart by their key.
struct Page: Screen {
    var name: String
    var onNext: () -> Void = {}
    var onDone: () -> Void = {}
}

/// Records which side effects of the flows under test ended, in order.
final class EndLog {
    var ended: [String] = []
}

/// A back stack flow of pages named by its state, first to top. Next pushes a page, back pops
/// one, Done emits the top page's name; each page declares a side effect that logs its end.
/// `interceptsFirstBack` gives the first page a back handler of its own.
struct PagesFlow: Flow, SnapshottingWorkflow {
    typealias RequiredContext = BackStackContext
    typealias Output = String

    var name: String
    var log: EndLog
    var start: [String]? = nil
    var interceptsFirstBack = false

    func makeInitialState() -> [String] {
        start ?? ["\(name)1"]
    }

    func render(state: [String], context: RenderContext<PagesFlow>) -> BackStackContent {
        let sink = context.makeStateMutationSink()
        let output = context.makeOutputSink()
        for page in state {
            context.runSideEffect(key: page) { [log] lifetime in lifetime.onEnded { log.ended.append(page) } }
        }
        func page(_ label: String) -> Page {
            Page(
                name: label,
                onNext: { [name] in sink.send { $0.append("\(name)\($0.count + 1)") } },
                onDone: { output.send(label) }
            )
        }
        var content = BackStackContent(
            page(state[0]), key: state[0],
            onGoBack: interceptsFirstBack ? { output.send("back intercepted") } : nil
        )
        for label in state.dropFirst() {
            content.push(page(label), key: label, onGoBack: { sink.send { $0.removeLast() } })
        }
        return content
    }
}

extension PagesFlow {
    init(_ name: String, log: EndLog) {
        self.init(name: name, log: log)
    }
}

/// A flow for one presented screen; Done emits "done". Its screen declares a side effect that
/// logs its end as `name`.
struct NoteFlow: Flow {
    typealias RequiredContext = PresentationContext
    typealias Output = String

    var name: String
    var log: EndLog
    /// Where a worker of the flow reports that it started and that it was cancelled, if the
    /// flow should run one.
    var workerReports: AsyncStream<String>.Continuation? = nil

    func render(state: Void, context: RenderContext<NoteFlow>) -> PresentedContent {
        let output = context.makeOutputSink()
        context.runSideEffect(key: name) { [log, name] lifetime in lifetime.onEnded { log.ended.append(name) } }
        if let workerReports {
            OperationWorker(id: name) {
                workerReports.yield("started")
                // Waits until the task is cancelled: iterating an AsyncStream that gets no
                // elements ends then (its continuation is kept until after the loop).
                let (never, keepOpen) = AsyncStream<Int>.makeStream()
                for await _ in never {}
                withExtendedLifetime(keepOpen) {}
                workerReports.yield("cancelled")
                return "ended"
            }
            .running(in: context, key: "worker") { _ in AnyWorkflowAction<NoteFlow>.noAction }
        }
        return PresentedContent(Page(name: name, onDone: { output.send("done") }))
    }
}

/// The screens of a rendering, top of each stack and each overlay, as names: what a person
/// would see, in a form tests can compare.
func names(_ screen: any Screen) -> [String] {
    let screen = AnyScreen(screen).wrapped
    if let page = screen as? Page { return [page.name] }
    if let stack = screen as? BackStackScreen { return stack.frames.flatMap { names($0.screen) } }
    if let layered = screen as? any AnyBodyAndOverlaysScreen {
        return names(layered.bodyScreen) + layered.overlays.flatMap { names($0.screen) }
    }
    if let tabs = screen as? TabScreen { return tabs.tabs.flatMap { names($0.screen) } }
    return ["\(type(of: screen))"]
}

/// The top screen of a rendering as a page, following stacks, overlays and tabs.
func topPage(_ screen: any Screen) -> Page? {
    let screen = AnyScreen(screen).wrapped
    if let stack = screen as? BackStackScreen { return topPage(stack.top.screen) }
    if let layered = screen as? any AnyBodyAndOverlaysScreen {
        return topPage(layered.overlays.last?.screen ?? AnyScreen(layered.bodyScreen))
    }
    if let tabs = screen as? TabScreen { return topPage(tabs.selectedTab.screen) }
    return screen as? Page
}
