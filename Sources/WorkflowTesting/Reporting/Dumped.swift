import CustomDump

/// A value as failure messages show it: its type and contents, two levels deep.
package func dumped(_ value: Any) -> String {
    var description = ""
    customDump(value, to: &description, maxDepth: 2)
    return description
}
