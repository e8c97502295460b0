import CFuzzerDriver
import WorkflowWebUI

/// Starts libFuzzer, which calls ``fuzzClientMessage(_:_:)`` with each input.
@_cdecl("FuzzClientMessage_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    WorkflowFuzzMain(argc, argv, fuzzClientMessage)
}

/// Reads the input as a page's message, as the server does with every text frame (which the
/// socket has checked is UTF-8). Besides not crashing or hanging, reading must be a function
/// of the text: the same text read twice gives the same message or the same refusal.
func fuzzClientMessage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let first = Result { () throws(WebProtocolError) in try ClientMessage(json: text) }
    let second = Result { () throws(WebProtocolError) in try ClientMessage(json: text) }
    precondition(first == second, "reading the same text twice gave \(first) and \(second)")
    return 0
}
