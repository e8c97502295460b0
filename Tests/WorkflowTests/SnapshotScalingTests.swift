import Foundation
import Testing
import Workflow

/// Snapshot bytes may come from disk or a network peer, so nothing done with them may take
/// time superlinear in their size (issue 20, item 2).
@MainActor
@Suite struct SnapshotScalingTests {
    /// A snapshot of a chain of `count` nodes, a notebook above notes each keyed "a", every
    /// node saving the state `"x"`.
    static func chainBytes(_ count: Int) -> [UInt8] {
        let state = Data(#""x""#.utf8).base64EncodedString()
        var nodes = [#"{"workflowType":"WorkflowTests.Notebook","key":"","stateVersion":3,"state":"\#(state)"}"#]
        for index in 1..<count {
            nodes.append(#"{"parent":\#(index - 1),"workflowType":"WorkflowTests.Note","key":"a","stateVersion":3,"state":"\#(state)"}"#)
        }
        return Array(#"{"format":1,"nodes":[\#(nodes.joined(separator: ","))]}"#.utf8)
    }

    @Test func savedPathsOfADeepChainTakeLinearWork() throws {
        func steps(_ count: Int) throws -> Int {
            let snapshot = try WorkflowSnapshot(bytes: Self.chainBytes(count))
            var steps = 0
            let paths = snapshot.savedPaths(steps: &steps)
            #expect(paths.count == count)
            return steps
        }
        let small = try steps(2_000)
        let large = try steps(20_000)
        let ratio = Double(large) / Double(small)
        #expect(ratio > 9 && ratio < 11, "\(small) then \(large) steps, ×\(ratio) for 10× the nodes")
    }

    @Test func sharedPathsAreTheSameValuesAsPathsMadeByHand() throws {
        let paths = try WorkflowSnapshot(bytes: Self.chainBytes(3)).savedPaths
        let notebook = WorkflowPath.Component(workflowType: "WorkflowTests.Notebook", key: "")
        let note = WorkflowPath.Component(workflowType: "WorkflowTests.Note", key: "a")
        let byHand = [WorkflowPath([notebook]), WorkflowPath([notebook, note]), WorkflowPath([notebook, note, note])]
        #expect(paths == byHand)
        #expect(paths.map(\.hashValue) == byHand.map(\.hashValue))
        #expect(Set(paths + byHand).count == 3)
        #expect(paths[2].components == [notebook, note, note])
        #expect(paths[1].description == "WorkflowTests.Notebook/WorkflowTests.Note[\"a\"]")
        #expect(paths[1] != WorkflowPath([notebook, WorkflowPath.Component(workflowType: "WorkflowTests.Note", key: "b")]))
        #expect(paths[0] != WorkflowPath([]))
        #expect(WorkflowPath([]).components.isEmpty)
    }

    /// Reading, listing and restoring from 10× the bytes costs ≈10× the time. Times are
    /// compared with each other in one run (best of three, up to three times), never with a
    /// fixed limit.
    @Test func readingListingAndRestoringTakeLinearTime() throws {
        func seconds(_ count: Int) throws -> Double {
            let bytes = Self.chainBytes(count)
            var best = Double.infinity
            for _ in 0..<3 {
                let observer = RecordingObserver()
                let start = ContinuousClock.now
                let snapshot = try WorkflowSnapshot(bytes: bytes)
                _ = snapshot.savedPaths
                let host = WorkflowHost(workflow: Notebook(titles: ["a"]), restoringFrom: snapshot, observers: [observer])
                let elapsed = ContinuousClock.now - start
                #expect(host.rendering.notes["a"]?.text == "x")
                // The notebook's saved "x" is not a notebook state: reported with its path.
                #expect(observer.diagnostics.map(\.kind) == [.snapshotIncomplete])
                best = min(best, Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
            }
            return best
        }
        // Linear work gives ≈10; the quadratic paths gave ≈100. Tests running beside this one
        // can stretch either measurement, so up to three are made and the lowest ratio kept:
        // quadratic work is slow in all three.
        var ratio = Double.infinity
        var times = ""
        for _ in 0..<3 where ratio >= 25 {
            let small = try seconds(2_000)
            let large = try seconds(20_000)
            ratio = min(ratio, large / small)
            times += " \(small) s then \(large) s;"
        }
        #expect(ratio < 25, "×\(ratio) for 10× the bytes:\(times)")
    }
}
