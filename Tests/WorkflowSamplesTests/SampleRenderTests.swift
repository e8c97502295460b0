import Clocks
import Testing
import Workflow
import WorkflowSamples
import WorkflowTesting

/// Each sample's logic as render and action tests: children, workers and callbacks stand
/// in for the real ones, so each test checks one workflow alone.
@Suite struct SampleRenderTests {
    // MARK: Tic-tac-toe

    @Test func ticTacToeSelectingASpaceIsAnActionThatFillsIt() {
        let center = Position(row: 1, column: 1)
        TicTacToeWorkflow(playerX: "Ann", playerO: "Bob")
            .renderTester()
            .render { screen in
                #expect(screen.currentPlayerName == "Ann")
                screen.onSpaceSelected(center)
            }
            .assert(action: TicTacToeWorkflow.Action.selectSpace(center))
            .verifyState { state in
                #expect(state.board[center] == .filled(.x))
                #expect(state.currentTurn == .o)
            }
            .assertNoOutput()
    }

    @Test func ticTacToeTheWinningMoveIsTheOutput() {
        let game = TicTacToeWorkflow(playerX: "Ann", playerO: "Bob")
        let moves = [(0, 0), (1, 0), (0, 1), (1, 1)].map { Position(row: $0.0, column: $0.1) }
        let beforeLastMove = moves.reduce(TicTacToeWorkflow.Action.tester(withState: game.makeInitialState(), workflow: game)) {
            $0.send(action: .selectSpace($1))
        }
        beforeLastMove
            .assertNoOutput()
            .send(action: .selectSpace(Position(row: 0, column: 2)))
            .assert(output: .won(.x))
            .verifyState { #expect($0.outcome == .won(.x)) }
            .send(action: .selectSpace(Position(row: 2, column: 2)))
            .assertNoOutput()
            .verifyState { #expect($0.problem != nil, "a move after the end is refused") }
    }

    // MARK: Email browser

    @Test func emailBrowserSelectionComesFromTheInboxOutput() {
        let browser = EmailBrowserWorkflow(mailbox: .sample)
        let inboxStandIn = InboxScreen(rows: [], onMessageSelected: { _ in })
        let messageStandIn = MessageScreen(title: "stand-in", from: "", body: "")
        var selected = browser.makeInitialState()
        selected.selection = MessageID(2)

        browser.renderTester()
            .expectWorkflow(
                type: InboxWorkflow.self, producingRendering: inboxStandIn, producingOutput: MessageID(2),
                assertions: { inbox in
                    #expect(inbox.selection == nil)
                    #expect(inbox.messages.count == 3)
                }
            )
            .expectWorkflow(
                type: MessageWorkflow.self, producingRendering: messageStandIn,
                assertions: { message in
                    #expect(message.messageID == nil)
                }
            )
            .render { screen in
                #expect(screen.trailing == messageStandIn)
            }
            .assert(state: selected)
            .renderTester()
            .expectWorkflow(type: InboxWorkflow.self, producingRendering: inboxStandIn)
            .expectWorkflow(
                type: MessageWorkflow.self, producingRendering: messageStandIn,
                assertions: { message in
                    #expect(message.messageID == MessageID(2), "the selection became the message's props")
                }
            )
            .render()
            .assertNoAction()
    }

    @Test func inboxSelectingARowIsTheOutput() {
        InboxWorkflow(messages: Mailbox.sample.messages, selection: MessageID(1))
            .renderTester()
            .render { screen in
                #expect(screen.rows.map(\.isSelected) == [true, false, false])
                screen.onMessageSelected(MessageID(3))
            }
            .assert(output: MessageID(3))
    }

    // MARK: Search

    @Test func aSearchUnderWayTicksItsBusyIndicatorAndAnIdleOneDoesNot() {
        let clock = TestClock()
        let search = SearchWorkflow(clock: clock)
        var typed = search.makeInitialState()
        typed.query = "pro"
        search.renderTester(initialState: typed)
            .expectWorker(
                SearchWorker(query: "pro", index: .sample, latency: .milliseconds(200), clock: clock)
                    .debounced(for: .milliseconds(300), clock: clock),
                key: "search"
            )
            .expectWorker(TimerWorker(every: .milliseconds(100), clock: clock), mockingOutput: clock.now, key: "spinner")
            .render { #expect($0.spinnerTick == 0) }
            .verifyState { #expect($0.spinnerTick == 1) }
        search.renderTester(initialState: search.makeInitialState())
            .render { #expect($0.status == .idle) }
    }

    @Test func searchRunsTheDebouncedSearchForTheQueryAndShowsItsResults() {
        let clock = TestClock()
        let search = SearchWorkflow(clock: clock)
        var typed = search.makeInitialState()
        typed.query = "pro"
        let found = SearchResults(query: "pro", titles: ["Structured Programming"])

        search.renderTester(initialState: typed)
            .expectWorker(
                SearchWorker(query: "pro", index: .sample, latency: .milliseconds(200), clock: clock)
                    .debounced(for: .milliseconds(300), clock: clock),
                mockingOutput: found,
                key: "search"
            )
            .expectWorker(TimerWorker(every: .milliseconds(100), clock: clock), key: "spinner")
            .render { screen in
                #expect(screen.status == .searching)
            }
            .verifyState { #expect($0.results == found) }
            .renderTester()
            .expectWorker(
                SearchWorker(query: "pro", index: .sample, latency: .milliseconds(200), clock: clock)
                    .debounced(for: .milliseconds(300), clock: clock),
                key: "search"
            )
            .render { screen in
                #expect(screen.status == .done)
                #expect(screen.results == ["Structured Programming"])
            }
    }

    @Test func searchAnEmptyQueryRunsNoWorker() {
        SearchWorkflow(clock: TestClock())
            .renderTester()
            .render { screen in
                #expect(screen.status == .idle)
                screen.onQueryChanged("s")
            }
            .verifyState { #expect($0.query == "s") }
    }

    // MARK: Stopwatch

    @Test func stopwatchTicksOnlyWhileRunning() {
        let clock = TestClock()
        let stopwatch = StopwatchWorkflow(clock: clock)
        stopwatch.renderTester()
            .render { $0.onStartOrPause() }
            .renderTester()
            .expectWorker(TimerWorker(every: .seconds(1), clock: clock), mockingOutput: clock.now, key: "tick")
            .render { screen in
                #expect(screen.isRunning)
            }
            .assert(action: StopwatchWorkflow.Action.tick)
            .verifyState { #expect($0.elapsedSeconds == 1) }
    }
}
