/// Asynchronous work declared from `render`: it starts on the first pass that runs it, keeps
/// running while later passes run an equivalent worker, and is cancelled when a pass stops
/// running it, when its workflow ends or when the host stops.
///
/// ```swift
/// struct LoadProfile: Worker, Equatable {
///     var userID: Int
///     let api: ProfileAPI
///
///     func run() async -> Result<Profile, ProfileError> {
///         await api.profile(for: userID)
///     }
///
///     static func == (lhs: Self, rhs: Self) -> Bool { lhs.userID == rhs.userID }
/// }
///
/// // in render:
/// LoadProfile(userID: userID, api: api)
///     .onOutput { (state: inout State, result) -> Never? in state.profile = result; return nil }
///     .running(in: context)
/// ```
///
/// A worker reports failure through its `Output` (for example a `Result`), so that failures
/// become actions like everything else: nothing is thrown into the runtime.
///
/// The `Output` is sent from the worker's task to the host's isolation, hence `Sendable`.
public protocol Worker<Output>: AnyWorkflowConvertible, EquivalentWork, Sendable where Rendering == Void, Output: Sendable {
    /// What the work produces. Restated here, unconstrained, so that Swift infers it from
    /// ``run()`` (inference does not look through the inherited protocol's requirements).
    associatedtype Output

    /// Performs the work and returns its one output. Runs off the host's isolation; should
    /// check for cancellation (`Task.isCancelled`, `try Task.checkCancellation()`) if it is long.
    func run() async -> Output
}

extension Worker {
    /// The workflow that runs this worker as a child.
    public func asAnyWorkflow() -> AnyWorkflow<Void, Output> {
        AnyWorkflow(WorkerWorkflow(job: SingleOutputJob(worker: self)))
    }
}
