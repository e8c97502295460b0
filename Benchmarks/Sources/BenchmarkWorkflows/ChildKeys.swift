/// The keys children are rendered with, made once, so that the benchmarks time the runtime and
/// not the formatting of integers.
public enum ChildKeys {
    /// `"0"`, `"1"`, … up to the widest fan-out the benchmarks use.
    public static let numbered: [String] = (0..<1_000).map { String($0) }
}
