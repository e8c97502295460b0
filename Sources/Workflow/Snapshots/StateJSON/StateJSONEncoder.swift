#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encodes a snapshotting workflow's state as JSON that `JSONDecoder` reads back with its
/// default options, as `JSONEncoder` with its defaults would (`Data` as Base64, `Date` as its
/// seconds since 2001, `URL` as its absolute string, `Decimal` as a number, non-finite
/// floating-point numbers refused), at a fraction of the cost.
///
/// A host with a session store saves after every action, and `JSONEncoder` took most of the
/// save: about 9 µs to encode one `Int` on a slow machine, for its options, its buffers and its
/// generic tree. This one builds a small tree only where the `Encoder` protocol needs one
/// (containers are handed out and filled later) and writes bytes straight from it.
///
/// Where `JSONEncoder` traps on a misused encoder (two kinds of container asked of one value,
/// a single value container written twice), this one throws an `EncodingError` naming the
/// path: a state that cannot be saved is reported, not fatal.
final class StateJSONEncoder: Encoder {
    private let parent: StateJSONEncoder?
    private let key: (any CodingKey)?
    /// Holds what was encoded through this encoder; a super encoder's slot is in its parent's
    /// tree too.
    private let slot: StateJSONSlot
    /// The first misuse of the encoder or one of its nested encoders (kept on the root).
    ///
    /// Skips the dynamic exclusivity checks, as ``StateJSONObject``'s fields do: only this
    /// class's methods touch it, and none holds an access to it while it calls out.
    @exclusivity(unchecked) private var misuse: EncodingError?

    /// What was encoded through this encoder so far.
    var value: StateJSONValue? { slot.value }

    /// The JSON text of `state`.
    ///
    /// - Throws: `EncodingError` for a non-finite number, a misused encoder, or a value that
    ///   encoded nothing at all (as `JSONEncoder` does), and whatever `state`'s `encode(to:)`
    ///   throws.
    static func encode<State: Encodable>(_ state: State) throws -> Data {
        let encoder = StateJSONEncoder(parent: nil, key: nil)
        let value = try encoder.encodeValue(state)
        if let misuse = encoder.misuse { throw misuse }
        guard let value else {
            throw EncodingError.invalidValue(
                state, EncodingError.Context(codingPath: [], debugDescription: "\(State.self) did not encode any value"))
        }
        var output: [UInt8] = []
        output.reserveCapacity(64)
        value.write(to: &output)
        return Data(output)
    }

    /// An encoder at `key` under `parent` (`nil`, `nil` for the root), keeping what it is
    /// given in `slot`.
    init(parent: StateJSONEncoder?, key: (any CodingKey)?, slot: StateJSONSlot = StateJSONSlot()) {
        self.parent = parent
        self.key = key
        self.slot = slot
    }

    var codingPath: [any CodingKey] {
        var path = parent?.codingPath ?? []
        if let key { path.append(key) }
        return path
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// What the value at this path is when written: an encoder given nothing writes `{}`.
    var valueOrEmptyObject: StateJSONValue { slot.valueOrEmptyObject }

    /// A super encoder at `key`: what it is given fills `slot`, which its parent's tree holds.
    func superEncoder(at key: any CodingKey, filling slot: StateJSONSlot) -> StateJSONEncoder {
        StateJSONEncoder(parent: self, key: key, slot: slot)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        switch value {
        case .object(let object)?:
            // Asked again (a subclass and its superclass share an encoder): the same object.
            return KeyedEncodingContainer(StateJSONKeyedContainer(encoder: self, object: object))
        case nil:
            let object = StateJSONObject()
            slot.value = .object(object)
            return KeyedEncodingContainer(StateJSONKeyedContainer(encoder: self, object: object))
        case .some:
            reportMisuse("a keyed container was asked of a value already encoded otherwise")
            return KeyedEncodingContainer(StateJSONKeyedContainer(encoder: self, object: StateJSONObject()))
        }
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        switch value {
        case .array(let array)?:
            return StateJSONUnkeyedContainer(encoder: self, array: array)
        case nil:
            let array = StateJSONArray()
            slot.value = .array(array)
            return StateJSONUnkeyedContainer(encoder: self, array: array)
        case .some:
            reportMisuse("an unkeyed container was asked of a value already encoded otherwise")
            return StateJSONUnkeyedContainer(encoder: self, array: StateJSONArray())
        }
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        StateJSONSingleValueContainer(encoder: self)
    }

    /// Stores what a single value container was given; a second value is a misuse.
    func storeSingleValue(_ newValue: StateJSONValue) {
        guard value == nil else {
            reportMisuse("a single value container was given a second value")
            return
        }
        slot.value = newValue
    }

    /// Records the first misuse on the root, which throws it once encoding is over.
    func reportMisuse(_ description: String) {
        var root = self
        while let parent = root.parent { root = parent }
        if root.misuse == nil {
            root.misuse = EncodingError.invalidValue(
                description, EncodingError.Context(codingPath: codingPath, debugDescription: "the encoder was misused: \(description)"))
        }
    }

    /// Encodes `value` as this encoder's own (the top-level value, or a single value
    /// container's); returns what it encoded, `nil` if nothing.
    @discardableResult
    func encodeValue<T: Encodable>(_ value: T) throws -> StateJSONValue? {
        if let known = try knownValue(value, at: nil) {
            storeSingleValue(known)
            return known
        }
        try value.encode(to: self)
        return self.value
    }

    /// A nested value's JSON, encoded with an encoder of its own; `{}` if it encoded nothing,
    /// as `JSONEncoder` writes it.
    func encodeNested<T: Encodable>(_ value: T, key: any CodingKey) throws -> StateJSONValue {
        if let known = try knownValue(value, at: key) { return known }
        let encoder = StateJSONEncoder(parent: self, key: key)
        try value.encode(to: encoder)
        return encoder.valueOrEmptyObject
    }

    /// The types `JSONEncoder` writes its own way, and the commonest ones written without an
    /// encoder of their own; `nil` for any other type. `key` is where the value goes (`nil`:
    /// this encoder's own), for the path of an error.
    private func knownValue<T: Encodable>(_ value: T, at key: (any CodingKey)?) throws -> StateJSONValue? {
        // Comparing metatypes is a pointer comparison: cheaper than a cast for every value.
        if T.self == String.self, let string = value as? String { return .string(string) }
        if T.self == Int.self, let int = value as? Int { return .int(Int64(int)) }
        if T.self == Bool.self, let bool = value as? Bool { return .bool(bool) }
        if T.self == Double.self, let double = value as? Double { return try number(double, at: key) }
        if T.self == Data.self, let data = value as? Data { return .string(data.base64EncodedString()) }
        if T.self == URL.self, let url = value as? URL { return .string(url.absoluteString) }
        if T.self == Decimal.self, let decimal = value as? Decimal {
            guard !decimal.isNaN else {
                throw EncodingError.invalidValue(
                    decimal, EncodingError.Context(codingPath: path(to: key), debugDescription: "NaN is not a number JSON can hold"))
            }
            return .number(decimal.description)
        }
        return nil
    }

    /// A floating-point number as JSON text; infinities and NaN have none. `key` is where it
    /// goes (`nil`: this encoder's own value), for the path of the error.
    func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F, at key: (any CodingKey)?) throws -> StateJSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: path(to: key), debugDescription: "\(value) is not a number JSON can hold"))
        }
        return .number(value.description)
    }

    /// This encoder's path, then `key` if there is one.
    private func path(to key: (any CodingKey)?) -> [any CodingKey] {
        guard let key else { return codingPath }
        return codingPath + [key]
    }

    /// An integer as JSON: exactly, whatever its width.
    static func integer<I: FixedWidthInteger>(_ value: I) -> StateJSONValue {
        if I.isSigned {
            if let narrow = Int64(exactly: value) { return .int(narrow) }
        } else if let narrow = UInt64(exactly: value) {
            return .unsignedInt(narrow)
        }
        return .number(String(value))
    }
}
