public import Workflow

/// Search as you type: waits until typing pauses (a debounce), then runs a search worker; a new
/// query cancels the wait or the search in flight and starts over. Emits the result picked.
///
/// There is no timer or task in the state: the worker declared for the current query *is* the
/// search, and the runtime cancels and replaces it when the query changes.
public struct SearchWorkflow<C: Clock<Duration>>: Workflow {
    /// Where to search.
    public var index: SearchIndex
    /// The clock for the debounce and the fake latency.
    public var clock: C
    /// How long typing must pause before a search starts.
    public var debounce: Duration
    /// How long the fake search takes.
    public var latency: Duration

    /// Makes a search over `index`; times are measured on `clock`.
    public init(
        index: SearchIndex = .sample,
        clock: C,
        debounce: Duration = .milliseconds(300),
        latency: Duration = .milliseconds(200)
    ) {
        self.index = index
        self.clock = clock
        self.debounce = debounce
        self.latency = latency
    }

    /// The query as typed and the latest results.
    public struct State: Equatable, Sendable {
        /// The query as typed.
        public var query = ""
        /// The latest results, perhaps of an earlier query.
        public var results: SearchResults?
        /// Ticks of the busy indicator while a search is under way, for views that animate it.
        public var spinnerTick = 0

        /// The starting state.
        public init() {}
    }

    /// The title the user picked.
    public typealias Output = String

    /// Starts with an empty query and no results.
    public func makeInitialState() -> State { State() }

    /// Renders the query and results, and runs the debounced search for a non-empty query.
    public func render(state: State, context: RenderContext<SearchWorkflow>) -> SearchScreen {
        if !state.query.isEmpty {
            SearchWorker(query: state.query, index: index, latency: latency, clock: clock)
                .debounced(for: debounce, clock: clock)
                .onOutput { (state: inout State, results: SearchResults) -> String? in
                    state.results = results
                    return nil
                }
                .running(in: context, key: "search")
        }
        let status: SearchScreen.Status = state.query.isEmpty ? .idle : (state.results?.query == state.query ? .done : .searching)
        if status == .searching {
            // Only while a search is under way: an idle screen asks for no redraws.
            TimerWorker(every: .milliseconds(100), clock: clock)
                .mapOutput { _ in Action.spin }
                .running(in: context, key: "spinner")
        }
        let sink = context.makeSink(of: Action.self)
        return SearchScreen(
            query: state.query,
            status: status,
            spinnerTick: state.spinnerTick,
            results: state.results?.titles ?? [],
            onQueryChanged: { sink.send(.changeQuery($0)) },
            onResultSelected: { sink.send(.select($0)) }
        )
    }

    /// What the screen can do.
    public enum Action: WorkflowAction {
        /// The query was edited.
        case changeQuery(String)
        /// A result was picked.
        case select(String)
        /// A tick of the busy indicator.
        case spin

        /// Replaces the query, or emits the picked title.
        public func apply(toState state: inout State, context: ApplyContext<SearchWorkflow>) -> String? {
            switch self {
            case .changeQuery(let query):
                state.query = query
                return nil
            case .select(let title):
                return title
            case .spin:
                state.spinnerTick += 1
                return nil
            }
        }
    }
}
