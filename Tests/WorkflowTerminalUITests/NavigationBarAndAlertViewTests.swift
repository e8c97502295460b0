import Testing
import WorkflowTerminalUI
@_spi(Backend) import WorkflowUI

/// Navigation bars over back stack frames, alerts, and overlay styles, drawn in the terminal.
@MainActor
@Suite struct NavigationBarAndAlertViewTests {
    final class Log {
        var entries: [String] = []
    }

    func stack(_ log: Log, leading: NavigationBar.Button? = .back, saveEnabled: Bool = true) -> BackStackScreen {
        BackStackScreen(
            bottom: BackStackScreen.Frame(LabelScreen(label: "list")),
            above: [
                BackStackScreen.Frame(
                    LabelScreen(label: "milk"), key: "milk",
                    bar: NavigationBar(
                        title: "Milk",
                        leading: leading,
                        trailing: NavigationBar.Button("Edit", isEnabled: saveEnabled) { log.entries.append("edit") }
                    ))
            ],
            onGoBack: { log.entries.append("back") }
        )
    }

    @Test func theBarIsAHeaderRowWithBackTheCentredTitleAndTheTrailingButton() throws {
        let log = Log()
        let (window, _) = try window(showing: stack(log), columns: 30, rows: 3)
        let lines = window.render().text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == " ‹ Back      Milk    [ Edit ]")
        #expect(lines[1] == "[ milk ]", "the frame's view is under the bar")
        #expect(window.keyHints.map(\.description).contains("Esc back"))
        #expect(window.keyHints.map(\.description).contains("F2 edit"))
        #expect(window.handle(.function(2)))
        #expect(window.handle(.escape))
        #expect(log.entries == ["edit", "back"])
    }

    @Test func escapePressesACustomLeadingButtonAndADisabledButtonIsFaintAndDead() throws {
        let log = Log()
        let cancel = NavigationBar.Button("Cancel") { log.entries.append("cancel") }
        let (window, _) = try window(showing: stack(log, leading: cancel, saveEnabled: false), columns: 30, rows: 3)
        let frame = window.render()
        #expect(frame.text.hasPrefix(" [ Cancel ]"))
        #expect(frame[23, 0].style.isDim, "the disabled Edit is faint")
        #expect(!window.keyHints.map(\.description).contains("F2 edit"), "a disabled button offers no key")
        #expect(window.handle(.escape))
        #expect(!window.handle(.function(2)))
        #expect(log.entries == ["cancel"])
    }

    @Test func aClickOnABarButtonPressesIt() throws {
        let log = Log()
        let (window, _) = try window(showing: stack(log), columns: 30, rows: 3)
        _ = window.render()
        _ = window.handle(MouseEvent(.press(.left), at: TerminalPoint(column: 24, row: 0)))
        _ = window.handle(MouseEvent(.press(.left), at: TerminalPoint(column: 2, row: 0)))
        #expect(log.entries == ["edit", "back"])
    }

    @Test func anAlertIsATitledBoxOfButtonsWhoseEscapeIsItsCancelAnswer() throws {
        let log = Log()
        let alert = Alert(
            title: "Delete “Milk”?", message: "It is gone for good.",
            actions: [
                AlertAction(title: "Keep", style: .cancel) { log.entries.append("keep") },
                AlertAction(title: "Delete", style: .destructive) { log.entries.append("delete") },
            ])
        let screen = BodyAndOverlaysScreen(body: LabelScreen(label: "body"), overlays: [Overlay(alert: alert)])
        let (window, _) = try window(showing: screen, columns: 40, rows: 9)
        let text = window.render().text
        #expect(text.contains("┌ Delete “Milk”? ─"))
        #expect(text.contains("It is gone for good."))
        #expect(text.contains("[ Keep ]  [ Delete ]"))
        #expect(text.filter { $0 == "┌" }.count == 1, "the alert's own box, no second border around it")
        #expect(window.focusableViews.count == 2, "only the alert's buttons take input")
        #expect(window.keyHints.map(\.description).contains("Enter keep"))
        #expect(window.keyHints.map(\.description).contains("Esc keep"), "Escape is named after the cancel answer")
        #expect(window.handle(.escape))
        #expect(window.handle(.tab))
        #expect(window.handle(.enter))
        #expect(log.entries == ["keep", "delete"])
    }

    @Test func aSheetSitsAlongTheBottomAndAFullScreenOverlayCoversTheBody() throws {
        let sheet = BodyAndOverlaysScreen(body: LabelScreen(label: "body"), overlays: [Overlay(LabelScreen(label: "pick"), style: .sheet)])
        let (window, container) = try window(showing: sheet, columns: 30, rows: 8)
        var lines = window.render().text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[5].hasPrefix("┌") && lines[5].hasSuffix("┐") && lines[5].count == 30, "full width, at the bottom: \(lines)")
        #expect(lines[6].contains("[ pick ]"))
        #expect(lines[7].hasPrefix("└"))

        try container.show(
            BodyAndOverlaysScreen(body: LabelScreen(label: "body"), overlays: [Overlay(LabelScreen(label: "play"), style: .fullScreen)]),
            in: .empty)
        lines = window.render().text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("┌") && lines[0].count == 30)
        #expect(lines[7].hasPrefix("└"))
        #expect(!window.render().text.contains("body"), "the body is covered")
    }
}
