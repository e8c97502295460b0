#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Workflow

extension RecordedStep {
    /// The step as a recording writes it.
    ///
    /// - Throws: ``InspectorError/notCodable(step:type:)`` for an action (or root) that is not `Encodable`.
    func encoded(index: Int) throws(InspectorError) -> InspectorRecording.Step {
        switch self {
        case .action(let action, let path):
            let name = String(reflecting: type(of: action))
            guard let encodable = action as? any Encodable, let value = JSONValue(encoding: encodable) else {
                throw .notCodable(step: index, type: name)
            }
            return InspectorRecording.Step(path: path.recordingComponents, action: name, value: value)
        case .props(let root):
            guard let encodable = root as? any Encodable, let value = JSONValue(encoding: encodable) else {
                throw .notCodable(step: index, type: String(reflecting: Root.self))
            }
            return InspectorRecording.Step(path: [], action: nil, value: value)
        }
    }

    /// The step a recording holds, its action decoded with one of `types`.
    ///
    /// - Throws: ``InspectorError/unknownAction(step:type:)`` for a type that is not registered,
    ///   and ``InspectorError/undecodableAction(step:type:reason:)`` for one that no longer
    ///   decodes or applies to another workflow than the step's node.
    static func decoded(_ step: InspectorRecording.Step, index: Int, types: InspectorActionTypes) throws(InspectorError) -> RecordedStep {
        let data = step.value.data
        guard let name = step.action else {
            guard let rootType = Root.self as? any Decodable.Type,
                let root = (try? JSONDecoder().decode(rootType, from: data)) as? Root
            else {
                throw .undecodableAction(step: index, type: String(reflecting: Root.self), reason: "new root props that do not decode")
            }
            return .props(root)
        }
        guard let decode = types.decoders[name] else { throw .unknownAction(step: index, type: name) }
        let node = step.path.last?.workflow ?? "no node"
        guard types.workflowTypes[name] == node else {
            throw .undecodableAction(
                step: index, type: name, reason: "it applies to \(types.workflowTypes[name] ?? "?"), but the step's node is \(node)")
        }
        do {
            let action = try decode(data)
            return .action(action, path: WorkflowPath(step.path.map { WorkflowPath.Component(workflowType: $0.workflow, key: $0.key) }))
        } catch {
            throw .undecodableAction(step: index, type: name, reason: InspectorRecording.explain(error))
        }
    }

    /// Applies the step to `host`, the replay of step `index`.
    func apply(to host: WorkflowHost<Root>, index: Int) throws(InspectorError) {
        switch self {
        case .action(let action, let path):
            guard host.send(action, toNodeAt: path) else {
                throw .replayFailed(step: index, reason: "no node at \(path) is running")
            }
        case .props(let root):
            host.update(workflow: root)
        }
    }
}

extension WorkflowPath {
    /// The path as a recording writes it.
    var recordingComponents: [InspectorRecording.PathComponent] {
        components.map { InspectorRecording.PathComponent(workflow: $0.workflowType, key: $0.key) }
    }
}

extension JSONValue {
    /// The value `value` encodes to, or `nil` if it fails to encode.
    init?(encoding value: any Encodable) {
        guard let data = try? JSONEncoder().encode(value), let json = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            return nil
        }
        self = json
    }

    /// The JSON value `bytes` hold.
    init(data bytes: [UInt8]) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// The value's JSON bytes.
    var data: Data {
        // A JSONValue holds nothing but JSON, which always encodes.
        (try? JSONEncoder().encode(self)) ?? Data("null".utf8)
    }
}
