/// A node's children in the order its render passes declare them, matched to a new pass's
/// declarations in order first.
///
/// Children are almost always declared in the same order as in the previous pass, so a pass
/// compares each declaration with the next child of the last pass (a type check and a string
/// comparison) and hashes nothing. Only when the order changed does it search, and only a
/// search that runs long builds a ``ChildIndex`` for the rest of the pass.
///
/// During a pass, `nodes[0..<declaredCount]` are the children this pass declared so far, in
/// order, and the rest are last pass's children that it has not declared yet. When the pass
/// ends, those that remain were dropped.
///
/// An index lives in the host's ``ChildIndexes`` under its node, not here: almost no pass
/// builds one, and every node would otherwise carry a field for it.
@usableFromInline
struct ChildList {
    @usableFromInline private(set) var nodes: [AnyWorkflowNode] = []
    /// 32 bits, so that the count and the flags share a word: a node of 4 billion children
    /// would be a bug of its own.
    @usableFromInline private(set) var declared: UInt32 = 0
    /// Whether this pass created a child, so that the pass must check its keys are distinct.
    /// A declaration that matches an existing child cannot repeat a key: the children of the
    /// last pass had distinct keys, and each is matched at most once.
    @usableFromInline private(set) var createdChild = false
    /// Whether a long search of this pass built an index (kept in ``ChildIndexes``).
    @usableFromInline private(set) var hasIndex = false

    private var declaredCount: Int {
        get { Int(declared) }
        set { declared = UInt32(newValue) }
    }

    /// Searches shorter than this scan; longer ones build an index.
    private static let scanLimit = 8

    @inlinable var isEmpty: Bool { nodes.isEmpty }

    /// Whether ending the pass has work to do: children it did not declare, new children whose
    /// keys must be checked, or an index to drop. A pass that declared exactly the last pass's
    /// children, the usual case, has none.
    @inlinable var passNeedsEnding: Bool { Int(declared) != nodes.count || createdChild || hasIndex }

    @usableFromInline
    mutating func beginPass() {
        declaredCount = 0
        createdChild = false
    }

    /// Returns the child of the last pass with this type and key, now counted as declared, or
    /// `nil` if there is none. `owner` is the node these are the children of.
    ///
    /// The usual case, the next child of the last pass, is `@inlinable`, so that it is
    /// compiled into the parent's specialised render path.
    @inlinable
    mutating func takeExisting(type: Any.Type, key: String, owner: AnyWorkflowNode) -> AnyWorkflowNode? {
        let position = Int(declared)
        guard position < nodes.count else { return nil }
        let next = nodes[position]
        if next.key == key, next.workflowType == type {
            declared += 1
            return next
        }
        return takeWaiting(type: type, key: key, owner: owner)
    }

    /// ``takeExisting(type:key:owner:)`` for a declaration that is not the next child: one
    /// that moved, or a new one.
    @usableFromInline
    mutating func takeWaiting(type: Any.Type, key: String, owner: AnyWorkflowNode) -> AnyWorkflowNode? {
        let position = declaredCount
        guard let found = search(type: type, key: key, after: position, owner: owner) else { return nil }
        moveToDeclared(from: found, owner: owner)
        return nodes[position]
    }

    /// Adds a child that this pass created.
    @usableFromInline
    mutating func appendNew(_ node: AnyWorkflowNode, owner: AnyWorkflowNode) {
        let position = declaredCount
        if position == nodes.count {
            nodes.append(node)
        } else if hasIndex, let index = owner.runtime.childIndexes[owner] {
            // Many children wait (a search built the index): move the one in the way to the
            // end rather than shift them all, which would re-index each of them.
            nodes.append(nodes[position])
            nodes[position] = node
            index.moved(nodes[nodes.count - 1], to: nodes.count - 1)
        } else {
            // A short search found nothing, so at most `scanLimit` children wait: shifting
            // them keeps them in order for the declarations that follow.
            nodes.insert(node, at: position)
        }
        declaredCount = position + 1
        createdChild = true
    }

    /// Ends the pass: removes the children it did not declare and returns them, and returns
    /// the key that it declared twice, if any.
    mutating func endPass(owner: AnyWorkflowNode) -> (dropped: [AnyWorkflowNode], repeated: AnyWorkflowNode?) {
        if hasIndex {
            hasIndex = false
            owner.runtime.childIndexes[owner] = nil
        }
        var dropped: [AnyWorkflowNode] = []
        if declaredCount < nodes.count {
            dropped = Array(nodes[declaredCount...])
            nodes.removeSubrange(declaredCount...)
        }
        return (dropped, createdChild ? firstRepeatedKey() : nil)
    }

    /// Removes and returns every child, for a node that ends.
    mutating func removeAll() -> [AnyWorkflowNode] {
        defer { nodes = [] }
        return nodes
    }

    /// The position of the undeclared child with this type and key after `position`.
    private mutating func search(type: Any.Type, key: String, after position: Int, owner: AnyWorkflowNode) -> Int? {
        let end = nodes.count
        let index: ChildIndex
        if hasIndex, let existing = owner.runtime.childIndexes[owner] {
            index = existing
        } else {
            let scanEnd = min(end, position + 1 + Self.scanLimit)
            for candidate in (position + 1)..<scanEnd where nodes[candidate].key == key && nodes[candidate].workflowType == type {
                return candidate
            }
            guard scanEnd < end else { return nil }
            index = ChildIndex(nodes, from: position)
            owner.runtime.childIndexes[owner] = index
            hasIndex = true
        }
        // The index may still list a child this pass took in order; only a waiting child counts.
        guard let found = index.position(of: ChildKey(workflowType: ObjectIdentifier(type), key: key)),
            found > position, nodes[found].key == key, nodes[found].workflowType == type
        else { return nil }
        return found
    }

    /// Swaps the child at `position` into the next declared slot.
    private mutating func moveToDeclared(from position: Int, owner: AnyWorkflowNode) {
        let slot = declaredCount
        nodes.swapAt(slot, position)
        if hasIndex { owner.runtime.childIndexes[owner]?.moved(nodes[position], to: position) }
        declaredCount = slot + 1
    }

    /// Finds a key the declared children share; a pass that repeats one is a programmer error.
    private func firstRepeatedKey() -> AnyWorkflowNode? {
        let declared = nodes[..<declaredCount]
        if declared.count <= Self.scanLimit * 2 {
            for (offset, node) in declared.enumerated() {
                for earlier in declared[..<offset] where earlier.key == node.key && earlier.workflowType == node.workflowType {
                    return node
                }
            }
            return nil
        }
        // An open-addressed table of positions, hashed by a cheap hash of the key and type: a
        // `Set<ChildKey>` spent about 270 instructions per child on SipHash and its own
        // bookkeeping, a fifth of what creating the child costs.
        let mask = (declared.count * 2).nextPowerOfTwo - 1
        var slots = [Int](repeating: -1, count: mask + 1)
        for position in declared.indices {
            let node = declared[position]
            let type = node.workflowType
            var slot = Self.hash(node.key, type) & mask
            while slots[slot] >= 0 {
                let other = declared[slots[slot]]
                if other.key == node.key, other.workflowType == type { return node }
                slot = (slot + 1) & mask
            }
            slots[slot] = position
        }
        return nil
    }

    /// FNV-1a over the key's UTF-8, mixed with the type's address: enough to spread the keys
    /// of one node's children (collisions cost only a comparison), and no defence against
    /// chosen keys is needed for a table that lives for one check.
    private static func hash(_ key: String, _ type: Any.Type) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        hash ^= UInt64(UInt(bitPattern: ObjectIdentifier(type))) >> 4
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}

/// Where each undeclared child sits, for a pass whose order changed a lot (a sorted or
/// reversed list): keeps such a pass linear instead of quadratic.
final class ChildIndex {
    private var positions: [ChildKey: Int]

    init(_ nodes: [AnyWorkflowNode], from start: Int) {
        positions = Dictionary(minimumCapacity: nodes.count - start)
        for position in start..<nodes.count {
            positions[ChildKey(nodes[position])] = position
        }
    }

    func position(of key: ChildKey) -> Int? {
        positions[key]
    }

    func moved(_ node: AnyWorkflowNode, to position: Int) {
        positions[ChildKey(node)] = position
    }

}

/// The ``ChildIndex`` of each node whose current pass built one, by node. A pass drops its
/// node's index when it ends, so this is empty between passes.
final class ChildIndexes {
    @exclusivity(unchecked) private var indexes: [ObjectIdentifier: ChildIndex] = [:]

    subscript(node: AnyWorkflowNode) -> ChildIndex? {
        get { indexes[ObjectIdentifier(node)] }
        set { indexes[ObjectIdentifier(node)] = newValue }
    }
}

extension Int {
    /// The least power of two that is at least this (which must be positive).
    fileprivate var nextPowerOfTwo: Int {
        1 << (Int.bitWidth - (self - 1).leadingZeroBitCount)
    }
}
