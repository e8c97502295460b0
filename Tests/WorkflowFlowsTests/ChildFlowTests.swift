import Testing
import Workflow
import WorkflowFlows
import WorkflowUI

/// A back stack flow that starts two child flows in its own context: Next pushes a pages flow
/// after its frame, Done presents a note flow over its screen. It resumes with each child's
/// typed result and passes the pages flow's on as its own output.
struct ComposerFlow: Flow {
    typealias RequiredContext = BackStackContext
    typealias Output = String

    var log: EndLog

    struct State {
        var pagesRunning = false
        var noteShown = false
        var results: [String] = []
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<ComposerFlow>) -> BackStackContent {
        let sink = context.makeStateMutationSink()
        let page = Page(
            name: "composer " + state.results.joined(separator: ","),
            onNext: { sink.send { $0.pagesRunning = true } },
            onDone: { sink.send { $0.noteShown = true } }
        )
        let withNote =
            state.noteShown
            ? NoteFlow(name: "note", log: log).rendered(in: context, placer: .presented(on: page), key: "note") { state, event in
                state.noteShown = false
                state.results.append(event == .dismissedByUser ? "note dismissed" : "note done")
                return nil
            }
            : BodyAndOverlaysScreen(body: page)
        let own = BackStackContent(withNote, key: "composer")
        guard state.pagesRunning else { return own }
        return PagesFlow("c", log: log).rendered(in: context, placer: .pushed(in: own), key: "pages") { state, event in
            state.pagesRunning = false
            switch event {
            case .output(let result):
                state.results.append(result)
                return "child finished with \(result)"
            case .dismissedByUser:
                return nil
            }
        }
    }
}

@MainActor
@Suite struct ChildFlowTests {
    private func start(_ log: EndLog) -> (WorkflowHost<Parent<ComposerFlow>>, () -> [String]) {
        let host = WorkflowHost(workflow: Parent.pushing(ComposerFlow(log: log)))
        var events: [String] = []
        let observation = host.onOutput { events.append($0) }
        return (host, { withExtendedLifetime(observation) { events } })
    }

    private func goBack(_ host: WorkflowHost<Parent<ComposerFlow>>) throws {
        try #require(host.rendering.as(BackStackScreen.self)).onGoBack?()
    }

    @Test func aChildFlowPushedAfterItsParentsFramesPopsFrameByFrameThenEndsBackOnTheParent() throws {
        let log = EndLog()
        let (host, events) = start(log)
        topPage(host.rendering)?.onNext()
        topPage(host.rendering)?.onNext()
        #expect(names(host.rendering) == ["parent", "composer ", "c1", "c2"])

        try goBack(host)
        #expect(names(host.rendering) == ["parent", "composer ", "c1"])
        try goBack(host)  // Past the child's first frame: the child is left, the composer stays.
        #expect(names(host.rendering) == ["parent", "composer "])
        #expect(log.ended == ["c2", "c1"])
        #expect(events() == [])

        try goBack(host)  // Past the composer's first frame: the composer is left.
        #expect(events() == ["dismissed"])
    }

    @Test func theParentFlowResumesWithTheChildsTypedResultAndMayPassItOn() {
        let log = EndLog()
        let (host, events) = start(log)
        topPage(host.rendering)?.onNext()
        topPage(host.rendering)?.onNext()
        topPage(host.rendering)?.onDone()

        #expect(names(host.rendering) == ["parent", "composer c2"])
        #expect(events() == ["output child finished with c2"])
        #expect(log.ended.sorted() == ["c1", "c2"])
    }

    @Test func aChildFlowPresentedOverTheParentsScreenEndsWhenDismissedOrDone() throws {
        let log = EndLog()
        let (host, _) = start(log)
        topPage(host.rendering)?.onDone()
        #expect(names(host.rendering) == ["parent", "composer ", "note"])
        let frame = { try #require(host.rendering.as(BackStackScreen.self)?.top.screen.as(BodyAndOverlaysScreen<Page>.self)) }

        try frame().overlays[0].onDismiss?()
        #expect(names(host.rendering) == ["parent", "composer note dismissed"])
        #expect(log.ended == ["note"])

        topPage(host.rendering)?.onDone()
        topPage(host.rendering)?.onDone()  // The note's own Done.
        #expect(names(host.rendering) == ["parent", "composer note dismissed,note done"])
        #expect(try frame().overlays.isEmpty)
    }
}
