/// Fans values out to any number of subscribers, each with its own buffer, on the host's
/// isolation. Values are never dropped for a subscriber that is still iterating.
///
/// Its fields skip dynamic exclusivity checks, paid on every publication otherwise: they are
/// used only on the host's isolation, and `publish` iterates over its own reference to the
/// subscriber array, so a subscriber added while it pushes (an append copies the array) cannot
/// overlap its access.
final class Broadcast<Element> {
    @exclusivity(unchecked) private var subscribers: [WeakSubscriber] = []
    /// Whether `subscribers` may hold anyone: a plain flag, so that publishing to nobody, the
    /// common case, costs no generic array operation.
    @exclusivity(unchecked) private var hasSubscribers = false
    @exclusivity(unchecked) private(set) var isFinished = false

    private struct WeakSubscriber {
        weak var subscription: BroadcastSubscription<Element>?
    }

    /// Adds a subscriber whose buffer starts with `initial`, if given.
    func subscribe(startingWith initial: Element?) -> BroadcastSubscription<Element> {
        let subscription = BroadcastSubscription<Element>()
        if let initial { subscription.push(initial) }
        if isFinished {
            subscription.finish()
        } else {
            subscribers.append(WeakSubscriber(subscription: subscription))
            hasSubscribers = true
        }
        return subscription
    }

    func publish(_ value: Element) {
        guard hasSubscribers else { return }
        // Subscribers that stopped iterating have been released; forget them as we go.
        subscribers.removeAll { $0.subscription == nil }
        hasSubscribers = !subscribers.isEmpty
        for subscriber in subscribers {
            subscriber.subscription?.push(value)
        }
    }

    func finish() {
        isFinished = true
        for subscriber in subscribers {
            subscriber.subscription?.finish()
        }
        subscribers = []
        hasSubscribers = false
    }
}

/// One subscriber's buffer, plus a wake-up signal for the task waiting on it.
///
/// The values stay on the host's isolation (they need not be `Sendable`); only a `Void` signal
/// crosses to the waiting task, which then reads the buffer on the same isolation. The signal
/// is an `AsyncStream`, so a waiting task that is cancelled stops waiting at once.
final class BroadcastSubscription<Element> {
    private var buffer: [Element] = []
    private var head = 0
    private var isFinished = false
    private let wakeUps: AsyncStream<Void>
    private let wakeUpContinuation: AsyncStream<Void>.Continuation
    private var wakeUpIterator: AsyncStream<Void>.Iterator

    init() {
        (wakeUps, wakeUpContinuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        wakeUpIterator = wakeUps.makeAsyncIterator()
    }

    func push(_ value: Element) {
        buffer.append(value)
        wakeUpContinuation.yield()
    }

    func finish() {
        isFinished = true
        wakeUpContinuation.finish()
    }

    /// The next value, waiting for one if the buffer is empty; `nil` once finished and drained,
    /// or when the waiting task is cancelled.
    func next(isolation: isolated (any Actor)?) async -> Element? {
        while true {
            if head < buffer.count {
                let value = buffer[head]
                head += 1
                if head == buffer.count {
                    buffer.removeAll(keepingCapacity: true)
                    head = 0
                }
                return value
            }
            if isFinished || Task.isCancelled { return nil }
            guard await wakeUpIterator.next(isolation: isolation) != nil else {
                // Finished or cancelled while waiting: hand out what is left, then stop.
                if head < buffer.count { continue }
                return nil
            }
        }
    }
}
