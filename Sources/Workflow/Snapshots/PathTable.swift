/// Components of many paths that share their beginnings, each stored once: entry `i` is one
/// component and the index of its parent's entry. A path is then an entry index, so a
/// snapshot's paths take memory and time linear in its node count, whatever the tree's depth.
final class PathTable: Sendable {
    let components: [WorkflowPath.Component]
    /// Each entry's parent entry, always earlier; `-1` for a root.
    let parents: [Int]
    /// How many components the path ending at each entry has.
    let depths: [Int]
    /// A hash of the path ending at each entry, equal for equal paths within one process, so
    /// that hashing and most inequality checks need not walk the path.
    let digests: [Int]

    /// A table of `components` whose parents are `parents` (earlier entries, or `-1`).
    /// `steps` counts the entries visited, for tests that check the work is linear.
    init(components: [WorkflowPath.Component], parents: [Int], steps: inout Int) {
        precondition(components.count == parents.count, "internal: a path table needs one parent per component")
        var depths: [Int] = []
        var digests: [Int] = []
        depths.reserveCapacity(components.count)
        digests.reserveCapacity(components.count)
        for (index, component) in components.enumerated() {
            let parent = parents[index]
            precondition(parent < index, "internal: a path table's parent must precede its child")
            var hasher = Hasher()
            hasher.combine(parent < 0 ? 0 : digests[parent])
            hasher.combine(component)
            depths.append(parent < 0 ? 1 : depths[parent] + 1)
            digests.append(hasher.finalize())
            steps += 1
        }
        self.components = components
        self.parents = parents
        self.depths = depths
        self.digests = digests
    }

    /// A table holding one path.
    convenience init(path components: [WorkflowPath.Component]) {
        var steps = 0
        self.init(components: components, parents: components.indices.map { $0 - 1 }, steps: &steps)
    }
}
