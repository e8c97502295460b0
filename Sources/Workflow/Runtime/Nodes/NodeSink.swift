/// The receiver behind every ``Sink`` a running node makes: one per node and action type,
/// made on the first render that asks for it and reused on every later one.
///
/// It holds its node strongly, so sending needs no weak reference (a weak reference would give
/// every node a side table and slow down all of its reference counting). The node drops its
/// cached receivers when it ends, which breaks the cycle; a sink kept after that keeps only the
/// ended node, which ignores what it is sent and reports it through `reporter`, which stays
/// valid even when the host is gone.
@usableFromInline
final class NodeSink<W: Workflow, Action: WorkflowAction>: SinkReceiver<Action> where Action.WorkflowType == W {
    let node: WorkflowNode<W>
    let reporter: DiagnosticReporter

    init(node: WorkflowNode<W>, reporter: DiagnosticReporter) {
        self.node = node
        self.reporter = reporter
        super.init(actionType: ObjectIdentifier(Action.self))
    }

    override func receive(_ action: Action) {
        guard !node.hasEnded else {
            reporter.report(.droppedAction(Action.self, sentTo: W.self, key: node.key))
            return
        }
        node.receive(action)
    }
}

/// The sink receivers of a node that made sinks of more than one action type, by action type.
/// Most nodes use one type and never make a table.
final class SinkTable: SinkSlot {
    var receivers: [ObjectIdentifier: SinkSlot]

    init(_ receivers: [ObjectIdentifier: SinkSlot]) {
        self.receivers = receivers
        super.init(actionType: ObjectIdentifier(SinkTable.self))
    }
}
