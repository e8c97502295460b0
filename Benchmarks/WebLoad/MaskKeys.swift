#if WebServer
import NIOWebSocket

/// The masking keys of the frames one session sends (a client masks every frame, RFC 6455
/// 5.3), from a SplitMix64 generator seeded once from the system's.
///
/// A mask only keeps an intermediary from reading the stream as some protocol of its own: it
/// must be unpredictable to the page's script, not to a cryptographer. `.random()` draws each
/// key from the system generator, a `getrandom` system call per frame the tool sends.
struct MaskKeys: RandomNumberGenerator {
    private var state: UInt64

    init() {
        var system = SystemRandomNumberGenerator()
        state = system.next()
    }

    /// The next key.
    mutating func key() -> WebSocketMaskingKey {
        .random(using: &self)
    }

    /// SplitMix64 (Steele, Lea and Flood, 2014).
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
#endif
