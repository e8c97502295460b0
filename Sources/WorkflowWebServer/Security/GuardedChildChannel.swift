#if WebServer
import HummingbirdCore
import Logging
import NIOCore

/// A server's connections as `Base` sets them up, each first let in (or turned away) by a
/// ``ConnectionGuardHandler`` at the front of its pipeline.
struct GuardedChildChannel<Base: ServerChildChannel>: ServerChildChannel {
    /// A connection `Base` set up, and whether the guard let it in.
    struct Value: ServerChildChannelValue {
        let base: Base.Value
        /// Succeeds with whether the connection was let in, once it is active (or closed).
        let admitted: EventLoopFuture<Bool>

        var channel: any Channel { base.channel }
    }

    let base: Base
    let connectionGuard: ConnectionGuard
    let headTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let connectionGuard = connectionGuard
        let headTimeout = headTimeout
        let admission = channel.eventLoop.makePromise(of: Bool.self)
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(
                ConnectionGuardHandler(connectionGuard: connectionGuard, headTimeout: headTimeout, admission: admission),
                position: .first
            )
        }.flatMap {
            base.setup(channel: channel, logger: logger)
        }.map { value in
            Value(base: value, admitted: admission.futureResult)
        }
    }

    func handle(value: Value, logger: Logger) async {
        // A connection turned away is closing with its 503 written; handing it on would only
        // log Hummingbird's complaint that its HTTP negotiation never finished, once per
        // refused connection, which under attack is a flood of its own.
        guard (try? await value.admitted.get()) == true else { return }
        await base.handle(value: value.base, logger: logger)
    }
}
#endif
