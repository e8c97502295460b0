import CustomDump
import IssueReporting
#if canImport(XCTest) && !canImport(Darwin)
import XCTest
#endif

/// Where a test called an assertion, so that a failure is reported on that line.
package struct AssertionSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// A location; the testing modules make one from their callers' `#fileID` and friends.
    package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Reports a failed expectation at this location, in Swift Testing or XCTest alike.
    package func fail(_ message: String) {
        #if canImport(XCTest) && !canImport(Darwin)
        // IssueReporting appends a warning that the failure may come from "tests running in a
        // host application" to every XCTest failure it cannot trace to XCTest's own frames. On
        // Linux it never can (no bundle identifier, no XCTestCore frames, test frames without
        // symbols), so every failure would carry it, though app-hosted tests exist only on
        // Apple platforms. There it calls XCTFail all the same; this calls it without the banner.
        if case .xcTest = TestContext.current {
            XCTFail(message, file: filePath, line: line)
            return
        }
        #endif
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Fails with `message` and a diff when `actual` differs from `expected`.
    package func expectEqual<Value: Equatable>(_ expected: Value, _ actual: Value, _ message: String) {
        guard expected != actual else { return }
        fail(Self.describeDifference(message, expected: expected, actual: actual))
    }

    /// `message` followed by a line-by-line diff of the two values (`−` expected, `+` actual).
    static func describeDifference<Value>(_ message: String, expected: Value, actual: Value) -> String {
        let difference =
            diff(expected, actual, format: .proportional)
            ?? "expected: \(String(customDumping: expected))\n  actual: \(String(customDumping: actual))"
        return "\(message) (−expected, +actual)\n\n\(difference)"
    }
}
