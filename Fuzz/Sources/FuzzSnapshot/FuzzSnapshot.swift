import CFuzzerDriver
import Workflow

/// Starts libFuzzer, which calls ``fuzzSnapshot(_:_:)`` with each input.
@_cdecl("FuzzSnapshot_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    WorkflowFuzzMain(argc, argv, fuzzSnapshot)
}

/// Reads the input as snapshot bytes. What reads must list its saved paths, write bytes that
/// read back as the same snapshot, and restore a small tree of snapshotting workflows without
/// crashing; what does not read must be rejected with an error.
func fuzzSnapshot(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    let snapshot: WorkflowSnapshot
    do {
        snapshot = try WorkflowSnapshot(bytes: bytes)
    } catch {
        _ = error.description
        return 0
    }
    let paths = snapshot.savedPaths
    precondition(paths.count <= snapshot.nodeCount, "more saved paths than nodes")
    // Descriptions walk each path; a few are enough to exercise them without quadratic work.
    for path in paths.prefix(8) { _ = path.description }
    _ = Set(paths).count

    let written = snapshot.bytes
    guard let reread = try? WorkflowSnapshot(bytes: written) else {
        preconditionFailure("a snapshot's own bytes did not read back")
    }
    precondition(reread == snapshot, "a snapshot changed when written and read back")

    // libFuzzer calls this on the main thread, outside any task.
    MainActor.assumeIsolated {
        let host = WorkflowHost(workflow: Shelf(depth: 3), restoringFrom: snapshot)
        _ = host.rendering
    }
    return 0
}

/// A tree of snapshotting workflows for restoring into: shelves holding keyed shelves, down
/// to `depth`, each counting something.
struct Shelf: SnapshottingWorkflow {
    var depth: Int

    struct State: Codable {
        var count = 0
        var label = ""
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<Shelf>) -> String {
        var text = "\(state.label)\(state.count)"
        if depth > 0 {
            for key in ["a", "b"] {
                text += "(" + Shelf(depth: depth - 1).rendered(in: context, key: key) + ")"
            }
            text += Book().rendered(in: context)
        }
        return text
    }
}

/// A snapshotting workflow whose state is a plain string.
struct Book: SnapshottingWorkflow {
    static var stateSnapshotVersion: Int { 2 }

    func makeInitialState() -> String { "" }

    func render(state: String, context: RenderContext<Book>) -> String { state }
}
