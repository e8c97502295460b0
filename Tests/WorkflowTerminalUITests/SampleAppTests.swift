import Testing
import Workflow
import WorkflowSamples
import WorkflowTerminalUI
import TerminalSampleViews

/// The three samples played with the keyboard through the gallery, as a person would, on a
/// headless 80×24 screen.
@MainActor
@Suite struct SampleAppTests {
    private let app: TerminalApp<GalleryWorkflow>

    init() throws {
        app = try TerminalApp(
            host: WorkflowHost(workflow: GalleryWorkflow()), registry: SampleTerminalViews.registry(), quitOnOutput: .always)
    }

    private var screen: String { app.frame().text }

    private func press(_ keys: Key...) {
        for key in keys {
            _ = app.frame()
            app.press(key)
        }
    }

    private func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    @Test func theMenuListsTheSamples() {
        let lines = screen.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("┌ Workflow gallery ─"))
        #expect(lines.contains("│ › Tic-tac-toe" + String(repeating: " ", count: 64) + "│"))
        #expect(screen.contains("  Email browser"))
        #expect(screen.contains("  To-do list"))
        #expect(screen.contains("  Quit"))
    }

    @Test func ticTacToeIsPlayedWithArrowsAndEnterUntilAWin() {
        press(.enter)
        #expect(screen.contains("Ann (X) to play"))
        // X: top-left, O: middle-left, X: top-middle, O: centre, X: top-right.
        press(.enter, .down, .enter, .up, .right, .enter, .down, .enter, .up, .right, .enter)
        #expect(screen.contains("Ann (X) wins!"))
        #expect(screen.contains("│ [ X ] [ X ] [ X ]"))
        #expect(screen.contains("│ [ O ] [ O ] [   ]"))
        press(.enter)
        #expect(screen.contains("The game is over."))
        press(.escape)
        #expect(screen.contains("Workflow gallery"))
    }

    @Test func aFinishedGameOffersANewOneByButtonAndByKey() {
        press(.enter)
        #expect(!screen.contains("New game"))
        #expect(!footer.contains("new game"))
        press(.enter, .down, .enter, .up, .right, .enter, .down, .enter, .up, .right, .enter)
        #expect(screen.contains("[ New game ]"))
        #expect(footer.contains("n new game"))
        press(.character("n"))
        #expect(screen.contains("Ann (X) to play"))
        #expect(!screen.contains("[ X ]"), "the board is empty again")
        #expect(!screen.contains("New game"))
    }

    /// The bottom row: the hint footer.
    private var footer: String { String(screen.split(separator: "\n").last ?? "") }

    @Test func everySampleShowsTheKeysThatWorkInItsFooter() {
        #expect(footer == " ↑↓ move  Enter open  Ctrl-C quit", "the menu cannot go back")
        let entries = GalleryWorkflow.Sample.allCases
        for (index, entry) in entries.enumerated() {
            press(.home)
            for _ in 0..<index { press(.down) }
            press(.enter)
            // Presented, the tutorial closes rather than goes back.
            #expect(footer.contains(" Esc back ") || footer.contains(" Esc close "), "\(entry): \(footer)")
            #expect(footer.hasSuffix("  Ctrl-C quit"), "\(entry): \(footer)")
            press(.escape)
            #expect(screen.contains("Workflow gallery"), "\(entry) goes back on Escape")
        }
    }

    @Test func aTakenCellIsRefusedWithAReason() {
        press(.enter, .enter, .enter)
        #expect(screen.contains("Row 1, column 1 is already taken by X."))
        #expect(screen.contains("Bob (O) to play"))
    }

    @Test func theEmailBrowserShowsTheChosenMessageBesideTheInbox() {
        press(.down, .enter)
        #expect(screen.contains("┌ Inbox"))
        #expect(screen.contains("No message selected"))
        press(.down, .enter)
        #expect(screen.contains("┌ Found a bug"))
        #expect(screen.contains("From: Grace"))
        #expect(screen.contains("There was a moth in relay 70, panel F."))
        #expect(screen.contains("› ● Grace"), "the table marks the message shown")
        press(.up, .enter)
        #expect(screen.contains("From: Ada"))
        press(.escape)
        #expect(screen.contains("Workflow gallery"))
    }

    @Test func theToDoListEditsAnItemOnItsBackStack() {
        press(.down, .down, .enter)
        #expect(screen.contains("[ ] Water the plants"))
        #expect(screen.contains("[x] Call the bank"))
        press(.enter)
        let bar = screen.split(separator: "\n").first { $0.contains("‹ Back") }
        #expect(bar?.contains("Water the plants") == true, "the item's bar holds its title")
        #expect(bar?.contains("[ Edit ]") == true)
        #expect(screen.contains("Not done yet."))
        #expect(app.window.keyHints.contains { $0.description == "F2 edit" })
        press(.enter)
        #expect(screen.contains("Done."))
        press(.function(2))
        #expect(screen.contains("Edit item"))
        #expect(screen.contains("Cancel") && screen.contains("[ Save ]"), "the editor's bar: Cancel and Save")
        type(" today")
        press(.enter)
        #expect(screen.contains("Water the plants today"))
        #expect(screen.contains("‹ Back"))
        press(.escape)
        #expect(screen.contains("[x] Water the plants today"))
        press(.escape)
        #expect(screen.contains("Workflow gallery"))
    }

    @Test func theEditorsSaveIsF2AndItsCancelIsEscape() {
        press(.down, .down, .enter, .enter, .function(2))
        type(" soon")
        press(.function(2))
        #expect(screen.contains("Water the plants soon") && screen.contains("‹ Back"), "F2 is Save")
        press(.function(2))
        type("!!!")
        press(.escape)
        #expect(screen.contains("Water the plants soon") && !screen.contains("!!!"), "Escape is Cancel: the edit is dropped")
        #expect(screen.contains("Not done yet."))
    }

    @Test func deletingAnItemAsksFirstInAnAlertThatAloneTakesInput() {
        press(.down, .down, .enter, .enter, .right, .enter)
        #expect(screen.contains("Delete “Water the plants”?"))
        #expect(screen.contains("It is gone for good."))
        #expect(screen.contains("[ Keep ]  [ Delete ]"))
        #expect(app.window.focusableViews.count == 2, "only the alert's buttons take input")
        press(.tab, .tab, .tab)
        press(.escape)
        #expect(!screen.contains("Delete “Water the plants”?"), "Escape keeps the item")
        #expect(screen.contains("Not done yet."))
        press(.enter)
        press(.right, .enter)
        #expect(screen.contains("[ ] Write the release notes"))
        #expect(!screen.contains("Water the plants"))
    }

    @Test func theAlertIsDrawnAsACentredBoxTitledWithItsQuestion() {
        press(.down, .down, .enter, .enter, .right, .enter)
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let boxTop = lines.firstIndex { $0.contains("┌ Delete “Water the plants”?") && !$0.hasPrefix("┌") }
        #expect(boxTop != nil, "no alert box in:\n\(screen)")
        if let boxTop {
            let indent = lines[boxTop].prefix { $0 != "┌" }.count
            let width = TerminalWidth.of(lines[boxTop].dropFirst(indent).prefix { $0 != "┐" }) + 1
            #expect(abs(indent - (80 - indent - width)) <= 1, "the box is centred: \(indent) columns left of it")
        }
    }
}
