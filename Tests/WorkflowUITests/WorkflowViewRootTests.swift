import Testing
import Workflow
@_spi(Backend) import WorkflowUI
import WorkflowUITesting

/// Shows a label, or a screen with no binding when told to.
struct Switcher: Workflow {
    func makeInitialState() -> Bool { false }

    func render(state broken: Bool, context: RenderContext<Switcher>) -> AnyScreen {
        let sink = context.makeSink(of: AnyWorkflowAction<Switcher>.self)
        let label = TappableLabel(text: broken ? "broken" : "fine") {
            sink.send(
                AnyWorkflowAction {
                    $0.toggle(); return nil
                })
        }
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
        host.rendering.as(TappableLabel.self)?.onTap()
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

    @Test func aLaterRenderingWithNoBindingIsReportedAndTheViewStays() throws {
        struct Breaker: Workflow {
            func makeInitialState() -> Bool { false }
            func render(state broken: Bool, context: RenderContext<Breaker>) -> AnyScreen {
                let sink = context.makeSink(of: AnyWorkflowAction<Breaker>.self)
                let tap = {
                    sink.send(
                        AnyWorkflowAction {
                            $0 = true; return nil
                        })
                }
                return broken ? AnyScreen(Plain(text: "?")) : AnyScreen(TappableLabel(text: "fine", onTap: tap))
            }
        }
        let host = WorkflowHost(workflow: Breaker())
        let root = try WorkflowViewRoot<TestBackend, Breaker>(host: host)
        var errors: [ViewBindingError] = []
        root.onError = { errors.append($0) }
        let view = root.view
        host.rendering.as(TappableLabel.self)?.onTap()
        #expect(errors == [.noBinding(screenType: "Plain", backend: "TestBackend")])
        #expect(root.view === view)
        #expect(root.view.text == "fine")
    }
}
