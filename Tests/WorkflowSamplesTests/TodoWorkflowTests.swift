import Testing
import Workflow
import WorkflowSamples
import WorkflowTesting
@_spi(Backend) import WorkflowUI

@MainActor
@Suite struct TodoWorkflowTests {
    private let items = [TodoItem(id: 1, title: "One"), TodoItem(id: 2, title: "Two", isDone: true)]
    private var workflow: TodoWorkflow { TodoWorkflow(initialItems: items) }

    private func state(_ page: TodoWorkflow.Page, confirming: Bool = false) -> TodoWorkflow.State {
        TodoWorkflow.State(items: items, page: page, isConfirmingDelete: confirming)
    }

    @Test func theListIsTheOnlyFrameAtFirstAndOpeningAnItemPushesItsDetails() {
        workflow.renderTester()
            .render { screen in
                #expect(screen.body.frames.count == 1)
                #expect(screen.overlays.isEmpty)
                let list = screen.body.top.screen.as(TodoListScreen.self)
                #expect(list?.rows.map(\.title) == ["One", "Two"])
                list?.onOpen(2)
            }
            .assert(action: TodoWorkflow.Action.open(2))
            .assert(state: state(.detail(id: 2)))
    }

    @Test func theEditorIsAThirdFrameAndSavingTrimsTheTitle() {
        TodoWorkflow.Action.tester(withState: state(.detail(id: 1)), workflow: workflow)
            .send(action: .edit)
            .assert(state: state(.edit(id: 1, draft: "One")))
            .send(action: .changeDraft("  Uno  "))
            .send(action: .save)
            .verifyState { state in
                #expect(state.items[0].title == "Uno")
                #expect(state.page == .detail(id: 1))
            }
    }

    @Test func savingAnEmptyTitleKeepsTheOldOne() {
        TodoWorkflow.Action.tester(withState: state(.edit(id: 1, draft: "   ")), workflow: workflow)
            .send(action: .save)
            .verifyState { #expect($0.items[0].title == "One") }
    }

    @Test func goingBackDropsTheEditThenLeavesTheDetails() {
        TodoWorkflow.Action.tester(withState: state(.edit(id: 1, draft: "changed")), workflow: workflow)
            .send(action: .back)
            .assert(state: state(.detail(id: 1)))
            .send(action: .back)
            .assert(state: state(.list))
    }

    @Test func theRenderingStacksTheEditorOverTheDetailsOverTheList() {
        workflow.renderTester(initialState: state(.edit(id: 1, draft: "On")))
            .render { screen in
                #expect(screen.body.frames.count == 3)
                let editor = screen.body.top.screen.as(TodoEditScreen.self)
                #expect(editor?.draft == "On")
                editor?.onDraftChanged("One!")
            }
            .assert(action: TodoWorkflow.Action.changeDraft("One!"))
    }

    @Test func theEditorsBarCancelsAndSavesAndTheItemsBarEdits() {
        workflow.renderTester(initialState: state(.edit(id: 1, draft: "On")))
            .render { screen in
                let bar = screen.body.top.bar
                #expect(bar?.title == "Edit item")
                #expect(bar?.leading?.title == "Cancel")
                bar?.trailing?.action?()
            }
            .assert(action: TodoWorkflow.Action.save)
        workflow.renderTester(initialState: state(.edit(id: 1, draft: "On")))
            .render { screen in screen.body.top.bar?.leading?.action?() }
            .assert(action: TodoWorkflow.Action.back)
        workflow.renderTester(initialState: state(.detail(id: 1)))
            .render { screen in
                let bar = screen.body.top.bar
                #expect(bar?.title == "One")
                #expect(bar?.leading?.isBack == true, "Back, through the stack's onGoBack")
                #expect(bar?.trailing?.title == "Edit")
                bar?.trailing?.action?()
            }
            .assert(action: TodoWorkflow.Action.edit)
    }

    @Test func deletingAsksThroughAnAlertAndOnlyDeleteDeletes() {
        workflow.renderTester(initialState: state(.detail(id: 1), confirming: true))
            .render { screen in
                #expect(screen.overlays.count == 1)
                #expect(screen.overlays[0].isModal)
                #expect(screen.inputEnabledByLayer == [false, true])
                let alert = screen.overlays[0].screen.as(AlertScreen.self)?.alert
                #expect(alert?.title == "Delete “One”?")
                #expect(alert?.actions.map(\.title) == ["Keep", "Delete"])
                #expect(alert?.cancelAction?.title == "Keep")
                alert?.actions.first { $0.style == .destructive }?.handler()
            }
            .assert(action: TodoWorkflow.Action.confirmDelete)
            .verifyState { state in
                #expect(state.items.map(\.id) == [2])
                #expect(state.page == .list)
                #expect(!state.isConfirmingDelete)
            }
        TodoWorkflow.Action.tester(withState: state(.detail(id: 1), confirming: true), workflow: workflow)
            .send(action: .cancelDelete)
            .assert(state: state(.detail(id: 1)))
    }

    @Test func addingAnItemOpensItsEditor() {
        TodoWorkflow.Action.tester(withState: state(.list), workflow: workflow)
            .send(action: .add)
            .verifyState { state in
                #expect(state.items.last == TodoItem(id: 3, title: "New item"))
                #expect(state.page == .edit(id: 3, draft: ""))
            }
    }

    @Test func eventsFromAScreenNoLongerOnTopAreIgnored() {
        TodoWorkflow.Action.tester(withState: state(.list), workflow: workflow)
            .send(action: .save)
            .send(action: .confirmDelete)
            .send(action: .open(99))
            .assert(state: state(.list))
    }
}

/// What a child renders as far as the gallery's render test is concerned.
struct StandInScreen: Screen {}

@MainActor
@Suite struct GalleryWorkflowTests {
    @Test func theMenuIsTheBottomFrameAndChoosingASampleOpensItAboveIt() {
        GalleryWorkflow().renderTester()
            .render { stack in
                #expect(stack.frames.count == 1)
                let menu = stack.top.screen.as(BodyAndOverlaysScreen<GalleryMenuScreen>.self)?.body
                #expect(
                    menu?.items == [
                        "Tic-tac-toe", "Email browser", "To-do list", "Search", "Stopwatch", "Tutorial (pushed)", "Tutorial (presented)",
                        "Tutorial (in tabs)", "Sign-up (child flow)", "Quit",
                    ])
                menu?.onChoose(2)
            }
            .assert(action: GalleryWorkflow.Action.open(.todo))
            .assert(state: GalleryWorkflow.State(open: .todo, openings: 1))
    }

    @Test func anOpenSampleIsAChildKeyedByItsOpeningSoEachOpeningStartsAfresh() {
        GalleryWorkflow().renderTester(initialState: GalleryWorkflow.State(open: .todo, openings: 3))
            .expectWorkflow(
                type: TodoWorkflow.self, key: "3", producingRendering: BodyAndOverlaysScreen(body: BackStackScreen(StandInScreen()))
            )
            .render { stack in
                #expect(stack.frames.count == 2)
                stack.onGoBack?()
            }
            .assert(action: GalleryWorkflow.Action.close)
            .assert(state: GalleryWorkflow.State(open: nil, openings: 3))
    }

    @Test func quitIsTheOutput() {
        GalleryWorkflow.Action.tester(withState: GalleryWorkflow().makeInitialState())
            .send(action: .quit)
            .assert(output: .quit)
    }
}
