/// An action sent by a run that can be replaced or ended before the action arrives: a
/// worker's output. Such an action never becomes an update once its run is over; it is
/// discarded before it reaches the action queue and without a dropped-action report, because
/// a run that ended was meant to stop delivering.
protocol ExpiringAction<WorkflowType>: WorkflowAction {
    /// Whether the run that sent the action is still the current one in `state`.
    func isCurrent(in state: WorkflowType.State) -> Bool
}
