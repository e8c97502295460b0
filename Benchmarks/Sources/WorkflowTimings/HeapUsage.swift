import CHeapUsage

/// Bytes the process's heap holds in live allocations, including the allocator's own
/// per-allocation overhead: what an object really costs. `nil` where the allocator cannot say.
func heapBytesInUse() -> Int? {
    let bytes = heap_usage_bytes_in_use()
    return bytes < 0 ? nil : bytes
}

/// The heap bytes that each value `make` returns keeps alive, measured by building `count` of
/// them (to average out the allocator's rounding) and dividing by `count`.
func heapBytesKept<Value>(byEachOf count: Int, _ make: () -> Value) -> Double? {
    var kept: [Value] = []
    kept.reserveCapacity(count)
    guard let before = heapBytesInUse() else { return nil }
    for _ in 0..<count { kept.append(make()) }
    guard let after = heapBytesInUse() else { return nil }
    withExtendedLifetime(kept) {}
    return Double(after - before) / Double(count)
}
