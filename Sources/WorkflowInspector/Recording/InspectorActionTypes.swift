#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import Workflow

/// The `Codable` action types an app lets the inspector read back from a recording, by the
/// name recordings give them (`String(reflecting:)`, module included).
///
/// ```swift
/// var actions = InspectorActionTypes()
/// actions.register(TicTacToeWorkflow.Action.self)
/// let inspector = WorkflowInspector(name: "tic-tac-toe", actionTypes: actions)
/// ```
public struct InspectorActionTypes: Sendable {
    /// Reads one action of a registered type from its JSON.
    typealias Decode = @Sendable (Data) throws -> any WorkflowAction

    /// The decoder of each registered type, by its name.
    private(set) var decoders: [String: Decode] = [:]
    /// The workflow type each registered action applies to, by the action's name.
    private(set) var workflowTypes: [String: String] = [:]

    /// No types: recordings can still be exported, but none can be imported.
    public init() {}

    /// Lets recordings hold actions of `type`.
    public mutating func register<Action: WorkflowAction & Codable & SendableMetatype>(_ type: Action.Type) {
        let name = String(reflecting: type)
        decoders[name] = { data in try JSONDecoder().decode(Action.self, from: data) }
        workflowTypes[name] = String(reflecting: Action.WorkflowType.self)
    }

    /// The names of the registered types, sorted.
    public var names: [String] { decoders.keys.sorted() }
}
