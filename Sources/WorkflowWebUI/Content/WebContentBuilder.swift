import WorkflowUI

/// Builds a list of ``WebNode``s from a block of declarations: elements, strings (as text),
/// child screens, `if`, `switch` and `for`.
///
/// A block is gathered one declaration at a time into a single list (`buildPartialBlock`), so a
/// block of a few declarations costs one allocation, not one per declaration plus two to join
/// them: screens are described on every update, and this is most of the cost of describing one.
@resultBuilder
public enum WebContentBuilder {
    /// The room a block's list is made with: enough for most blocks, so that adding their
    /// declarations does not reallocate it. The list lives only until the reconciler has read it.
    private static let usualBlockSize = 4

    /// An element.
    public static func buildExpression(_ element: consuming WebElement) -> WebNode {
        WebNode(.element(element))
    }

    /// A node.
    public static func buildExpression(_ node: WebNode) -> WebNode {
        node
    }

    /// A string, as text.
    public static func buildExpression(_ text: String) -> WebNode {
        .text(text)
    }

    /// A list of nodes, as a `for` loop's body or a helper's result.
    public static func buildExpression(_ nodes: [WebNode]) -> [WebNode] {
        nodes
    }

    /// An empty block: no nodes.
    public static func buildBlock() -> [WebNode] {
        []
    }

    /// A block's first declaration, in a list with room for the next few.
    public static func buildPartialBlock(first node: consuming WebNode) -> [WebNode] {
        var nodes: [WebNode] = []
        nodes.reserveCapacity(usualBlockSize)
        nodes.append(node)
        return nodes
    }

    /// A block's first declaration that is already a list, as it is: the body of a `for` loop
    /// over a long list is often one helper's list, and copying it would cost an allocation a row.
    public static func buildPartialBlock(first nodes: [WebNode]) -> [WebNode] {
        nodes
    }

    /// The block so far, then one more node.
    public static func buildPartialBlock(accumulated: consuming [WebNode], next: consuming WebNode) -> [WebNode] {
        accumulated.append(next)
        return accumulated
    }

    /// The block so far, then the nodes of a list, an `if`, a `switch` or a `for`.
    public static func buildPartialBlock(accumulated: consuming [WebNode], next: [WebNode]) -> [WebNode] {
        accumulated.append(contentsOf: next)
        return accumulated
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

    /// The nodes of every iteration of a `for` loop, in one list whose room is made once
    /// (`flatMap` grows its result as it goes, reallocating it for most loops).
    public static func buildArray(_ parts: [[WebNode]]) -> [WebNode] {
        var nodes: [WebNode] = []
        nodes.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { nodes.append(contentsOf: part) }
        return nodes
    }
}
