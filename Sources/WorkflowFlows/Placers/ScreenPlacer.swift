/// Places a flow's content into its parent's rendering, and says by its type which
/// ``NavigationContext`` the flow ends up in.
///
/// The parent makes a placer on each render pass and passes it to
/// ``Flow/rendered(in:placer:key:onEvent:)``, which accepts it only if `Context` is the flow's
/// ``Flow/RequiredContext``. The placer is a plain function from the flow's content to
/// `Placed`, the parent's rendering (or the part of it that holds the flow): the flow never
/// sees what else the parent shows, and the parent never sees the flow's screens one by one.
///
/// The built-in placers put a back stack flow at the root of a stack or pushed onto one
/// (``root(of:)``, ``pushed(in:)-(BackStackScreen)``), present a screen over another
/// (``presented(on:)-(Body)``), embed a back stack in any place for one screen
/// (``embeddedInBackStack()``) and make one placer per tab (``tabs(titled:)``). Write your own
/// for your own containers with ``init(_:)``:
///
/// ```swift
/// extension ScreenPlacer where Context == PresentationContext, Placed == SplitScreen<InboxScreen, AnyScreen> {
///     /// The flow's screen beside the inbox.
///     static func beside(_ inbox: InboxScreen) -> Self {
///         ScreenPlacer { content in SplitScreen(leading: inbox, trailing: content.screen) }
///     }
/// }
/// ```
public struct ScreenPlacer<Context: NavigationContext, Placed> {
    private let placeContent: (Context.Content) -> Placed

    /// A placer that places content with `place`.
    public init(_ place: @escaping (Context.Content) -> Placed) {
        placeContent = place
    }

    /// Places `content`, returning the parent's rendering with it.
    public func place(_ content: Context.Content) -> Placed {
        placeContent(content)
    }

    /// A placer that places like this one, then transforms the result: for a parent whose
    /// rendering wraps what this placer makes.
    public func map<NewPlaced>(_ transform: @escaping (Placed) -> NewPlaced) -> ScreenPlacer<Context, NewPlaced> {
        ScreenPlacer<Context, NewPlaced> { content in transform(placeContent(content)) }
    }
}
