// The "after" code of the section "Containers" of the Workflow catalog's article "Coming from
// workflow-swift", compiled and run here; the article copies it word for word
// (scripts/check-readme-snippets.py).

import Testing
import WorkflowUI

/// The notes, a list at the bottom of the stack.
struct NoteListScreen: Screen {
    var titles: [String]
    var onSelect: (Int) -> Void
}

/// One note being edited, over the list.
struct NoteEditorScreen: Screen {
    var text: String
    var onTextChanged: (String) -> Void
}

/// How to use the notes, shown as a sheet.
struct NotesHelpScreen: Screen {
    var onClose: () -> Void
}

/// What the notes workflow's state says is shown.
struct NotesState {
    var titles: [String]
    var editing: Int?
    var draft = ""
    var showsHelp = false
    var isConfirmingDelete = false
}

/// What the person asks for; the workflow turns each into an action.
enum NotesEvent: Equatable {
    case select(Int), edit(String), new, cancel, save, back, closeHelp, keep, delete
}

/// The notes workflow's rendering: each callback reports what the person asked for.
func notesScreen(_ state: NotesState, send: @escaping (NotesEvent) -> Void) -> AlertContainerScreen<BodyAndOverlaysScreen<BackStackScreen>> {
    let list = BackStackScreen.Frame(
        NoteListScreen(titles: state.titles) { send(.select($0)) },
        bar: NavigationBar(title: "Notes", trailing: NavigationBar.Button("New") { send(.new) })
    )
    var above: [BackStackScreen.Frame] = []
    if let editing = state.editing {
        above.append(
            BackStackScreen.Frame(
                NoteEditorScreen(text: state.draft) { send(.edit($0)) },
                key: "note \(editing)",
                bar: NavigationBar(
                    title: "Edit",
                    leading: NavigationBar.Button("Cancel") { send(.cancel) },
                    trailing: NavigationBar.Button("Save", isEnabled: !state.draft.isEmpty) { send(.save) }
                )
            )
        )
    }
    let help = state.showsHelp ? [Overlay(NotesHelpScreen { send(.closeHelp) }, style: .sheet, key: "help")] : []
    let alert = state.isConfirmingDelete
        ? Alert(
            title: "Delete this note?",
            message: "It cannot be restored.",
            actions: [
                AlertAction(title: "Keep", style: .cancel) { send(.keep) },
                AlertAction(title: "Delete", style: .destructive) { send(.delete) },
            ]
        )
        : nil
    return AlertContainerScreen(
        baseScreen: BodyAndOverlaysScreen(body: BackStackScreen(bottom: list, above: above, onGoBack: { send(.back) }), overlays: help),
        alert: alert
    )
}

@MainActor
@Suite struct ComingFromWorkflowSwiftContainersTests {
    @Test func theEditorIsAFrameWithCancelAndSaveInItsBar() throws {
        var sent: [NotesEvent] = []
        let screen = notesScreen(NotesState(titles: ["Milk"], editing: 0, draft: "Milk")) { sent.append($0) }
        let stack = screen.baseScreen.body
        #expect(stack.frames.map(\.bar?.title) == ["Notes", "Edit"])
        let bar = try #require(stack.top.bar)
        #expect(bar.leading?.title == "Cancel")
        #expect(bar.trailing?.isEnabled == true)
        bar.trailing?.action?()
        #expect(sent == [.save])
        #expect(screen.alert == nil)
        #expect(screen.baseScreen.overlays.isEmpty)
    }

    @Test func theListsBarHasNewAndABackButtonThatShowsOnlyWhereItCanGoBack() {
        let stack = notesScreen(NotesState(titles: [])) { _ in }.baseScreen.body
        #expect(stack.frames.count == 1)
        #expect(stack.top.bar?.leading?.isBack == true)
        #expect(stack.top.bar?.trailing?.title == "New")
    }

    @Test func saveIsDisabledWhileTheDraftIsEmpty() {
        let stack = notesScreen(NotesState(titles: ["Milk"], editing: 0)) { _ in }.baseScreen.body
        #expect(stack.top.bar?.trailing?.isEnabled == false)
    }

    @Test func helpIsASheetAndDeletingAsksThroughAnAlert() throws {
        var sent: [NotesEvent] = []
        let screen = notesScreen(NotesState(titles: ["Milk"], showsHelp: true, isConfirmingDelete: true)) { sent.append($0) }
        let help = try #require(screen.baseScreen.overlays.first)
        #expect(help.style == .sheet)
        #expect(help.key == "help")
        let alert = try #require(screen.alert)
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        alert.cancelAction?.handler()
        #expect(sent == [.keep])
    }

    @Test func anArrayOfFramesMakesAStackOnlyIfItHasOne() {
        #expect(BackStackScreen(frames: []) == nil)
        #expect(BackStackScreen(frames: [BackStackScreen.Frame(NotesHelpScreen {})])?.frames.count == 1)
    }
}
