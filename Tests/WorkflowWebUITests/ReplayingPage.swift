import Testing
import Workflow
import WorkflowUI
@testable import WorkflowWebUI

/// A page that keeps its events until they are safe and re-sends them after a reconnect, by
/// the rules of the page's script (`Page/workflow.js`, docs/web-protocol.md): what lets a
/// test cut the connection, or restart the server, anywhere in a scripted session.
@MainActor
final class ReplayingPage<W: Workflow> where W.Rendering: Screen {
    struct PendingEvent {
        var number: Int
        var target: Int
        var event: String
        var value: String?
        var path: [Int]
    }

    private(set) var session: WebSession<W>
    let durable: Bool
    /// The page's copy of `#wf-root`.
    private(set) var root: PageNode
    private var sequence = 0
    private var epoch: String
    private var eventNumber = 0
    private(set) var pending: [PendingEvent] = []
    private var replaying = false
    private var awaited = 0
    private var connected = false
    /// Messages the server sent that have not reached the page yet.
    private var inFlight: [ServerMessage] = []
    static var token: String { "token" }

    init(_ session: WebSession<W>, durable: Bool) throws {
        self.session = session
        self.durable = durable
        session.keepsEventsUntilStored = durable
        root = try #require(try PageParser.parse(session.pageHTML).first)
        epoch = session.epoch
        listen()
        try connect()
    }

    private func listen() {
        session.onMessage = { [unowned self] message in inFlight.append(message) }
    }

    // MARK: The connection

    func connect() throws {
        connected = true
        try session.receive(.join(token: Self.token, sequence: sequence, epoch: epoch), expectedToken: Self.token)
        try deliver()
    }

    /// The connection drops; what the server had sent and the page had not read is lost.
    func cut() {
        inFlight = []
        connected = false
        session.connectionDidClose()
    }

    /// The server is replaced by `session` (restored from a store); the page loses its
    /// connection and whatever was on its way.
    func serverRestarted(as session: WebSession<W>) {
        cut()
        self.session = session
        session.keepsEventsUntilStored = durable
        listen()
    }

    /// Hands every message the server sent to the page, including answers to what the page
    /// sends while handling them.
    func deliver() throws {
        while !inFlight.isEmpty {
            try handle(inFlight.removeFirst())
        }
    }

    /// The store holds the session as of now: the server tells the page.
    func storedUpTo(_ event: Int) throws {
        guard connected else { return }
        try handle(.stored(event: event))
    }

    // MARK: What the person does

    /// Clicks the element showing `text`.
    func click(_ text: String) throws {
        let element = try #require(find { $0.children.contains { $0.tag == nil && $0.text == text } }, "no element shows \"\(text)\"")
        try user("click", on: element, value: nil)
    }

    /// Types so that the (only) text field holds `text`.
    func type(_ text: String) throws {
        let field = try #require(find { $0.tag == "input" }, "no text field")
        try user("input", on: field, value: text)
    }

    /// Not delivered: the caller delivers, or cuts first.
    private func user(_ event: String, on element: PageNode, value: String?) throws {
        eventNumber += 1
        let entry = PendingEvent(
            number: eventNumber, target: try #require(Int(element.attributes["data-wf"] ?? "")),
            event: event, value: value, path: try #require(path(to: element, in: root))
        )
        pending.append(entry)
        if connected && !replaying { try send(entry) }
    }

    private func send(_ entry: PendingEvent) throws {
        try session.receive(
            .event(number: entry.number, target: entry.target, event: entry.event, value: entry.value), expectedToken: Self.token)
    }

    // MARK: The page script's rules

    private func handle(_ message: ServerMessage) throws {
        switch message {
        case .joined(_, let acknowledged):
            try resume(acknowledged: acknowledged, epoch: nil)
        case .patch(let number, let acknowledged, let operations):
            guard number == sequence + 1 else { throw PageError.malformed("patch \(number) after \(sequence)") }
            let holder = PageNode(tag: "#holder")
            holder.children = [root]
            try holder.apply(operations)
            sequence = number
            try applied(acknowledged)
        case .acknowledged(let acknowledged):
            try applied(acknowledged)
        case .stored(let event):
            forget(upTo: event)
        case .reset(let number, let acknowledged, let newEpoch, let html):
            root.children = try PageParser.parse(html)
            sequence = number
            try resume(acknowledged: acknowledged, epoch: newEpoch)
        case .error(let code, let text):
            throw PageError.malformed("the server refused a message: \(code) \(text)")
        case .location:
            break  // the address bar is not this page's concern
        }
    }

    private func forget(upTo event: Int) {
        pending.removeAll { $0.number <= event }
    }

    private func resume(acknowledged: Int, epoch newEpoch: String?) throws {
        let restored = newEpoch != nil && newEpoch != epoch
        if let newEpoch, restored {
            epoch = newEpoch
            replaying = true
        }
        if !durable || restored { forget(upTo: acknowledged) }
        if replaying {
            try replay(after: acknowledged)
        } else {
            for entry in pending where entry.number > acknowledged { try send(entry) }
        }
    }

    private func applied(_ acknowledged: Int) throws {
        if !durable { forget(upTo: acknowledged) }
        if replaying && acknowledged >= awaited { try replay(after: acknowledged) }
    }

    private func replay(after acknowledged: Int) throws {
        guard let index = pending.firstIndex(where: { $0.number > acknowledged }) else {
            replaying = false
            return
        }
        let next = pending[index]
        if let element = node(at: next.path), let id = element.attributes["data-wf"].flatMap(Int.init),
            element.attributes["data-wf-on"]?.split(separator: " ").contains(Substring(next.event)) == true
        {
            pending[index].target = id
            awaited = next.number
            try send(pending[index])
        } else {
            pending.remove(at: index)
            try replay(after: acknowledged)
        }
    }

    // MARK: Finding things

    private func find(_ matches: (PageNode) -> Bool) -> PageNode? {
        func search(_ node: PageNode) -> PageNode? {
            if node.tag != nil, matches(node) { return node }
            for child in node.children { if let found = search(child) { return found } }
            return nil
        }
        return search(root)
    }

    private func path(to target: PageNode, in node: PageNode) -> [Int]? {
        if node === target { return [] }
        for (index, child) in node.children.enumerated() {
            if let rest = path(to: target, in: child) { return [index] + rest }
        }
        return nil
    }

    private func node(at path: [Int]) -> PageNode? {
        path.reduce(Optional(root)) { node, index in
            guard let node, index < node.children.count else { return nil }
            return node.children[index]
        }
    }

    /// What the person sees: the page's text in order, without ids.
    var visibleText: String {
        func text(_ node: PageNode) -> String {
            if node.tag == nil { return node.text }
            let value = node.attributes["value"].map { "[\($0)]" } ?? ""
            return value + node.children.map(text).joined(separator: "|")
        }
        return text(root)
    }

    /// Whether the page is exactly the session's page now (ids included).
    func matchesServer() throws -> Bool {
        let fresh = try #require(try PageParser.parse(session.pageHTML).first)
        for bookkeeping in ["data-wf-seq", "data-wf-ack", "data-wf-epoch", "data-wf-durable"] {
            fresh.attributes[bookkeeping] = nil
            root.attributes[bookkeeping] = nil
        }
        return fresh == root
    }
}
