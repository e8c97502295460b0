/// One place in a container view where a child screen is shown, for backends: the child's view,
/// kept while its screens stay compatible, and the binding error when the latest screen could
/// not be shown, which the backend draws in the view's place (red text in the terminal, a
/// message on the page) so that a mistake is visible rather than a blank.
///
/// Every backend's slots are this type (the terminal's `ScreenSlot`, the web's
/// `WebScreenSlot`); they add only how an error and a new view reach their screen. A value
/// kept inside the backend's slot, not an object of its own: a page of a thousand keyed rows
/// has a thousand slots, and one object fewer each is about 70 KiB a page.
@_spi(Backend) public struct ViewSlot<Backend: ViewBackend> {
    private let container = DescribedViewContainer<Backend>()
    /// Why the latest screen could not be shown, or `nil` if it was.
    public private(set) var error: ViewBindingError?

    /// An empty slot.
    public init() {}

    /// The view of the latest screen, or `nil` before the first one or while it could not be
    /// shown.
    public var view: Backend.View? {
        error == nil ? container.view : nil
    }

    /// Shows `screen` in the slot's view (building or replacing it as needed); returns what
    /// happened to the view, or `nil` when the screen could not be shown and ``error`` says
    /// why. The next screen is shown whatever the last one's fate.
    @discardableResult
    public mutating func show(_ screen: any Screen, in environment: ViewEnvironment) -> DescribedViewContainer<Backend>.Change? {
        do {
            let change = try container.show(screen, in: environment)
            error = nil
            return change
        } catch {
            self.error = error
            return nil
        }
    }
}
