import WorkflowUI

/// Builds a list of ``WebNode``s from a block of declarations: elements, strings (as text),
/// child screens, `if`, `switch` and `for`.
@resultBuilder
public enum WebContentBuilder {
    /// An element.
    public static func buildExpression(_ element: WebElement) -> [WebNode] {
        [WebNode(.element(element))]
    }

    /// A node.
    public static func buildExpression(_ node: WebNode) -> [WebNode] {
        [node]
    }

    /// A string, as text.
    public static func buildExpression(_ text: String) -> [WebNode] {
        [.text(text)]
    }

    /// A list of nodes, as a `for` loop's body or a helper's result.
    public static func buildExpression(_ nodes: [WebNode]) -> [WebNode] {
        nodes
    }

    /// The nodes of each declaration, in order.
    public static func buildBlock(_ parts: [WebNode]...) -> [WebNode] {
        joined(parts)
    }

    /// The nodes of a block of one declaration, as they are: the body of a `for` loop over a
    /// long list is usually one row, and gathering it into a new list for each row would cost
    /// two more allocations a row.
    public static func buildBlock(_ part: [WebNode]) -> [WebNode] {
        part
    }

    /// The nodes of an `if` without `else`, when it holds.
    public static func buildOptional(_ part: [WebNode]?) -> [WebNode] {
        part ?? []
    }

    /// The nodes of the first branch.
    public static func buildEither(first part: [WebNode]) -> [WebNode] {
        part
    }

    /// The nodes of the second branch.
    public static func buildEither(second part: [WebNode]) -> [WebNode] {
        part
    }

    /// The nodes of every iteration of a `for` loop.
    public static func buildArray(_ parts: [[WebNode]]) -> [WebNode] {
        joined(parts)
    }

    /// The nodes of `parts` in one list, whose room is made once (`flatMap` grows its result
    /// as it goes, reallocating it for most blocks and loops).
    private static func joined(_ parts: [[WebNode]]) -> [WebNode] {
        var nodes: [WebNode] = []
        nodes.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { nodes.append(contentsOf: part) }
        return nodes
    }
}
