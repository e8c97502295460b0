import Foundation
import Testing
@testable import Workflow

/// The snapshot's hand-written JSON: what `JSONEncoder` would write, read back whole by
/// `init(bytes:)`, whatever the keys and type names hold.
@Suite struct SnapshotBytesTests {
    private let entries = [
        WorkflowSnapshot.Entry(parent: nil, workflowType: "App.Root", key: "", stateVersion: 2, state: Data("{\"n\":1}".utf8)),
        WorkflowSnapshot.Entry(
            parent: 0, workflowType: "App.Child<Swift.Int>", key: "a \"quoted\" \\ key/\n\t\r\u{1}\u{1F}é☃", stateVersion: nil, state: nil),
        WorkflowSnapshot.Entry(parent: 1, workflowType: "App.Leaf", key: "leaf", stateVersion: nil, state: Data([0, 255, 7])),
    ]

    @Test func theBytesReadBackAsTheSameSnapshot() throws {
        let snapshot = WorkflowSnapshot(entries: entries)
        #expect(try WorkflowSnapshot(bytes: snapshot.bytes) == snapshot)
    }

    @Test func theBytesAreTheDocumentJSONEncoderWritesWithSortedKeys() throws {
        struct Document: Encodable {
            var format: Int
            var nodes: [WorkflowSnapshot.Entry]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let expected = try encoder.encode(Document(format: WorkflowSnapshot.formatVersion, nodes: entries))
        let written = WorkflowSnapshot(entries: entries).bytes
        // The same values; JSONEncoder escapes control characters in its own spelling.
        let parse = { (bytes: [UInt8]) in try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary }
        #expect(try parse(written) == parse(Array(expected)))
        let simple = WorkflowSnapshot(entries: [entries[0], entries[2]])
        let simpleExpected = try encoder.encode(Document(format: WorkflowSnapshot.formatVersion, nodes: [entries[0], entries[2]]))
        #expect(String(decoding: simple.bytes, as: UTF8.self) == String(decoding: simpleExpected, as: UTF8.self))
    }
}
