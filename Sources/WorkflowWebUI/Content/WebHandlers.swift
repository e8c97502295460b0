/// An element's event handlers, at most one per event, kept sorted by event in a small array.
///
/// An element handles one event or two, and the server keeps every element of every page:
/// a dictionary cost about 130 bytes an element where this costs about 60, and telling
/// whether an update changed which events an element handles is a comparison of a few bytes
/// instead of building the `data-wf-on` text twice.
struct WebHandlers {
    private var entries: [(event: WebEvent, handler: WebHandler)] = []

    var isEmpty: Bool { entries.isEmpty }

    /// The handler for `event`; setting `nil` removes it.
    subscript(event: WebEvent) -> WebHandler? {
        get { entries.first { $0.event == event }?.handler }
        set {
            // Most elements handle one event: a list of one, made at once, costs a third of
            // inserting into an empty list.
            if entries.isEmpty {
                if let newValue { entries = [(event, newValue)] }
                return
            }
            let index = entries.firstIndex { $0.event >= event } ?? entries.endIndex
            let isPresent = index < entries.endIndex && entries[index].event == event
            switch (newValue, isPresent) {
            case (let handler?, true): entries[index].handler = handler
            case (let handler?, false): entries.insert((event, handler), at: index)
            case (nil, true): entries.remove(at: index)
            case (nil, false): break
            }
        }
    }

    /// Whether both handle the same events (whatever their handlers do).
    func handlesSameEvents(as other: WebHandlers) -> Bool {
        entries.count == other.entries.count
            && zip(entries, other.entries).allSatisfy { $0.event == $1.event }
    }

    /// The value of the `data-wf-on` attribute: the events the page must report, or `nil`.
    var eventsAttribute: String? {
        isEmpty ? nil : entries.map(\.event.rawValue).joined(separator: " ")
    }
}
