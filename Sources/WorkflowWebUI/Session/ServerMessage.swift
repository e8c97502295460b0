/// A message from the server to the page, as `docs/web-protocol.md` describes it.
public enum ServerMessage: Equatable, Sendable {
    /// The page is up to date as of patch `sequence`, and the session has applied its events
    /// up to `acknowledged`; sent in answer to a join. The page re-sends its later events.
    case joined(sequence: Int, acknowledged: Int)
    /// Patch number `sequence`, to apply in order; `acknowledged` is the number of the last
    /// event from the page that the server had applied when it made the patch.
    case patch(sequence: Int, acknowledged: Int, operations: [PatchOperation])
    /// The server applied the page's event `acknowledged`, which changed nothing on the page.
    case acknowledged(Int)
    /// The page must replace everything inside the root with `html`; it is then up to date as
    /// of patch `sequence` of the session's incarnation `epoch`, whose state includes the
    /// page's events up to `acknowledged`. Sent in answer to a join.
    case reset(sequence: Int, acknowledged: Int, epoch: String, html: String)
    /// The session's store holds its state as of the page's event `event`: the page may forget
    /// its events up to it, which a restored session would never need again.
    case stored(event: Int)
    /// The page sent something the server refused; the connection closes after it.
    case error(code: String, message: String)
    /// The page is now at `url` (a path and query) titled `title`: a new entry in the
    /// browser's history, or, when `replace` is true, a correction of the current one.
    case location(url: String, title: String, replace: Bool)

    /// The message as JSON text.
    public var json: String {
        json(carryingStoredEvent: nil)
    }

    /// Whether the message can carry the news that the page's events up to some number are
    /// stored (`"s"`): a patch or an acknowledgement, the messages a page's events cause.
    package var canCarryStoredEvent: Bool {
        switch self {
        case .patch, .acknowledged: true
        default: false
        }
    }

    /// The message as JSON text, telling the page, when `stored` is given and the message
    /// ``canCarryStoredEvent``, that its events up to `stored` are stored, as a `stored`
    /// message would: one message to write instead of two.
    package func json(carryingStoredEvent stored: Int?) -> String {
        writer(carryingStoredEvent: stored).output
    }

    /// ``json(carryingStoredEvent:)``'s UTF-8 bytes, as a socket writes them: making the text a
    /// `String` first cost an allocation and a pass checking it, on every event.
    package func jsonBytes(carryingStoredEvent stored: Int? = nil) -> [UInt8] {
        writer(carryingStoredEvent: stored).outputBytes
    }

    private func writer(carryingStoredEvent stored: Int?) -> JSONWriter {
        var writer = JSONWriter(capacity: estimatedJSONBytes)
        switch self {
        case .joined(let sequence, let acknowledged):
            writer.raw("{\"type\":\"joined\",\"seq\":")
            writer.number(sequence)
            writer.raw(",\"ack\":")
            writer.number(acknowledged)
        case .patch(let sequence, let acknowledged, let operations):
            // The most frequent message has the shortest form: no "type", one-letter keys.
            writer.raw("{\"p\":")
            writer.number(sequence)
            writer.raw(",\"a\":")
            writer.number(acknowledged)
            writer.raw(",\"o\":[")
            for (index, operation) in operations.enumerated() {
                if index > 0 { writer.raw(",") }
                Self.write(operation, to: &writer)
            }
            writer.raw("]")
        case .acknowledged(let number):
            writer.raw("{\"type\":\"ack\",\"ack\":")
            writer.number(number)
        case .reset(let sequence, let acknowledged, let epoch, let html):
            writer.raw("{\"type\":\"reset\",\"seq\":")
            writer.number(sequence)
            writer.raw(",\"ack\":")
            writer.number(acknowledged)
            writer.raw(",\"epoch\":")
            writer.string(epoch)
            writer.raw(",\"html\":")
            writer.string(html)
        case .stored(let event):
            writer.raw("{\"type\":\"stored\",\"n\":")
            writer.number(event)
        case .error(let code, let message):
            writer.raw("{\"type\":\"error\",\"code\":")
            writer.string(code)
            writer.raw(",\"message\":")
            writer.string(message)
        case .location(let url, let title, let replace):
            writer.raw("{\"type\":\"location\",\"url\":")
            writer.string(url)
            writer.raw(",\"title\":")
            writer.string(title)
            writer.raw(replace ? ",\"replace\":true" : ",\"replace\":false")
        }
        if let stored, canCarryStoredEvent {
            writer.raw(",\"s\":")
            writer.number(stored)
        }
        writer.raw("}")
        return writer
    }

    /// Room enough for the message's JSON in most cases, so that its buffer is made once.
    private var estimatedJSONBytes: Int {
        switch self {
        case .patch(_, _, let operations): 48 + operations.reduce(0) { $0 + $1.keptBytes }
        case .reset(_, _, let epoch, let html): 96 + epoch.utf8.count + html.utf8.count
        case .error(let code, let message): 64 + code.utf8.count + message.utf8.count
        case .location(let url, let title, _): 80 + url.utf8.count + title.utf8.count
        case .joined, .acknowledged, .stored: 64
        }
    }

    private static func write(_ operation: PatchOperation, to writer: inout JSONWriter) {
        switch operation {
        case .setText(let parent, let index, let text):
            writer.raw("[\"t\",")
            writer.number(parent)
            writer.raw(",")
            writer.number(index)
            writer.raw(",")
            writer.string(text)
        case .setAttribute(let element, let name, let value):
            writer.raw("[\"a\",")
            writer.number(element)
            writer.raw(",")
            writer.string(name)
            writer.raw(",")
            writer.optionalString(value)
        case .insert(let parent, let index, let html):
            writer.raw("[\"i\",")
            writer.number(parent)
            writer.raw(",")
            writer.number(index)
            writer.raw(",")
            writer.string(html)
        case .remove(let parent, let index):
            writer.raw("[\"r\",")
            writer.number(parent)
            writer.raw(",")
            writer.number(index)
        case .move(let parent, let from, let to):
            writer.raw("[\"m\",")
            writer.number(parent)
            writer.raw(",")
            writer.number(from)
            writer.raw(",")
            writer.number(to)
        case .replaceContent(let element, let html):
            writer.raw("[\"h\",")
            writer.number(element)
            writer.raw(",")
            writer.string(html)
        case .replaceElement(let element, let html):
            writer.raw("[\"o\",")
            writer.number(element)
            writer.raw(",")
            writer.string(html)
        case .streamAppend(let container, let key, let html):
            writeStreamItem("sa", container, key, html, to: &writer)
        case .streamPrepend(let container, let key, let html):
            writeStreamItem("sp", container, key, html, to: &writer)
        case .streamUpdate(let container, let key, let html):
            writeStreamItem("su", container, key, html, to: &writer)
        case .streamRemove(let container, let key):
            writer.raw("[\"sd\",")
            writer.number(container)
            writer.raw(",")
            writer.string(key)
        case .streamReset(let container):
            writer.raw("[\"sr\",")
            writer.number(container)
        }
        writer.raw("]")
    }

    /// An operation that carries a stream item: its name, container, key and markup.
    private static func writeStreamItem(_ name: StaticString, _ container: Int, _ key: String, _ html: String, to writer: inout JSONWriter)
    {
        writer.raw("[\"")
        writer.raw(name)
        writer.raw("\",")
        writer.number(container)
        writer.raw(",")
        writer.string(key)
        writer.raw(",")
        writer.string(html)
    }
}
