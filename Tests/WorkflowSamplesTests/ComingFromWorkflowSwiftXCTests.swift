import Workflow
import XCTest

// The "after" code of the section "Isolation" of the Workflow catalog's article "Coming from
// workflow-swift": an XCTest method that starts a host must have an isolation for it. XCTest
// rather than Swift Testing, because the point is how a ported XCTest case compiles.

final class ProfileWorkflowXCTests: XCTestCase {
    @MainActor
    func testLoadsTheNameOnce() async {
        let host = WorkflowHost(workflow: ProfileWorkflow(userID: "42") { id in "Person \(id)" })
        XCTAssertEqual(host.rendering, "Loading…")

        var outputs = host.outputs.makeAsyncIterator()
        let output = await outputs.next()
        XCTAssertEqual(output, .loaded("Person 42"))
        XCTAssertEqual(host.rendering, "Person 42")
    }
}
