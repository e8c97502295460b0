#if WebServer
import Workflow
import WorkflowUI
import WorkflowWebServer

/// What the topic bench's Publish button sends: a number, the publishing session's count of
/// its own clicks, so that the load tool knows click *k* as message *k* and can find `#k` in
/// every page's patches.
struct BenchMessage: Codable, Equatable, Sendable {
    var number: Int
}

/// The load tool's broadcast screen (`workflow-web --bench topic`): every session subscribes
/// to one topic and shows how many of its messages it heard and the last one's number; the
/// Publish button sends the next message to every session on every node.
///
/// A message counts as heard only if its number is above the last one's: with one publisher
/// (as the load tool runs it), "Heard N messages, last #N" then proves that messages 1 to N
/// all arrived, once each and in order, and "Heard N, last #L" with N < L that L − N did not.
/// The numbers are each publishing session's own, so pages that publish from two sessions
/// see both sessions' numbers mixed (the load tool never does that).
struct TopicBenchWorkflow: Workflow {
    /// The app's one bus (in-memory, or PostgreSQL's across nodes).
    var bus: any TopicBus
    /// The one topic every session of the bench hears and publishes to.
    var topic = WebTopic<BenchMessage>("bench")

    /// What the page shows (the count and the last number heard, and what went wrong), and
    /// the publisher's clicks on their way to the bus. Not stored: a session restored on
    /// another node hears from then on, so its count starts again.
    struct State {
        var heard = 0
        var last = 0
        /// Messages that came after a higher number (another publisher's, or out of order).
        var outOfOrder = 0
        /// Times the bus said messages may have been missed (its connection dropped).
        var interruptions = 0
        /// Clicks on Publish so far: the number of the latest message asked for.
        var clicks = 0
        /// Numbers clicked but not yet published, oldest first: they go out one at a time, so
        /// they reach the bus in the order of the clicks.
        var unpublished: [Int] = []
        /// Why the last publish failed, if it did.
        var problem: String?
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<TopicBenchWorkflow>) -> TopicBenchScreen {
        let sink = context.makeSink(of: Action.self)
        TopicWorker(bus: bus, topic: topic).running(in: context) { Action.heard($0) }
        if let number = state.unpublished.first {
            PublishBenchMessage(bus: bus, topic: topic, number: number).running(in: context) {
                Action.published(number: number, problem: $0)
            }
        }
        return TopicBenchScreen(
            heard: state.heard, last: state.last, outOfOrder: state.outOfOrder,
            interruptions: state.interruptions, problem: state.problem
        ) { sink.send(.publish) }
    }

    /// A click, a message heard, or a publish done.
    enum Action: WorkflowAction {
        typealias WorkflowType = TopicBenchWorkflow

        case publish
        case heard(TopicEvent<BenchMessage>)
        case published(number: Int, problem: String?)

        func apply(toState state: inout State, context: ApplyContext<TopicBenchWorkflow>) -> Never? {
            switch self {
            case .publish:
                state.clicks += 1
                state.unpublished.append(state.clicks)
            case .heard(.message(let message)) where message.number > state.last:
                state.heard += 1
                state.last = message.number
            case .heard(.message):
                state.outOfOrder += 1
            case .heard(.missedMessages):
                state.interruptions += 1
            case .published(let number, let problem):
                state.unpublished.removeAll { $0 == number }
                state.problem = problem.map { "Message #\(number) was not published: \($0)" }
            }
            return nil
        }
    }
}
#endif
