#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON value that ``StateJSONEncoder`` is building. Objects and arrays are classes because
/// `Encoder`'s containers are handed out and filled later, possibly after a sibling was
/// written: each container holds the object or array it writes into.
enum StateJSONValue {
    case null
    case bool(Bool)
    case int(Int64)
    case unsignedInt(UInt64)
    /// A number already spelled as JSON (a floating-point value, a 128-bit integer, a `Decimal`).
    case number(String)
    case string(String)
    case object(StateJSONObject)
    case array(StateJSONArray)
    /// What a `superEncoder` was given, known only once it is written.
    case slot(StateJSONSlot)

    /// Appends the value as JSON text.
    func write(to output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): Self.writeDecimal(value.magnitude, negative: value < 0, to: &output)
        case .unsignedInt(let value): Self.writeDecimal(value, negative: false, to: &output)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .string(let text): JSONText.writeString(text, to: &output)
        case .object(let object): object.write(to: &output)
        case .array(let array): array.write(to: &output)
        case .slot(let slot): slot.valueOrEmptyObject.write(to: &output)
        }
    }

    /// The digits of `magnitude`, after a minus sign when `negative`, without a `String`.
    private static func writeDecimal(_ magnitude: UInt64, negative: Bool, to output: inout [UInt8]) {
        if negative { output.append(UInt8(ascii: "-")) }
        // 24 bytes hold the 20 digits of `UInt64.max`; filled from the end.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var remaining = magnitude
            var index = buffer.count
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            } while remaining > 0
            output.append(contentsOf: buffer[index...])
        }
    }
}

/// Where an encoder keeps what it encoded. The tree holds a super encoder's slot, never the
/// encoder: an encoder holds its parent (for its path), so a tree that held encoders held its
/// own root, and every state encoded with a super encoder leaked.
final class StateJSONSlot {
    /// Skips the dynamic exclusivity checks for the reason ``StateJSONObject``'s fields do.
    @exclusivity(unchecked) var value: StateJSONValue?

    /// What the value is when written: a slot given nothing writes `{}`, as `JSONEncoder`
    /// writes a nested value that encoded nothing.
    var valueOrEmptyObject: StateJSONValue {
        value ?? .object(StateJSONObject())
    }
}

/// A JSON object being built: its members in the order they were first written. Writing a
/// key again replaces its value, as `JSONEncoder` does.
///
/// Its fields skip the dynamic exclusivity checks (`@exclusivity(unchecked)`), which cost more
/// than the work for a state of small values: only this class's methods touch them, and none
/// calls out (to user code or another object's method) while it holds an access to one.
final class StateJSONObject {
    @exclusivity(unchecked) private var keys: [String] = []
    @exclusivity(unchecked) private var values: [StateJSONValue] = []
    /// Where each key is, once the object has enough members that a search would cost more.
    @exclusivity(unchecked) private var positions: [String: Int]?

    func set(_ value: StateJSONValue, for key: String) {
        if let index = position(of: key) {
            values[index] = value
            return
        }
        positions?[key] = keys.count
        keys.append(key)
        values.append(value)
        if positions == nil, keys.count > 16 {
            positions = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        }
    }

    /// The value at `key`, looked through a slot: what a nested container asked for again
    /// under the same key adds to.
    func value(for key: String) -> StateJSONValue? {
        guard let index = position(of: key) else { return nil }
        if case .slot(let slot) = values[index] { return slot.value }
        return values[index]
    }

    private func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return keys.firstIndex(of: key)
    }

    func write(to output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
        for index in keys.indices {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            JSONText.writeString(keys[index], to: &output)
            output.append(UInt8(ascii: ":"))
            values[index].write(to: &output)
        }
        output.append(UInt8(ascii: "}"))
    }
}

/// A JSON array being built. Its field skips the dynamic exclusivity checks for the reason
/// ``StateJSONObject``'s do.
final class StateJSONArray {
    @exclusivity(unchecked) private(set) var values: [StateJSONValue] = []

    func append(_ value: StateJSONValue) {
        values.append(value)
    }

    func write(to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        for index in values.indices {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            values[index].write(to: &output)
        }
        output.append(UInt8(ascii: "]"))
    }
}
