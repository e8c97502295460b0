import Testing
import Workflow
import WorkflowUI
import WorkflowUITesting

/// Shows a label, or a screen with no binding when told to.
struct Switcher: Workflow {
    func makeInitialState() -> Bool { false }

    func render(state broken: Bool, context: RenderContext<Switcher>) -> AnyScreen {
        let sink = context.makeSink(of: AnyWorkflowAction<Switcher>.self)
        let label = TappableLabel(text: broken ? "broken" : "fine") { sink.send(AnyWorkflowAction { $0.toggle(); return nil }) }
        return broken ? AnyScreen(SplitScreen(leading: label, trailing: Plain(text: "?"))) : AnyScreen(label)
    }
}

struct TappableLabel: TestScreen {
    var text: String
    var onTap: () -> Void

    func testViewDescription(in environment: ViewEnvironment) -> ViewDescription<TestBackend> {
        .testText(text, kind: "Label")
    }
}

@MainActor
@Suite struct WorkflowViewRootTests {
    @Test func eachRenderingIsShownInTheSameTurn() throws {
        let host = WorkflowHost(workflow: Switcher())
        let root = try WorkflowViewRoot<TestBackend, Switcher>(host: host)
        var changes: [DescribedViewContainer<TestBackend>.Change] = []
        root.onChange = { changes.append($0) }
        #expect(root.view.text == "fine")
        (host.rendering.wrapped as? TappableLabel)?.onTap()
        #expect(changes == [.replaced])
        #expect(root.view.kind == "split")
        #expect(root.view.childError == .noBinding(screenType: "Plain", backend: "TestBackend"))
    }

    @Test func aRootScreenWithNoBindingIsAnErrorFromInit() {
        struct PlainRoot: Workflow {
            func render(state: Void, context: RenderContext<PlainRoot>) -> Plain { Plain(text: "x") }
        }
        let host = WorkflowHost(workflow: PlainRoot())
        #expect(throws: ViewBindingError.noBinding(screenType: "Plain", backend: "TestBackend")) {
            try WorkflowViewRoot<TestBackend, PlainRoot>(host: host)
        }
    }
}
