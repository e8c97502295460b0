/// Tells a host's observers about runtime diagnostics. A separate object from the runtime so
/// that a sink kept after its host is gone can still report the action it drops.
final class DiagnosticReporter {
    let observers: [any WorkflowObserver]

    init(observers: [any WorkflowObserver]) {
        self.observers = observers
    }

    func report(_ diagnostic: RuntimeDiagnostic) {
        diagnostic.printInDebugBuilds()
        for observer in observers { observer.runtimeDidReport(diagnostic) }
    }
}
