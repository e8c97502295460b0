/// The names snapshots, paths and action logs give workflow types, worked out once per type.
///
/// `String(reflecting:)` walks the type's metadata and builds a new string each time it is
/// asked (about 6 µs for a nested generic type on a slow machine). A host that saves its
/// state after every action asked it for every node on every save; the name of a type never
/// changes, so it is kept here for the life of the process, one entry per workflow type.
enum WorkflowTypeNames {
    private static let names = Locked<[ObjectIdentifier: String]>([:])

    /// `String(reflecting: type)`, module included.
    static func name(of type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let known = names.withLock({ $0[id] }) { return known }
        // Worked out outside the lock: two threads may both do it the first time, and both
        // get the same string.
        let name = String(reflecting: type)
        names.withLock { $0[id] = name }
        return name
    }
}
