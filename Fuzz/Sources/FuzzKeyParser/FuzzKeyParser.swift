import CFuzzerDriver
import WorkflowTerminalUI

/// Starts libFuzzer, which calls ``fuzzKeyParser(_:_:)`` with each input.
@_cdecl("FuzzKeyParser_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    WorkflowFuzzMain(argc, argv, fuzzKeyParser)
}

/// Feeds the input to a `KeyParser` whole, then again in pieces whose sizes the input's first
/// byte chooses. Besides not crashing, the parser must not depend on how reads split the
/// input and must leave nothing pending after a flush.
func fuzzKeyParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    guard let first = bytes.first else { return 0 }
    let input = bytes.dropFirst()

    var whole = KeyParser()
    let expected = whole.parse(input) + whole.flush()
    precondition(!whole.hasPendingInput && whole.flushDelay == nil, "input is still pending after a flush")

    var pieces = KeyParser()
    var keys: [Key] = []
    var start = input.startIndex
    var step = Int(first % 7) + 1
    while start < input.endIndex {
        let end = min(start + step, input.endIndex)
        keys += pieces.parse(input[start..<end])
        start = end
        // Vary the piece sizes within one input, as reads do.
        step = step % 7 + 1
    }
    keys += pieces.flush()
    precondition(keys == expected, "splitting the input changed the keys: \(keys) vs \(expected)")

    return 0
}
