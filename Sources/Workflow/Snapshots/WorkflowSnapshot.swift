#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The saved states of a running tree, taken by ``WorkflowHost/snapshot()`` and given to a new
/// host to start where the old one was.
///
/// It records every node's identity (its path of workflow types and keys) and, for each
/// ``SnapshottingWorkflow``, its encoded state. A host started from it restores each node's
/// state when the node is first rendered, in the initial render pass; nodes the snapshot does
/// not have start fresh.
///
/// ```swift
/// let bytes = host.snapshot().bytes          // save these
/// let restored = WorkflowHost(workflow: AppWorkflow(), restoringFrom: try WorkflowSnapshot(bytes: bytes))
/// ```
public struct WorkflowSnapshot: Hashable, Sendable {
    /// The version of the byte format that ``bytes`` writes and ``init(bytes:)`` reads.
    public static let formatVersion = 1

    /// One node: its place in the tree and its state, if it saves one.
    struct Entry: Codable, Hashable, Sendable {
        /// The index of the parent's entry; `nil` for the root, which is always first.
        var parent: Int?
        var workflowType: String
        var key: String
        /// The workflow's state version and encoded state, for snapshotting workflows.
        var stateVersion: Int?
        var state: Data?
    }

    /// Parents before children, the root first.
    let entries: [Entry]

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// The number of nodes the snapshot describes.
    public var nodeCount: Int { entries.count }

    /// The paths of the nodes whose state the snapshot holds. They share their storage, so
    /// this takes time linear in ``nodeCount``, however deep the tree.
    public var savedPaths: [WorkflowPath] {
        var steps = 0
        return savedPaths(steps: &steps)
    }

    /// ``savedPaths``, adding the entries visited to `steps`, for tests that check the work
    /// grows linearly with the snapshot.
    package func savedPaths(steps: inout Int) -> [WorkflowPath] {
        let table = pathTable(steps: &steps)
        return entries.indices.filter { index in
            steps += 1
            return entries[index].state != nil
        }.map { WorkflowPath(table: table, entry: $0) }
    }

    /// Every entry's path, in one shared table whose entry indices are the snapshot's.
    func pathTable(steps: inout Int) -> PathTable {
        PathTable(
            components: entries.map { WorkflowPath.Component(workflowType: $0.workflowType, key: $0.key) },
            parents: entries.map { $0.parent ?? -1 },
            steps: &steps
        )
    }

    // MARK: Bytes

    private struct Header: Codable {
        var format: Int
    }

    private struct Document: Codable {
        var format: Int
        var nodes: [Entry]
    }

    /// The snapshot as bytes (JSON, with each state encoded separately so that one unreadable
    /// state cannot spoil the others).
    ///
    /// A web server saves one per event, so the document is written by hand rather than by
    /// `JSONEncoder` (which took about 10 µs of the 20 a save costs): the document it wrote, keys
    /// sorted and absent values left out as it does (only `/` is no longer escaped), which
    /// `init(bytes:)` reads.
    public var bytes: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(32 + entries.count * 96)
        output.append(contentsOf: #"{"format":"#.utf8)
        output.append(contentsOf: String(Self.formatVersion).utf8)
        output.append(contentsOf: #","nodes":["#.utf8)
        for (index, entry) in entries.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            entry.writeJSON(to: &output)
        }
        output.append(contentsOf: "]}".utf8)
        return output
    }

    /// Reads a snapshot from bytes that ``bytes`` produced.
    ///
    /// - Throws: ``WorkflowSnapshotError`` with reason ``WorkflowSnapshotError/Reason/unreadable(_:)``
    ///   when the bytes are empty, truncated or corrupt, and
    ///   ``WorkflowSnapshotError/Reason/unsupportedFormat(found:supported:)`` when they were
    ///   written in another format.
    public init(bytes: some Collection<UInt8>) throws(WorkflowSnapshotError) {
        let data = Data(bytes)
        guard !data.isEmpty else { throw WorkflowSnapshotError(.unreadable("it is empty")) }
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw WorkflowSnapshotError(.unreadable(Self.explain(error)))
        }
        guard header.format == Self.formatVersion else {
            throw WorkflowSnapshotError(.unsupportedFormat(found: header.format, supported: Self.formatVersion))
        }
        let document: Document
        do {
            document = try decoder.decode(Document.self, from: data)
        } catch {
            throw WorkflowSnapshotError(.unreadable(Self.explain(error)))
        }
        for (index, entry) in document.nodes.enumerated() {
            let parentIsEarlier = entry.parent.map { $0 >= 0 && $0 < index } ?? (index == 0)
            guard parentIsEarlier else {
                throw WorkflowSnapshotError(.unreadable("node \(index) (\(entry.workflowType)) names a parent that does not precede it"))
            }
        }
        self.init(entries: document.nodes)
    }

    /// A short explanation of a decoding error, naming the field at fault.
    static func explain(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            return describe(context)
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\"" + (context.codingPath.isEmpty ? "" : " in \(codingPath(context))")
        @unknown default:
            return String(describing: error)
        }
    }

    private static func describe(_ context: DecodingError.Context) -> String {
        let location = context.codingPath.isEmpty ? "" : " at \(codingPath(context))"
        var detail = context.debugDescription
        if let underlying = context.underlyingError {
            detail += " (\(underlying))"
        }
        return detail + location
    }

    private static func codingPath(_ context: DecodingError.Context) -> String {
        context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}
