#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A recorded session as JSON: the snapshot the host started from and each replayable step
/// (an action and the path of the node it was applied to, or new root props). Export it from
/// an inspector, import it into another (on another machine, with a newer build), or replay it
/// in a test with ``RecordingReplay``.
///
/// ```json
/// {"format": 1, "workflow": "WorkflowSamples.GalleryWorkflow", "snapshot": null,
///  "steps": [{"action": "WorkflowSamples.GalleryWorkflow.Action",
///             "path": [{"key": "", "workflow": "WorkflowSamples.GalleryWorkflow"}],
///             "value": {"open": {"_0": "ticTacToe"}}}]}
/// ```
public struct InspectorRecording: Codable, Sendable, Hashable {
    /// The format this version writes and the newest it reads.
    public static let formatVersion = 1

    /// One node's identity in a step's path.
    public struct PathComponent: Codable, Sendable, Hashable {
        /// The workflow type, module included.
        public var workflow: String
        /// The key its parent rendered it with; `""` for the root and unkeyed children.
        public var key: String

        /// The node of type `workflow` under its parent's `key`; a replay finds the node by
        /// matching both at each level.
        public init(workflow: String, key: String) {
            self.workflow = workflow
            self.key = key
        }
    }

    /// One replayable step.
    public struct Step: Codable, Sendable, Hashable {
        /// The node the step applies to, from the root.
        public var path: [PathComponent]
        /// The action's type, module included; `nil` for new root props.
        public var action: String?
        /// The action (or the root workflow) as its `Encodable` conformance wrote it.
        public var value: JSONValue

        /// `value`, an encoded `action` (or new root props when `action` is `nil`), for the node
        /// at `path`; it is decoded only when the recording is imported.
        public init(path: [PathComponent], action: String?, value: JSONValue) {
            self.path = path
            self.action = action
            self.value = value
        }
    }

    /// The format the recording was written in.
    public var format: Int
    /// The root workflow's type, module included.
    public var workflow: String
    /// The snapshot the recorded host started from (``/Workflow/WorkflowSnapshot/bytes``, as
    /// JSON), or `nil` if it started fresh.
    public var snapshot: JSONValue?
    /// The steps, in the order they were applied.
    public var steps: [Step]

    /// A recording of the current format.
    public init(workflow: String, snapshot: JSONValue?, steps: [Step]) {
        self.format = Self.formatVersion
        self.workflow = workflow
        self.snapshot = snapshot
        self.steps = steps
    }

    /// Reads a recording that ``json`` wrote.
    ///
    /// - Throws: ``InspectorError/unreadable(_:)`` when the bytes are not a recording, and
    ///   ``InspectorError/unsupportedFormat(found:supported:)`` when a newer version wrote them.
    ///   Its actions are decoded only when it is replayed.
    public init(json: some Collection<UInt8>) throws(InspectorError) {
        let data = Data(json)
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw .unreadable(Self.explain(error))
        }
        guard header.format <= Self.formatVersion else {
            throw .unsupportedFormat(found: header.format, supported: Self.formatVersion)
        }
        do {
            self = try decoder.decode(InspectorRecording.self, from: data)
        } catch {
            throw .unreadable(Self.explain(error))
        }
    }

    /// The recording as pretty-printed JSON with sorted keys, so that two exports of one
    /// session are equal byte for byte.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, integers, doubles from JSON and arrays of them always encode.
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The part of a recording read first, to refuse newer formats before anything else.
    private struct Header: Decodable {
        var format: Int
    }

    /// The coding path and reason of a decoding error, in a few words.
    static func explain(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.debugDescription + location(context)
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\"" + location(context)
        @unknown default:
            return String(describing: error)
        }
    }

    private static func location(_ context: DecodingError.Context) -> String {
        guard !context.codingPath.isEmpty else { return "" }
        return " at " + context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}
