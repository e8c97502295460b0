import Workflow
import WorkflowUI

/// The demo's gallery: a menu of the samples; choosing one opens it on a back stack over the
/// menu, and going back (Escape in a terminal) closes it. Choosing Quit emits
/// ``GalleryWorkflow/Output/quit``.
///
/// The samples are the same workflows the other tests cover; the gallery only composes them.
public struct GalleryWorkflow: Workflow, Equatable {
    /// The samples on the menu.
    public enum Sample: String, CaseIterable, Equatable, Sendable, Codable {
        /// ``TicTacToeWorkflow``.
        case ticTacToe = "Tic-tac-toe"
        /// ``EmailBrowserWorkflow``.
        case emailBrowser = "Email browser"
        /// ``TodoWorkflow``.
        case todo = "To-do list"
        /// ``SearchWorkflow``, searching as the person types.
        case search = "Search"
        /// ``StopwatchWorkflow``, ticking with no input.
        case stopwatch = "Stopwatch"
    }

    /// The mailbox the email browser shows.
    public var mailbox: Mailbox
    /// The tic-tac-toe players' names, X first.
    public var players: [String]

    /// A gallery with the demo data.
    public init(mailbox: Mailbox = .sample, players: [String] = ["Ann", "Bob"]) {
        precondition(players.count == 2, "GalleryWorkflow needs two player names, got \(players)")
        self.mailbox = mailbox
        self.players = players
    }

    /// The gallery's state.
    public struct State: Equatable, Sendable, Codable {
        /// The open sample, if any.
        public var open: Sample?
        /// How many samples were opened: each opening starts afresh.
        public var openings: Int

        /// Makes a state.
        public init(open: Sample?, openings: Int) {
            self.open = open
            self.openings = openings
        }
    }

    /// Why the gallery ended.
    public enum Output: Equatable, Sendable {
        /// Quit was chosen.
        case quit
    }

    /// Starts on the menu.
    public func makeInitialState() -> State {
        State(open: nil, openings: 0)
    }

    /// The menu, with the open sample above it.
    public func render(state: State, context: RenderContext<GalleryWorkflow>) -> BackStackScreen {
        let sink = context.makeSink(of: Action.self)
        let menu = GalleryMenuScreen(
            items: Sample.allCases.map(\.rawValue) + ["Quit"],
            onChoose: { index in sink.send(index < Sample.allCases.count ? .open(Sample.allCases[index]) : .quit) }
        )
        let key = "\(state.openings)"
        let sample: (any Screen)? = switch state.open {
        case nil: nil
        case .ticTacToe:
            TicTacToeWorkflow(playerX: players[0], playerO: players[1])
                .onOutput { (_: inout State, _: GameOutcome) -> Output? in nil }
                .rendered(in: context, key: key)
        case .emailBrowser:
            EmailBrowserWorkflow(mailbox: mailbox).rendered(in: context, key: key)
        case .todo:
            TodoWorkflow().rendered(in: context, key: key)
        case .search:
            SearchWorkflow(clock: ContinuousClock())
                .onOutput { (state: inout State, _: String) -> Output? in
                    state.open = nil
                    return nil
                }
                .rendered(in: context, key: key)
        case .stopwatch:
            StopwatchWorkflow(clock: ContinuousClock()).rendered(in: context, key: key)
        }
        return BackStackScreen(
            bottom: BackStackScreen.Frame(menu),
            above: sample.map { [BackStackScreen.Frame($0)] } ?? [],
            onGoBack: { sink.send(.close) }
        )
    }

    /// What the menu does.
    public enum Action: WorkflowAction, Equatable, Sendable {
        public typealias WorkflowType = GalleryWorkflow

        /// Opens a sample.
        case open(Sample)
        /// Closes the open sample.
        case close
        /// Ends the gallery.
        case quit

        /// Opens or closes a sample, or quits.
        public func apply(toState state: inout State, context: ApplyContext<GalleryWorkflow>) -> Output? {
            switch self {
            case .open(let sample):
                state.open = sample
                state.openings += 1
            case .close:
                state.open = nil
            case .quit:
                return .quit
            }
            return nil
        }
    }
}

/// The gallery's menu.
public struct GalleryMenuScreen: Screen {
    /// The entries, in order.
    public var items: [String]
    /// Chooses the entry at an index.
    public var onChoose: (Int) -> Void
}
