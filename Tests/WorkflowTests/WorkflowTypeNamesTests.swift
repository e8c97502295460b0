import Testing
@testable import Workflow

/// Snapshots name workflow types as `String(reflecting:)` does, from a table kept per type.
@Suite struct WorkflowTypeNamesTests {
    private enum Outer {
        struct Inner<Value> {}
    }

    @Test func aNameIsWhatStringReflectingPrintsEachTimeItIsAsked() {
        let types: [Any.Type] = [Int.self, Outer.Inner<String>.self, Outer.Inner<Int>.self, [Outer.Inner<Int>].self]
        for _ in 0..<2 {
            for type in types {
                #expect(WorkflowTypeNames.name(of: type) == String(reflecting: type))
            }
        }
    }

    @Test func genericTypesWithOtherArgumentsGetNamesOfTheirOwn() {
        #expect(WorkflowTypeNames.name(of: Outer.Inner<String>.self) != WorkflowTypeNames.name(of: Outer.Inner<Int>.self))
    }

    @Test func threadsAskingAtOnceAllGetTheName() async {
        let expected = String(reflecting: Outer.Inner<Double>.self)
        let names = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { WorkflowTypeNames.name(of: Outer.Inner<Double>.self) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(names == Array(repeating: expected, count: 8))
    }
}
