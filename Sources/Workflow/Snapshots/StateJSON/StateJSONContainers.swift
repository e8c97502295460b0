/// The containers ``StateJSONEncoder`` hands out. Each writes into the object, array or
/// encoder it was made for; every primitive overload turns its value into a
/// ``StateJSONValue`` the same way, through the encoder's helpers (for the unkeyed and the
/// single value container, in ``StateJSONValueSink``).

/// Writes members of one JSON object.
struct StateJSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StateJSONEncoder
    let object: StateJSONObject

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { object.set(.null, for: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { object.set(.bool(value), for: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { object.set(.string(value), for: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { object.set(try encoder.number(value, at: key), for: key.stringValue) }
    mutating func encode(_ value: Float, forKey key: Key) throws { object.set(try encoder.number(value, at: key), for: key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(value, key) }
    mutating func encode(_ value: Int128, forKey key: Key) throws { set(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(value, key) }
    mutating func encode(_ value: UInt128, forKey key: Key) throws { set(value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.set(try encoder.encodeNested(value, key: key), for: key.stringValue)
    }

    private func set<I: FixedWidthInteger>(_ value: I, _ key: Key) {
        object.set(StateJSONEncoder.integer(value), for: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        // Asked again under the same key (a subclass and its superclass, a loop): the same
        // object, as `JSONEncoder` gives, so that neither's members are lost.
        let nested: StateJSONObject
        if case .object(let existing)? = object.value(for: key.stringValue) {
            nested = existing
        } else {
            nested = StateJSONObject()
            object.set(.object(nested), for: key.stringValue)
        }
        return KeyedEncodingContainer(
            StateJSONKeyedContainer<NestedKey>(encoder: StateJSONEncoder(parent: encoder, key: key), object: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        // Asked again under the same key: the same array, added to.
        let nested: StateJSONArray
        if case .array(let existing)? = object.value(for: key.stringValue) {
            nested = existing
        } else {
            nested = StateJSONArray()
            object.set(.array(nested), for: key.stringValue)
        }
        return StateJSONUnkeyedContainer(encoder: StateJSONEncoder(parent: encoder, key: key), array: nested)
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: StateJSONIndexKey(stringValue: "super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key)
    }

    private func superEncoder(named key: any CodingKey) -> any Encoder {
        let slot = StateJSONSlot()
        object.set(.slot(slot), for: key.stringValue)
        return encoder.superEncoder(at: key, filling: slot)
    }
}

/// Appends elements to one JSON array.
struct StateJSONUnkeyedContainer: UnkeyedEncodingContainer, StateJSONValueSink {
    let encoder: StateJSONEncoder
    let array: StateJSONArray

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { array.values.count }
    /// The key of the next element, for nested encoders' paths.
    private var nextKey: StateJSONIndexKey { StateJSONIndexKey(intValue: count) }

    var numberKey: (any CodingKey)? { nextKey }

    mutating func put(_ value: StateJSONValue) {
        array.append(value)
    }

    mutating func encode(_ value: Int128) throws { put(StateJSONEncoder.integer(value)) }
    mutating func encode(_ value: UInt128) throws { put(StateJSONEncoder.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.append(try encoder.encodeNested(value, key: nextKey))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = StateJSONObject()
        let key = nextKey
        array.append(.object(nested))
        return KeyedEncodingContainer(
            StateJSONKeyedContainer<NestedKey>(encoder: StateJSONEncoder(parent: encoder, key: key), object: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = StateJSONArray()
        let key = nextKey
        array.append(.array(nested))
        return StateJSONUnkeyedContainer(encoder: StateJSONEncoder(parent: encoder, key: key), array: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let slot = StateJSONSlot()
        let key = nextKey
        array.append(.slot(slot))
        return encoder.superEncoder(at: key, filling: slot)
    }
}

/// Holds the one value of an encoder that encodes a single value.
struct StateJSONSingleValueContainer: SingleValueEncodingContainer, StateJSONValueSink {
    let encoder: StateJSONEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    var numberKey: (any CodingKey)? { nil }

    mutating func put(_ value: StateJSONValue) {
        encoder.storeSingleValue(value)
    }

    mutating func encode(_ value: Int128) throws { put(StateJSONEncoder.integer(value)) }
    mutating func encode(_ value: UInt128) throws { put(StateJSONEncoder.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        // The value is this encoder's own: encoded with it, as `JSONEncoder` does, so that a
        // wrapper encoding its wrapped value here writes that value in its place.
        guard encoder.value == nil else {
            encoder.reportMisuse("a single value container was given a second value")
            return
        }
        // A value that encoded nothing is `{}` here, as anywhere below the top.
        if try encoder.encodeValue(value) == nil {
            encoder.storeSingleValue(.object(StateJSONObject()))
        }
    }
}

/// What the unkeyed and the single value container share: each primitive becomes a
/// ``StateJSONValue`` the same way and goes to ``put(_:)``; only where it goes differs (the
/// next element of an array, or the encoder's one value).
///
/// The 128-bit integers stay in each container: the standard library's protocols have
/// defaults of their own for them, and two defaults for one requirement are ambiguous.
protocol StateJSONValueSink {
    var encoder: StateJSONEncoder { get }
    /// Where a number goes, for the path of its error (`nil`: the encoder's own value).
    var numberKey: (any CodingKey)? { get }
    mutating func put(_ value: StateJSONValue)
}

extension StateJSONValueSink {
    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Double) throws { put(try encoder.number(value, at: numberKey)) }
    mutating func encode(_ value: Float) throws { put(try encoder.number(value, at: numberKey)) }
    mutating func encode(_ value: Int) throws { put(StateJSONEncoder.integer(value)) }
    mutating func encode(_ value: Int8) throws { put(StateJSONEncoder.integer(value)) }
    mutating func encode(_ value: Int16) throws { put(StateJSONEncoder.integer(value)) }
    mutating func encode(_ value: Int32) throws { put(StateJSONEncoder.integer(value)) }
    mutating func encode(_ value: Int64) throws { put(StateJSONEncoder.integer(value)) }
    mutating func encode(_ value: UInt) throws { put(StateJSONEncoder.integer(value)) }
    mutating func encode(_ value: UInt8) throws { put(StateJSONEncoder.integer(value)) }
    mutating func encode(_ value: UInt16) throws { put(StateJSONEncoder.integer(value)) }
    mutating func encode(_ value: UInt32) throws { put(StateJSONEncoder.integer(value)) }
    mutating func encode(_ value: UInt64) throws { put(StateJSONEncoder.integer(value)) }
}

/// A key for a position in an array, or for `super`.
///
/// An index's text is made only when asked for (an error's path): every element of an
/// array of values gets a key, and most are never read.
struct StateJSONIndexKey: CodingKey {
    private let name: String?
    let intValue: Int?

    var stringValue: String { name ?? "Index \(intValue ?? 0)" }

    init(stringValue: String) {
        name = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        name = nil
        self.intValue = intValue
    }
}
