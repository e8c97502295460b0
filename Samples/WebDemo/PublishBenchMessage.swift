#if WebServer
import Workflow
import WorkflowWebServer

/// Publishes one numbered message of the topic bench; its output is why that failed, or `nil`.
/// One worker per number (equivalent only to the same number), so each click is published
/// once.
struct PublishBenchMessage: Worker {
    // Stated, not inferred from `run()`: inference fails when only the file that runs the
    // worker is recompiled.
    typealias Output = String?

    var bus: any TopicBus
    var topic: WebTopic<BenchMessage>
    var number: Int

    func run() async -> String? {
        do {
            try await bus.publish(BenchMessage(number: number), to: topic)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func isEquivalent(to otherWorker: PublishBenchMessage) -> Bool {
        number == otherWorker.number
    }
}
#endif
