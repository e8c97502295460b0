import Foundation
import Testing
@testable import Workflow

/// The encoder snapshots use for states: whatever it writes, `JSONDecoder` reads back as the
/// value it was given, and it says the same as `JSONEncoder` (key order and spelling aside).
@Suite struct StateJSONEncoderTests {
    private enum Shape: Codable, Equatable {
        case circle(radius: Double)
        case square(side: Int, label: String?)
        case empty
    }

    private struct Everything: Codable, Equatable {
        var bool = true
        var string = "a \"quoted\" \\ line\nwith\ttabs, \u{1} and é☃ 🎉 / slash"
        var int = Int.min
        var int8 = Int8.min
        var int16 = Int16.max
        var int32 = Int32.min
        var int64 = Int64.max
        var uint = UInt.max
        var uint8 = UInt8.max
        var uint16 = UInt16.max
        var uint32 = UInt32.max
        var uint64 = UInt64.max
        var double = -0.1
        var tiny = Double.leastNonzeroMagnitude
        var huge = Double.greatestFiniteMagnitude
        var negativeZero = -0.0
        var float: Float = 0.1
        var optional: String? = nil
        var present: Int? = 7
        var array = [1, 2, 3]
        var empty: [String] = []
        var nested = [[1], [], [2, 3]]
        var byName = ["b": 2, "a": 1]
        var byNumber = [3: "three", -1: "minus one"]
        var optionals: [Int?] = [1, nil, 3]
        var shapes: [Shape] = [.circle(radius: 1.5), .square(side: 2, label: nil), .square(side: 3, label: "x"), .empty]
        var data = Data([0, 1, 2, 250, 255])
        var date = Date(timeIntervalSinceReferenceDate: 123_456.789)
        var url = URL(string: "https://example.com/a/b?c=d#e")!  // A literal that parses.
        var decimal = Decimal(string: "-12345.6789")!  // A literal that parses.
        var set: Set<String> = ["x"]
    }

    private class Base: Codable {
        var name = "base"
    }

    private final class Derived: Base {
        var extra = 3
        private enum CodingKeys: String, CodingKey { case extra }

        override init() { super.init() }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            extra = try container.decode(Int.self, forKey: .extra)
            try super.init(from: container.superDecoder())
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(extra, forKey: .extra)
            try super.encode(to: container.superEncoder())
        }
    }

    private func roundTrip<T: Codable & Equatable>(_ value: T) throws {
        let ours = try StateJSONEncoder.encode(value)
        #expect(try JSONDecoder().decode(T.self, from: ours) == value)
        let theirs = try JSONEncoder().encode(value)
        let parse = { (data: Data) in try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? NSObject }
        #expect(try parse(ours) == parse(theirs), "\(String(decoding: ours, as: UTF8.self))")
    }

    @Test func everyKindOfValueReadsBackAsItWas() throws {
        try roundTrip(Everything())
    }

    @Test func topLevelValuesOfEveryKind() throws {
        try roundTrip(0)
        try roundTrip(-42)
        try roundTrip(Int64.min)
        try roundTrip(UInt64.max)
        try roundTrip("text")
        try roundTrip(true)
        try roundTrip(2.5)
        try roundTrip(Int?.none)
        try roundTrip([String: [Int]]())
        try roundTrip(Shape.empty)
        try roundTrip(Data())
    }

    @Test func integersAreWrittenDigitForDigit() throws {
        for value in [0, 9, 10, 99, 100, 12_345, -1, -10, Int.max, Int.min] {
            #expect(String(decoding: try StateJSONEncoder.encode(value), as: UTF8.self) == String(value))
        }
        #expect(String(decoding: try StateJSONEncoder.encode(UInt64.max), as: UTF8.self) == "18446744073709551615")
    }

    @Test func wideIntegersKeepEveryDigit() throws {
        let wide: [Int128] = [Int128.max, Int128.min, 0]
        let written = String(decoding: try StateJSONEncoder.encode(wide), as: UTF8.self)
        #expect(written == "[\(Int128.max),\(Int128.min),0]")
        #expect(String(decoding: try StateJSONEncoder.encode([UInt128.max]), as: UTF8.self) == "[\(UInt128.max)]")
    }

    @Test func aSubclassWritesItsSuperclassUnderSuper() throws {
        let written = try StateJSONEncoder.encode(Derived())
        let object = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        #expect(object["extra"] as? Int == 3)
        #expect((object["super"] as? [String: Any])?["name"] as? String == "base")
        #expect(try JSONDecoder().decode(Derived.self, from: written).extra == 3)
    }

    @Test func aKeyWrittenTwiceKeepsTheLastValue() throws {
        struct Twice: Encodable {
            enum Key: String, CodingKey { case a, b }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(1, forKey: .a)
                try container.encode(2, forKey: .b)
                try container.encode(3, forKey: .a)
            }
        }
        #expect(String(decoding: try StateJSONEncoder.encode(Twice()), as: UTF8.self) == #"{"a":3,"b":2}"#)
    }

    @Test func manyKeysWrittenTwiceKeepTheLastValues() throws {
        let first = Dictionary(uniqueKeysWithValues: (0..<100).map { ("key\($0)", $0) })
        struct Overwriting: Encodable {
            let values: [String: Int]
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: StateJSONIndexKey.self)
                for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                    try container.encode(value, forKey: StateJSONIndexKey(stringValue: key))
                    try container.encode(-value, forKey: StateJSONIndexKey(stringValue: key))
                }
            }
        }
        let written = try StateJSONEncoder.encode(Overwriting(values: first))
        #expect(try JSONDecoder().decode([String: Int].self, from: written) == first.mapValues { -$0 })
    }

    @Test func aValueThatEncodesNothingIsAnEmptyObjectInsideAndAnErrorAtTheTop() throws {
        struct Nothing: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
        #expect(String(decoding: try StateJSONEncoder.encode([Nothing()]), as: UTF8.self) == "[{}]")
        #expect(throws: EncodingError.self) { try StateJSONEncoder.encode(Nothing()) }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func numbersJSONCannotHoldAreRefusedWithTheirPath(_ number: Double) throws {
        struct Holder: Encodable { var values: [Double] }
        do {
            _ = try StateJSONEncoder.encode(Holder(values: [1, number]))
            Issue.record("\(number) was encoded")
        } catch EncodingError.invalidValue(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["values", "Index 1"])
            #expect(context.debugDescription.contains("not a number JSON can hold"))
        }
        #expect(throws: EncodingError.self) { try StateJSONEncoder.encode(Float(number)) }
    }

    @Test func aKeyedNumberJSONCannotHoldIsRefusedWithItsKey() throws {
        struct Holder: Encodable { var inner = ["rate": Double.nan] }
        do {
            _ = try StateJSONEncoder.encode(Holder())
            Issue.record("NaN was encoded")
        } catch EncodingError.invalidValue(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["inner", "rate"])
        }
    }

    @Test func aWrapperOfAValueThatEncodesNothingIsAnEmptyObject() throws {
        struct Nothing: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
        struct Wrapper: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(Nothing())
            }
        }
        #expect(String(decoding: try StateJSONEncoder.encode(Wrapper()), as: UTF8.self) == "{}")
    }

    @Test func aNestedContainerAskedForAgainUnderItsKeyIsAddedTo() throws {
        struct Repeated: Encodable {
            enum Key: String, CodingKey { case items, meta, first, second }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                for item in 1...3 {
                    var items = container.nestedUnkeyedContainer(forKey: .items)
                    try items.encode(item)
                }
                var meta = container.nestedContainer(keyedBy: Key.self, forKey: .meta)
                try meta.encode("a", forKey: .first)
                var again = container.nestedContainer(keyedBy: Key.self, forKey: .meta)
                try again.encode("b", forKey: .second)
            }
        }
        let written = String(decoding: try StateJSONEncoder.encode(Repeated()), as: UTF8.self)
        #expect(written == #"{"items":[1,2,3],"meta":{"first":"a","second":"b"}}"#)
    }

    /// A base class that keeps, weakly, the encoder it was given.
    private class Watched: Encodable {
        weak var encoder: AnyObject?
        func encode(to encoder: any Encoder) throws {
            self.encoder = encoder as AnyObject
            var container = encoder.singleValueContainer()
            try container.encode("watched")
        }
    }

    private final class WatchedChild: Watched {
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: StateJSONIndexKey.self)
            try container.encode(1, forKey: StateJSONIndexKey(stringValue: "own"))
            try super.encode(to: container.superEncoder())
        }
    }

    @Test func encodersAreFreedOnceTheStateIsWrittenEvenWithSuperEncoders() throws {
        let state = WatchedChild()
        let written = String(decoding: try StateJSONEncoder.encode(state), as: UTF8.self)
        #expect(written == #"{"own":1,"super":"watched"}"#)
        // The super encoder holds its parent; the written tree must hold neither.
        #expect(state.encoder == nil)
    }

    @Test func aMisusedEncoderThrowsInsteadOfTrapping() throws {
        struct TwoValues: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(1)
                try container.encode(2)
            }
        }
        struct TwoKinds: Encodable {
            func encode(to encoder: any Encoder) throws {
                var array = encoder.unkeyedContainer()
                try array.encode(1)
                var object = encoder.container(keyedBy: StateJSONIndexKey.self)
                try object.encode(2, forKey: StateJSONIndexKey(stringValue: "a"))
            }
        }
        struct Inside: Encodable { var inner = [TwoValues()] }
        for value in [TwoValues() as any Encodable, TwoKinds(), Inside()] {
            #expect(throws: EncodingError.self) { try StateJSONEncoder.encode(value) }
        }
    }

    @Test func nestedContainersAndSuperEncodersFillInWhereverTheyWereMade() throws {
        struct Tree: Encodable {
            enum Key: String, CodingKey { case first, list, later }
            func encode(to encoder: any Encoder) throws {
                var root = encoder.container(keyedBy: Key.self)
                var first = root.nestedContainer(keyedBy: Key.self, forKey: .first)
                var list = root.nestedUnkeyedContainer(forKey: .list)
                let later = root.superEncoder(forKey: .later)
                // Filled after their siblings were made.
                try first.encode("one", forKey: .first)
                try list.encode(1)
                var inner = list.nestedContainer(keyedBy: Key.self)
                var deeper = list.nestedUnkeyedContainer()
                let last = list.superEncoder()
                try inner.encode(true, forKey: .first)
                try deeper.encode("x")
                var lastValue = last.singleValueContainer()
                try lastValue.encode(9)
                var laterValue = later.unkeyedContainer()
                try laterValue.encodeNil()
            }
        }
        let written = String(decoding: try StateJSONEncoder.encode(Tree()), as: UTF8.self)
        #expect(written == #"{"first":{"first":"one"},"list":[1,{"first":true},["x"],9],"later":[null]}"#)
    }

    @MainActor @Test func theHostSavesStatesThisWay() throws {
        struct Counter: SnapshottingWorkflow {
            func makeInitialState() -> [Shape] { [.square(side: 4, label: "four")] }
            func render(state: [Shape], context: RenderContext<Counter>) -> Int { state.count }
        }
        let snapshot = WorkflowHost(workflow: Counter()).snapshot()
        let state = try #require(snapshot.entries.first?.state)
        #expect(state == (try StateJSONEncoder.encode([Shape.square(side: 4, label: "four")])))
        #expect(try JSONDecoder().decode([Shape].self, from: state) == [.square(side: 4, label: "four")])
    }
}
