public import Workflow

/// A feature area that owns a sequence of screens: a ``/Workflow/Workflow`` whose rendering is its own
/// part of a navigation context, never its parent's screens.
///
/// A flow states the kind of place it needs to do its job as ``RequiredContext``: a
/// ``BackStackContext`` to push frames onto, or a ``PresentationContext`` holding one screen it
/// can present over. It renders that context's ``NavigationContext/Content`` (for a back stack,
/// its own non-empty run of frames), and its parent decides where that content goes with a
/// ``ScreenPlacer`` whose context must be the same type, so a flow cannot be started somewhere
/// it cannot work:
///
/// ```swift
/// struct TutorialFlow: Flow {
///     typealias RequiredContext = BackStackContext
///     enum Output { case didPressSkip, didFinish }
///
///     func makeInitialState() -> Bool { false }          // is the finish screen shown?
///
///     func render(state showsFinish: Bool, context: RenderContext<Self>) -> BackStackContent {
///         let sink = context.makeSink(of: Action.self)
///         var frames = BackStackContent(WelcomeScreen(onSkip: { sink.send(.skip) }, onNext: { sink.send(.next) }))
///         if showsFinish {
///             frames.push(FinishScreen(onOK: { sink.send(.ok) }), onGoBack: { sink.send(.back) })
///         }
///         return frames
///     }
///     // Action: .next shows the finish screen, .back hides it, .skip and .ok emit outputs.
/// }
/// ```
///
/// Because a flow is a workflow, its state, actions, workers, side effects, snapshots, tests
/// and observers are the ones every workflow has; a parent starts it with
/// ``Flow/rendered(in:placer:key:onEvent:)``.
public protocol Flow<Output>: Workflow where Rendering == RequiredContext.Content {
    /// The kind of navigation context the flow needs, such as ``BackStackContext``.
    associatedtype RequiredContext: NavigationContext
}
