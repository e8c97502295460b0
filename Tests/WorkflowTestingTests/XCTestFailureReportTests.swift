#if canImport(XCTest) && !canImport(Darwin)
import XCTest
import Workflow
import WorkflowTesting

/// XCTest, because the point is how a failure reaches XCTest: on Linux, a failed assertion of
/// WorkflowTesting is the assertion's own message, at the test's line, with nothing appended
/// (IssueReporting's warning about tests in a host application, which cannot apply here).
final class XCTestFailureReportTests: XCTestCase {
    /// The failures recorded while a test captures them, instead of failing the test.
    private var captured: [(description: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAFailedAssertionIsReportedWithoutTheHostApplicationBanner() {
        let tapped = Parent.Tap.tester(withState: Parent.State()).send(action: Parent.Tap(text: "x"))
        captured = []
        tapped.assert(state: Parent.State(log: [])); let assertionLine = #line
        let failures = captured ?? []
        captured = nil

        XCTAssertEqual(failures.count, 1)
        let failure = failures.first
        XCTAssertEqual(failure?.line, assertionLine)
        XCTAssertTrue(failure?.description.contains("The state is not the expected one") ?? false, "\(failures)")
        XCTAssertFalse(failure?.description.contains("host application") ?? true, "\(failures)")
    }
}
#endif
