import Workflow
import WorkflowFlows
import WorkflowUI

/// A screen with a title and buttons, for the flows under test.
struct Card: Screen {
    var title: String
    var onNext: () -> Void = {}
    var onFinish: () -> Void = {}
    var onTab: (Int) -> Void = { _ in }
}

/// A screen that asks something over another.
struct Question: Screen {
    var onAnswer: () -> Void = {}
}

/// Two cards on a back stack: Next pushes the second, Finish emits `.finished`, Ask presents a
/// question over the top card.
struct TwoCardsFlow: Flow {
    typealias RequiredContext = BackStackContext
    enum Output: Equatable { case finished }

    struct State { var second = false; var asking = false }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<TwoCardsFlow>) -> BackStackContent {
        let sink = context.makeStateMutationSink()
        let output = context.makeOutputSink()
        func card(_ title: String, isTop: Bool) -> BodyAndOverlaysScreen<Card> {
            let card = Card(
                title: title,
                onNext: { sink.send { $0.second = true } },
                onFinish: { output.send(.finished) },
                onTab: { _ in sink.send { $0.asking = true } }
            )
            let question = Question(onAnswer: { sink.send { $0.asking = false } })
            return BodyAndOverlaysScreen(
                body: card, overlays: state.asking && isTop ? [Overlay(question, onDismiss: { sink.send { $0.asking = false } })] : [])
        }
        var content = BackStackContent(card("first", isTop: !state.second), key: "first")
        if state.second { content.push(card("second", isTop: true), key: "second", onGoBack: { sink.send { $0.second = false } }) }
        return content
    }
}

/// One presented card with tabs inside it: its tab screen's selection is its state.
struct TabbedCardFlow: Flow {
    typealias RequiredContext = PresentationContext
    typealias Output = Never

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<TabbedCardFlow>) -> PresentedContent {
        let sink = context.makeStateMutationSink()
        return PresentedContent(
            TabScreen(
                tabs: [TabScreen.Tab(title: "A", screen: Card(title: "a")), TabScreen.Tab(title: "B", screen: Card(title: "b"))],
                selectedIndex: state,
                onSelect: { index in sink.send { $0 = index } }
            ))
    }
}
