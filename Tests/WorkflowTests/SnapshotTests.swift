import Foundation
import Testing
import Workflow

/// A tree of snapshotting workflows: a list of named notes, each a child with its own text.
struct Notebook: SnapshottingWorkflow {
    var titles: [String]

    struct State: Codable, Equatable {
        var opened = 0
    }

    func makeInitialState() -> State { State() }

    struct Rendering {
        var opened: Int
        var notes: [String: Note.Rendering]
        var open: () -> Void
    }

    func render(state: State, context: RenderContext<Notebook>) -> Rendering {
        let sink = context.makeSink(of: AnyWorkflowAction<Notebook>.self)
        var notes: [String: Note.Rendering] = [:]
        for title in titles {
            notes[title] = Note().rendered(in: context, key: title)
        }
        return Rendering(
            opened: state.opened, notes: notes,
            open: {
                sink.send(
                    AnyWorkflowAction {
                        $0.opened += 1; return nil
                    })
            })
    }
}

struct Note: SnapshottingWorkflow {
    static var stateSnapshotVersion: Int { 3 }

    func makeInitialState() -> String { "" }

    struct Rendering {
        var text: String
        var scratch: Int
        var write: (String) -> Void
        var doodle: () -> Void
    }

    func render(state: String, context: RenderContext<Note>) -> Rendering {
        let sink = context.makeSink(of: AnyWorkflowAction<Note>.self)
        let scratch = Scratch().rendered(in: context)
        return Rendering(
            text: state,
            scratch: scratch.value,
            write: { text in
                sink.send(
                    AnyWorkflowAction {
                        $0 += text; return nil
                    })
            },
            doodle: scratch.doodle
        )
    }
}

/// Not snapshotting: it always starts fresh.
struct Scratch: Workflow {
    func makeInitialState() -> Int { 0 }
    func render(state: Int, context: RenderContext<Scratch>) -> (value: Int, doodle: () -> Void) {
        let sink = context.makeSink(of: AnyWorkflowAction<Scratch>.self)
        return (
            state,
            {
                sink.send(
                    AnyWorkflowAction {
                        $0 += 1; return nil
                    })
            }
        )
    }
}

@MainActor
@Suite struct SnapshotTests {
    func playedNotebook() -> WorkflowHost<Notebook> {
        let host = WorkflowHost(workflow: Notebook(titles: ["a", "b"]))
        host.rendering.open()
        host.rendering.notes["a"]?.write("alpha")
        host.rendering.notes["b"]?.write("beta")
        host.rendering.notes["b"]?.doodle()
        return host
    }

    /// The snapshot's bytes as JSON, edited by `edit`, then back to bytes.
    func editing(_ bytes: [UInt8], _ edit: (inout [String: Any]) -> Void) throws -> [UInt8] {
        var json = try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        edit(&json)
        return Array(try JSONSerialization.data(withJSONObject: json))
    }

    @Test func everySnapshottingNodeIsRestoredAndTheOthersStartFresh() throws {
        let host = playedNotebook()
        let snapshot = try WorkflowSnapshot(bytes: host.snapshot().bytes)
        #expect(snapshot.nodeCount == 5)
        #expect(
            snapshot.savedPaths.map(\.description).sorted() == [
                "WorkflowTests.Notebook",
                "WorkflowTests.Notebook/WorkflowTests.Note[\"a\"]",
                "WorkflowTests.Notebook/WorkflowTests.Note[\"b\"]",
            ])

        let observer = RecordingObserver()
        let restored = WorkflowHost(workflow: Notebook(titles: ["a", "b", "c"]), restoringFrom: snapshot, observers: [observer])
        #expect(restored.rendering.opened == 1)
        #expect(restored.rendering.notes.mapValues(\.text) == ["a": "alpha", "b": "beta", "c": ""])
        #expect(restored.rendering.notes["b"]?.scratch == 0, "Scratch does not snapshot its state")
        #expect(observer.diagnostics.isEmpty)
    }

    @Test func observersHearWhichStatesWereRestored() throws {
        final class RestoreObserver: WorkflowObserver {
            var restored: [String: Bool] = [:]
            func workflowDidMakeInitialState<W: Workflow>(
                _ workflow: W, state: W.State, restoredFromSnapshot: Bool, session: WorkflowNodeInfo
            ) {
                restored["\(W.self)\(session.key)"] = restoredFromSnapshot
            }
        }
        let observer = RestoreObserver()
        _ = WorkflowHost(workflow: Notebook(titles: ["a", "z"]), restoringFrom: playedNotebook().snapshot(), observers: [observer])
        #expect(observer.restored == ["Notebook": true, "Notea": true, "Notez": false, "Scratch": false])
    }

    @Test func onlyTheInitialRenderPassRestores() throws {
        let snapshot = playedNotebook().snapshot()
        let host = WorkflowHost(workflow: Notebook(titles: ["a"]), restoringFrom: snapshot)
        host.update(workflow: Notebook(titles: ["a", "b"]))
        #expect(host.rendering.notes["b"]?.text == "", "b was not in the initial pass, so it starts fresh")
        #expect(host.rendering.notes["a"]?.text == "alpha")
    }

    @Test func unreadableBytesAreRejectedWithTheReason() throws {
        let bytes = playedNotebook().snapshot().bytes
        #expect(throws: WorkflowSnapshotError(.unreadable("it is empty"))) {
            try WorkflowSnapshot(bytes: [])
        }
        for damaged in [Array(bytes.prefix(bytes.count / 2)), Array("not a snapshot".utf8), Array(bytes.dropFirst())] {
            do {
                _ = try WorkflowSnapshot(bytes: damaged)
                Issue.record("damaged bytes were accepted")
            } catch {
                guard case .unreadable(let detail) = error.reason else {
                    Issue.record("unexpected reason \(error.reason)")
                    continue
                }
                #expect(!detail.isEmpty)
                #expect(error.description.hasPrefix("The snapshot is unreadable: "))
            }
        }
    }

    @Test func anotherFormatIsRejected() throws {
        let bytes = try editing(playedNotebook().snapshot().bytes) { $0["format"] = 99 }
        #expect(throws: WorkflowSnapshotError(.unsupportedFormat(found: 99, supported: 1))) {
            try WorkflowSnapshot(bytes: bytes)
        }
    }

    @Test func aParentLinkThatPointsForwardIsRejected() throws {
        let bytes = try editing(playedNotebook().snapshot().bytes) { json in
            var nodes = json["nodes"] as? [[String: Any]] ?? []
            nodes[1]["parent"] = 4
            json["nodes"] = nodes
        }
        #expect(throws: WorkflowSnapshotError.self) { try WorkflowSnapshot(bytes: bytes) }
    }

    /// Edits the saved node at `path` of a played notebook's snapshot.
    func notebookSnapshot(editingNoteB edit: @escaping (inout [String: Any]) -> Void) throws -> WorkflowSnapshot {
        let bytes = try editing(playedNotebook().snapshot().bytes) { json in
            var nodes = json["nodes"] as? [[String: Any]] ?? []
            let index = nodes.firstIndex { ($0["key"] as? String) == "b" && ($0["workflowType"] as? String) == "WorkflowTests.Note" }
            if let index { edit(&nodes[index]) }
            json["nodes"] = nodes
        }
        return try WorkflowSnapshot(bytes: bytes)
    }

    @Test func aCorruptStateIsReportedByPathAndThatNodeStartsFresh() throws {
        let snapshot = try notebookSnapshot { $0["state"] = Data("{\"oops\":".utf8).base64EncodedString() }
        let observer = RecordingObserver()
        let host = WorkflowHost(workflow: Notebook(titles: ["a", "b"]), restoringFrom: snapshot, observers: [observer])
        #expect(host.rendering.notes.mapValues(\.text) == ["a": "alpha", "b": ""])
        #expect(host.rendering.opened == 1)
        let diagnostic = try #require(observer.diagnostics.first)
        #expect(observer.diagnostics.count == 1)
        #expect(diagnostic.kind == .snapshotIncomplete)
        #expect(diagnostic.message.hasPrefix("The state of WorkflowTests.Notebook/WorkflowTests.Note[\"b\"] could not be decoded"))
        #expect(diagnostic.message.hasSuffix("it starts fresh."))
    }

    @Test func aStateOfAnotherVersionIsReportedAndThatNodeStartsFresh() throws {
        let snapshot = try notebookSnapshot { $0["stateVersion"] = 2 }
        let observer = RecordingObserver()
        let host = WorkflowHost(workflow: Notebook(titles: ["a", "b"]), restoringFrom: snapshot, observers: [observer])
        #expect(host.rendering.notes["b"]?.text == "")
        #expect(
            observer.diagnostics.map(\.message) == [
                "The state of WorkflowTests.Notebook/WorkflowTests.Note[\"b\"] was saved with state version 2, but the workflow is at version 3; it starts fresh."
            ])
    }

    @Test func aSnapshotOfAnotherRootRestoresNothing() throws {
        let snapshot = playedNotebook().snapshot()
        let observer = RecordingObserver()
        let host = WorkflowHost(workflow: Note(), restoringFrom: snapshot, observers: [observer])
        #expect(host.rendering.text == "")
        #expect(
            observer.diagnostics.map(\.message) == [
                "The snapshot was taken of a tree rooted at WorkflowTests.Notebook; nothing in it was restored."
            ])
    }

    @Test func aStateThatFailsToEncodeIsLeftOutAndReported() throws {
        struct Refusing: Codable, Equatable {
            struct Refusal: Error {}
            init() {}
            init(from decoder: any Decoder) throws {}
            func encode(to encoder: any Encoder) throws { throw Refusal() }
        }
        struct Stubborn: SnapshottingWorkflow {
            func makeInitialState() -> Refusing { Refusing() }
            func render(state: Refusing, context: RenderContext<Stubborn>) {}
        }
        let observer = RecordingObserver()
        let host = WorkflowHost(workflow: Stubborn(), observers: [observer])
        let snapshot = host.snapshot()
        #expect(snapshot.nodeCount == 1)
        #expect(snapshot.savedPaths.isEmpty)
        #expect(observer.diagnostics.first?.message.contains("could not be encoded") == true)
        #expect(observer.diagnostics.first?.message.contains("Stubborn") == true)
    }
}
