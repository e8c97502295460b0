#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension WorkflowSnapshot.Entry {
    /// The entry as a JSON object, its keys in the order `JSONEncoder`'s `sortedKeys` gives
    /// them and `nil` values left out, as its synthesized `Codable` conformance reads them back
    /// (the state as Base64, as `Data` decodes by default).
    func writeJSON(to output: inout [UInt8]) {
        output.append(contentsOf: #"{"key":"#.utf8)
        JSONText.writeString(key, to: &output)
        if let parent {
            output.append(contentsOf: #","parent":"#.utf8)
            output.append(contentsOf: String(parent).utf8)
        }
        if let state {
            output.append(contentsOf: #","state":""#.utf8)
            output.append(contentsOf: state.base64EncodedString().utf8)
            output.append(UInt8(ascii: "\""))
        }
        if let stateVersion {
            output.append(contentsOf: #","stateVersion":"#.utf8)
            output.append(contentsOf: String(stateVersion).utf8)
        }
        output.append(contentsOf: #","workflowType":"#.utf8)
        JSONText.writeString(workflowType, to: &output)
        output.append(UInt8(ascii: "}"))
    }
}

/// JSON string literals, written without Foundation's encoder.
enum JSONText {
    /// `string` as a quoted JSON string: quotes, backslashes and control characters escaped,
    /// everything else (including non-ASCII text, as UTF-8) as it is.
    ///
    /// The text between the bytes that need escaping is copied in runs: appended a byte at a
    /// time, each append checked the array's capacity and uniqueness, which made this the
    /// largest part of encoding a state of short strings.
    static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendEscape(of: byte, to: &output)
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The escape of a quote, a backslash or a control character.
    private static func appendEscape(of byte: UInt8, to output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
        case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
        case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
        case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
        default:
            let hex = Array("0123456789abcdef".utf8)
            output.append(contentsOf: #"\u00"#.utf8)
            output.append(hex[Int(byte >> 4)])
            output.append(hex[Int(byte & 0xF)])
        }
    }
}
