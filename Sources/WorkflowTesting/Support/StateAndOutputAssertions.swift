public import Workflow

/// Assertions on the state and output an applied action left behind, shared by
/// ``RenderTesterResult`` and ``ActionTester``. Each returns the value it was called on, so
/// that assertions chain.
public protocol StateAndOutputAssertions {
    /// The workflow whose action was applied.
    associatedtype WorkflowType: Workflow

    /// The state the action was applied to.
    var stateBefore: WorkflowType.State { get }
    /// The state after the action (or the starting state, if there was none).
    var state: WorkflowType.State { get }
    /// The output the action emitted, if any.
    var output: WorkflowType.Output? { get }
}

extension StateAndOutputAssertions {
    /// Passes the state to `assertions`.
    @discardableResult
    public func verifyState(_ assertions: (WorkflowType.State) throws -> Void) rethrows -> Self {
        try assertions(state)
        return self
    }

    /// Passes the output to `assertions`; fails if there was none.
    @discardableResult
    public func verifyOutput(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ assertions: (WorkflowType.Output) throws -> Void
    ) rethrows -> Self {
        guard let output else {
            AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
                .fail("Expected an output of type \(WorkflowType.Output.self), but none was emitted.")
            return self
        }
        try assertions(output)
        return self
    }

    /// Fails if an output was emitted, naming it.
    @discardableResult
    public func assertNoOutput(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        if let output {
            AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
                .fail("Expected no output, but \(dumped(output)) was emitted.")
        }
        return self
    }
}

extension StateAndOutputAssertions where WorkflowType.State: Equatable {
    /// Fails, with a diff, unless the state equals `expected`.
    @discardableResult
    public func assert(
        state expected: WorkflowType.State,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
            .expectEqual(expected, state, "The state is not the expected one")
        return self
    }

    /// Fails, with a diff, unless the action changed exactly what `modifications` changes:
    /// they are applied to ``stateBefore`` and the result must equal ``state``. A field the
    /// action changed and `modifications` did not (or the other way round) is in the diff.
    ///
    /// ```swift
    /// TodoWorkflow.Action.tester(withState: state)
    ///     .send(action: .toggle(id: 2))
    ///     .assertStateModifications { $0.items[1].isDone = true }
    /// ```
    @discardableResult
    public func assertStateModifications(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ modifications: (inout WorkflowType.State) throws -> Void
    ) rethrows -> Self {
        var expected = stateBefore
        try modifications(&expected)
        AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
            .expectEqual(expected, state, "The action changed the state differently from the expected modifications")
        return self
    }
}

extension StateAndOutputAssertions where WorkflowType.Output: Equatable {
    /// Fails, with a diff, unless the output equals `expected`; fails if there was none.
    @discardableResult
    public func assert(
        output expected: WorkflowType.Output,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        let location = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let output else {
            location.fail("Expected the output \(dumped(expected)), but none was emitted.")
            return self
        }
        location.expectEqual(expected, output, "The output is not the expected one")
        return self
    }
}
