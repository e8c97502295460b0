/// Writes the few JSON shapes the server sends, directly into a string: faster than a general
/// encoder for patches, and exact about what goes on the wire.
struct JSONWriter {
    private(set) var output = ""

    mutating func raw(_ text: String) {
        output += text
    }

    mutating func number(_ value: Int) {
        output += String(value)
    }

    mutating func string(_ value: String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            // Keeps a string from closing a script element if the JSON is ever inlined.
            case "<": output += "\\u003c"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { output += "null" }
    }
}
