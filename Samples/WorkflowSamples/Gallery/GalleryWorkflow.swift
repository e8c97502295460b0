public import Workflow
import WorkflowFlows
public import WorkflowUI

/// The demo's gallery: a menu of the samples; choosing one opens it on a back stack over the
/// menu, and going back (Escape in a terminal) closes it. Choosing Quit emits
/// ``GalleryWorkflow/Output/quit``.
///
/// The samples are the same workflows the other tests cover; the gallery only composes them.
/// It starts the same ``TutorialFlow`` three ways (pushed onto its stack, presented as a modal
/// with a stack of its own, and as the second of two tabs), each with a different placer and
/// no change to the flow; every way ends back at the menu on Skip, on OK, or on going back
/// from the tutorial's first screen.
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
        /// ``TutorialFlow`` pushed onto the gallery's back stack.
        case tutorialPushed = "Tutorial (pushed)"
        /// ``TutorialFlow`` presented over the menu, in a back stack of its own.
        case tutorialPresented = "Tutorial (presented)"
        /// ``TutorialFlow`` in the second of two tabs, opened with that tab selected.
        case tutorialInTabs = "Tutorial (in tabs)"
        /// ``SignUpFlow``, which presents ``TermsFlow``, pushed onto the gallery's back stack.
        case signUp = "Sign-up (child flow)"
    }

    /// The mailbox the email browser shows.
    public var mailbox: Mailbox
    /// The tic-tac-toe players' names, X first.
    public var players: [String]
    /// Whether the menu ends with Quit: a terminal app can quit; a page in a browser has
    /// nothing to quit to.
    public var offersQuit: Bool

    /// A gallery with the demo data.
    public init(mailbox: Mailbox = .sample, players: [String] = ["Ann", "Bob"], offersQuit: Bool = true) {
        precondition(players.count == 2, "GalleryWorkflow needs two player names, got \(players)")
        self.mailbox = mailbox
        self.players = players
        self.offersQuit = offersQuit
    }

    /// The gallery's state.
    public struct State: Equatable, Sendable, Codable {
        /// The open sample, if any.
        public var open: Sample?
        /// How many samples were opened: each opening starts afresh.
        public var openings: Int
        /// The selected tab of ``Sample/tutorialInTabs``.
        public var selectedTab: Int

        /// The gallery with the sample `open` showing (`nil`: the list), after `openings` openings.
        public init(open: Sample?, openings: Int, selectedTab: Int = 1) {
            self.open = open
            self.openings = openings
            self.selectedTab = selectedTab
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

    /// The menu, with the open sample above it (or over it, for the presented tutorial).
    public func render(state: State, context: RenderContext<GalleryWorkflow>) -> BackStackScreen {
        let sink = context.makeSink(of: Action.self)
        let menu = GalleryMenuScreen(
            items: Sample.allCases.map(\.rawValue) + (offersQuit ? ["Quit"] : []),
            onChoose: { index in sink.send(index < Sample.allCases.count ? .open(Sample.allCases[index]) : .quit) }
        )
        // The menu frame is always a body with overlays, so presenting over it keeps its view.
        let menuStack = BackStackScreen(bottom: BackStackScreen.Frame(BodyAndOverlaysScreen(body: menu)), onGoBack: { sink.send(.close) })
        let key = "\(state.openings)"
        func withSample(_ screen: any Screen) -> BackStackScreen {
            BackStackScreen(bottom: menuStack.frames[0], above: [BackStackScreen.Frame(screen)], onGoBack: { sink.send(.close) })
        }
        switch state.open {
        case nil:
            return menuStack
        case .ticTacToe:
            return withSample(
                TicTacToeWorkflow(playerX: players[0], playerO: players[1])
                    .onOutput { (_: inout State, _: GameOutcome) -> Output? in nil }
                    .rendered(in: context, key: key)
            )
        case .emailBrowser:
            return withSample(EmailBrowserWorkflow(mailbox: mailbox).rendered(in: context, key: key))
        case .todo:
            return withSample(TodoWorkflow().rendered(in: context, key: key))
        case .search:
            return withSample(
                SearchWorkflow(clock: ContinuousClock())
                    .onOutput { (state: inout State, _: String) -> Output? in
                        state.open = nil
                        return nil
                    }
                    .rendered(in: context, key: key)
            )
        case .stopwatch:
            return withSample(StopwatchWorkflow(clock: ContinuousClock()).rendered(in: context, key: key))
        case .tutorialPushed:
            return TutorialFlow().rendered(in: context, placer: .pushed(in: menuStack), key: key, onEvent: Self.closeOnTutorialEnd)
        case .tutorialPresented:
            let menuWithTutorial = TutorialFlow().rendered(
                in: context, placer: ScreenPlacer.presented(on: menu).embeddedInBackStack(), key: key,
                onEvent: Self.closeOnTutorialEnd
            )
            return BackStackScreen(bottom: BackStackScreen.Frame(menuWithTutorial), onGoBack: { sink.send(.close) })
        case .tutorialInTabs:
            return withSample(tutorialTabs(selectedTab: state.selectedTab, key: key, context: context, sink: sink))
        case .signUp:
            return SignUpFlow().rendered(in: context, placer: .pushed(in: menuStack), key: key) { state, event in
                switch event {
                case .output(.signedUp), .dismissedByUser: state.open = nil
                }
                return nil
            }
        }
    }

    /// Two tabs, About and the tutorial (in a back stack of its own). Going back from the
    /// tutorial's first screen is the gallery's own back, which closes the tabs: a tab cannot
    /// be dismissed by itself.
    private func tutorialTabs(selectedTab: Int, key: String, context: RenderContext<GalleryWorkflow>, sink: Sink<Action>) -> TabScreen {
        let placers = ScreenPlacer.tabs(titled: ["About", "Tutorial"])
        let about = placers[0].place(
            PresentedContent(
                PromptScreen(
                    title: "About",
                    message: "The tutorial in the next tab is the same flow the gallery pushes and presents.",
                    buttons: [.init("Back to the menu") { sink.send(.close) }]
                )))
        let tutorial = TutorialFlow().rendered(
            in: context, placer: placers[1].embeddedInBackStack(), key: key, onEvent: Self.closeOnTutorialEnd
        )
        return TabScreen(tabs: [about, tutorial], selectedIndex: selectedTab, onSelect: { sink.send(.selectTab($0)) })
    }

    /// Every way the tutorial can end goes back to the menu.
    private static func closeOnTutorialEnd(_ state: inout State, _ event: FlowEvent<TutorialFlow.Output>) -> Output? {
        switch event {
        case .output(.didPressSkip), .output(.didFinish), .dismissedByUser: state.open = nil
        }
        return nil
    }

    /// What the menu does; `Codable`, so that a recording of the gallery exports and replays
    /// (the Workflow Inspector's "Make a test").
    public enum Action: WorkflowAction, Equatable, Sendable, Codable {
        public typealias WorkflowType = GalleryWorkflow

        /// Opens a sample.
        case open(Sample)
        /// Closes the open sample.
        case close
        /// Ends the gallery.
        case quit
        /// Selects a tab of the tutorial's tab screen.
        case selectTab(Int)

        /// Opens or closes a sample, or quits.
        public func apply(toState state: inout State, context: ApplyContext<GalleryWorkflow>) -> Output? {
            switch self {
            case .open(let sample):
                state.open = sample
                state.openings += 1
                state.selectedTab = 1
            case .close:
                state.open = nil
            case .quit:
                return .quit
            case .selectTab(let index):
                state.selectedTab = index
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

// The web demo keeps sessions in a store: the open sample (and through it the sample's own
// state) comes back after a restart.
extension GalleryWorkflow: SnapshottingWorkflow {}
