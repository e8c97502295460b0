import Synchronization
import Testing
import Workflow
import WorkflowTesting

// The "after" code of the sections "Workers" and "Sendable services" of the Workflow catalog's
// article "Coming from workflow-swift", compiled and run here; the article copies it word for
// word (scripts/check-readme-snippets.py).

/// A person's profile, as the API answers it.
struct Profile: Equatable, Sendable {
    var name: String
}

/// Why a profile could not be loaded.
enum ProfileError: Error, Equatable {
    case notFound
}

/// An API client that never changes after it is made.
final class ProfileAPI: Sendable {
    let baseURL: String
    private let send: @Sendable (String) async -> Result<Profile, ProfileError>

    init(baseURL: String, send: @escaping @Sendable (String) async -> Result<Profile, ProfileError>) {
        self.baseURL = baseURL
        self.send = send
    }

    func profile(userID: String) async -> Result<Profile, ProfileError> {
        await send("\(baseURL)/users/\(userID)")
    }
}

/// Upload progress, pushed to whoever listens. Its state changes, so a lock guards it.
final class UploadService: Sendable {
    private struct Upload {
        var latest: Double?
        var listeners: [AsyncStream<Double>.Continuation] = []
    }

    private let uploads = Mutex<[Int: Upload]>([:])

    /// The latest fraction reported for the upload, if any, then each new one until it is 1.
    func progress(of uploadID: Int) -> AsyncStream<Double> {
        let (stream, listener) = AsyncStream<Double>.makeStream()
        uploads.withLock { uploads in
            let latest = uploads[uploadID]?.latest
            if let latest { listener.yield(latest) }
            if let latest, latest >= 1 {
                listener.finish()
            } else {
                uploads[uploadID, default: Upload()].listeners.append(listener)
            }
        }
        return stream
    }

    func report(_ fraction: Double, for uploadID: Int) {
        let listeners = uploads.withLock { uploads in
            uploads[uploadID, default: Upload()].latest = fraction
            let listeners = uploads[uploadID]?.listeners ?? []
            if fraction >= 1 { uploads[uploadID]?.listeners = [] }
            return listeners
        }
        for listener in listeners {
            listener.yield(fraction)
            if fraction >= 1 { listener.finish() }
        }
    }
}

/// One request, one output: `run()` is `async` and returns it.
struct LoadProfileWorker: Worker {
    var userID: String
    let api: ProfileAPI

    func run() async -> Result<Profile, ProfileError> {
        await api.profile(userID: userID)
    }

    func isEquivalent(to otherWorker: LoadProfileWorker) -> Bool {
        userID == otherWorker.userID
    }
}

/// Many outputs: `run()` returns an `AsyncSequence` that never throws, one output per element.
struct UploadProgressWorker: AsyncSequenceWorker {
    var uploadID: Int
    let uploads: UploadService

    func run() -> AsyncStream<Double> {
        uploads.progress(of: uploadID)
    }

    func isEquivalent(to otherWorker: UploadProgressWorker) -> Bool {
        uploadID == otherWorker.uploadID
    }
}

/// Shows a person's name and how far their avatar's upload has got.
struct AvatarUploadWorkflow: Workflow {
    var userID: String
    var uploadID: Int
    let api: ProfileAPI
    let uploads: UploadService

    struct State: Equatable {
        var name: String?
        var progress = 0.0
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<AvatarUploadWorkflow>) -> String {
        LoadProfileWorker(userID: userID, api: api)
            .running(in: context) { result in
                AnyWorkflowAction { state in
                    state.name = (try? result.get())?.name ?? "unknown"
                    return nil
                }
            }
        UploadProgressWorker(uploadID: uploadID, uploads: uploads)
            .running(in: context) { fraction in
                AnyWorkflowAction { state in
                    state.progress = fraction
                    return nil
                }
            }
        return "\(state.name ?? "…"): \(Int(state.progress * 100))%"
    }
}

/// A store written before Swift concurrency: mutable and not thread-safe, so not `Sendable`.
final class LegacyDraftStore {
    private var drafts: [String: String] = [:]

    func save(_ text: String, for id: String) { drafts[id] = text }
    func draft(for id: String) -> String? { drafts[id] }
}

/// Owns the legacy store, which nothing else can reach, and uses it one call at a time.
actor DraftService {
    private let store = LegacyDraftStore()

    func save(_ text: String, for id: String) -> Bool {
        store.save(text, for: id)
        return store.draft(for: id) == text
    }
}

/// A worker may capture an actor: actors are `Sendable`.
struct SaveDraftWorker: Worker {
    var id: String
    var text: String
    let drafts: DraftService

    func run() async -> Bool {
        await drafts.save(text, for: id)
    }

    func isEquivalent(to otherWorker: SaveDraftWorker) -> Bool {
        id == otherWorker.id && text == otherWorker.text
    }
}

@MainActor
@Suite struct ComingFromWorkflowSwiftWorkersTests {
    let api = ProfileAPI(baseURL: "https://api.example") { url in
        url.hasSuffix("/users/7") ? .success(Profile(name: "Ada")) : .failure(.notFound)
    }

    @Test func aRenderTestStandsInForBothWorkers() {
        let uploads = UploadService()
        AvatarUploadWorkflow(userID: "7", uploadID: 3, api: api, uploads: uploads)
            .renderTester()
            .expectWorker(LoadProfileWorker(userID: "7", api: api), mockingOutput: .success(Profile(name: "Ada")))
            .expectWorker(UploadProgressWorker(uploadID: 3, uploads: uploads))
            .render { #expect($0 == "…: 0%") }
            .assertStateModifications { $0.name = "Ada" }
    }

    @Test func theHostRunsOneRequestAndFollowsTheProgress() async {
        let uploads = UploadService()
        let tester = WorkflowHostTester(workflow: AvatarUploadWorkflow(userID: "7", uploadID: 3, api: api, uploads: uploads))
        #expect(await tester.nextRendering(satisfying: { $0.hasPrefix("Ada") }) == "Ada: 0%")
        uploads.report(0.5, for: 3)
        #expect(await tester.nextRendering() == "Ada: 50%")
        uploads.report(1, for: 3)
        #expect(await tester.nextRendering() == "Ada: 100%")
        await tester.finish()
    }

    @Test func aWorkerReachesALegacyStoreThroughTheActorThatOwnsIt() async {
        let saved = await SaveDraftWorker(id: "note", text: "Buy milk", drafts: DraftService()).run()
        #expect(saved)
    }
}
