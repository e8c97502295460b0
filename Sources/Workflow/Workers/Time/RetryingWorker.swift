/// A worker that runs a failable operation, retrying it on failure with waits measured on a
/// clock, and reports the final result as its output.
///
/// Failures never reach the runtime as thrown errors: the output is a `Result`, so the parent's
/// output mapping turns success and final failure alike into actions.
///
/// ```swift
/// RetryingWorker(
///     id: accountID,
///     policy: .exponential(maxAttempts: 4, initialDelay: .seconds(1), maximumDelay: .seconds(10)),
///     clock: clock
/// ) {
///     try await api.loadAccount(accountID)
/// }
/// .onOutput { (state: inout State, result: Result<Account, APIError>) -> Never? in
///     state.account = result
///     return nil
/// }
/// .running(in: context, key: "account")
/// ```
///
/// A worker cancelled while it waits emits nothing. Workers with equal `id`s and policies are
/// equivalent, so give the id whatever the operation depends on.
public struct RetryingWorker<Success: Sendable, Failure: Error, C: Clock>: AsyncSequenceWorker {
    /// The result of the last attempt.
    public typealias Output = Result<Success, Failure>

    /// Identifies the operation: workers with equal ids and policies are equivalent.
    public let id: any Hashable & Sendable
    /// How many attempts, and the waits between them.
    public let policy: RetryPolicy<C.Duration>
    /// The clock the waits are measured on.
    public let clock: C
    private let shouldRetry: @Sendable (Failure) -> Bool
    private let operation: @Sendable () async throws(Failure) -> Success

    /// Creates a worker that runs `operation` until it succeeds, `policy` allows no more
    /// attempts, or `shouldRetry` says a failure is final.
    ///
    /// - Parameters:
    ///   - id: What makes two such workers the same work.
    ///   - policy: The number of attempts and the waits between them.
    ///   - clock: The clock to wait on; a test clock in tests.
    ///   - shouldRetry: Whether a failure is worth another attempt; by default every one is.
    ///   - operation: The work. Check for cancellation in long operations.
    public init(
        id: some Hashable & Sendable,
        policy: RetryPolicy<C.Duration>,
        clock: C,
        shouldRetry: @escaping @Sendable (Failure) -> Bool = { _ in true },
        operation: @escaping @Sendable () async throws(Failure) -> Success
    ) {
        self.id = id
        self.policy = policy
        self.clock = clock
        self.shouldRetry = shouldRetry
        self.operation = operation
    }

    /// One output, the final result, unless the task is cancelled first.
    public func run() -> some AsyncSequence<Output, Never> {
        AtMostOneOutput { [self] in await finalResult() }
    }

    /// Equivalent when the ids and the policies are equal.
    public func isEquivalent(to otherWorker: RetryingWorker) -> Bool {
        policy == otherWorker.policy && AnyHashable(id) == AnyHashable(otherWorker.id)
    }

    /// Runs the attempts; `nil` if cancelled before a final result.
    private func finalResult() async -> Result<Success, Failure>? {
        var attempt = 1
        while true {
            let result: Result<Success, Failure>
            do throws(Failure) {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            guard case .failure(let failure) = result,
                attempt < policy.maxAttempts,
                shouldRetry(failure)
            else { return result }
            guard await clock.sleepUnlessCancelled(for: policy.delay(afterAttempt: attempt)) else { return nil }
            attempt += 1
        }
    }
}
