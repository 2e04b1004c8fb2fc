import LifecycleModel

/// Decodes a `Decodable` value from a `JSONValue` through the type's own `init(from:)`, so the rule
/// types keep one decoding (and one validation) for YAML, JSON and this. Unlike `JSONDecoder` it
/// makes no dynamic cast per value: `check` loads every stored rule at start, and `JSONDecoder`'s
/// first use of each type there cost ~15 M instructions of runtime conformance lookups. Errors are
/// plain `DecodingError`s without `JSONDecoder`'s wording: `StoredRuleReader` decodes a definition
/// this refuses again with `JSONDecoder`, so what users see is unchanged.
struct JSONValueDecoder: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSONValue, codingPath: [CodingKey] = []) {
        self.value = value
        self.codingPath = codingPath
    }

    /// Decodes `type` from `value`.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: JSONValueDecoder(value))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([Any].self) }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(type) }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { throw mismatch(type) }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double { Double(try wholeNumber(type)) }
    func decode(_ type: Float.Type) throws -> Float { Float(try wholeNumber(type)) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .int(let number) = value, let exact = T(exactly: number) else { throw mismatch(type) }
        return exact
    }

    /// A number for a floating-point type: `JSONValue` holds integers only.
    private func wholeNumber(_ type: Any.Type) throws -> Int {
        guard case .int(let number) = value else { throw mismatch(type) }
        return number
    }

    /// The error for a value of another type. The rule types try one shape and then another
    /// (`EventPattern`: a spelling or a mapping), so this is made often: it describes nothing.
    private func mismatch(_ type: Any.Type) -> DecodingError {
        DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "another type"))
    }

    /// The members of an object, found by key (rule objects have a handful).
    private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [JSONValue.Member]
        let codingPath: [CodingKey]

        var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

        func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

        private func decoder(_ key: Key) throws -> JSONValueDecoder {
            guard let member = members.first(where: { $0.key == key.stringValue }) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value"))
            }
            return JSONValueDecoder(member.value, codingPath: codingPath + [key])
        }

        func decodeNil(forKey key: Key) throws -> Bool { try decoder(key).decodeNil() }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(key).decode(type) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(key).decode(type) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(key).decode(type) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(key).decode(type) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(key).decode(type) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(key).decode(type) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(key).decode(type) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(key).decode(type) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(key).decode(type) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(key).decode(type) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(key).decode(type) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(key).decode(type) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(key).decode(type) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(key).decode(type) }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try T(from: decoder(key)) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try decoder(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try decoder(key).unkeyedContainer() }
        func superDecoder() throws -> Decoder { JSONValueDecoder(.object(members), codingPath: codingPath) }
        func superDecoder(forKey key: Key) throws -> Decoder { try decoder(key) }
    }

    /// The elements of an array, in order.
    private struct UnkeyedContainer: UnkeyedDecodingContainer {
        let elements: [JSONValue]
        let codingPath: [CodingKey]
        var currentIndex = 0

        init(elements: [JSONValue], codingPath: [CodingKey]) {
            self.elements = elements
            self.codingPath = codingPath
        }

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private mutating func next() throws -> JSONValueDecoder {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath, debugDescription: "no more elements"))
            }
            defer { currentIndex += 1 }
            return JSONValueDecoder(elements[currentIndex], codingPath: codingPath)
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, elements[currentIndex] == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decode(type) }
        mutating func decode(_ type: String.Type) throws -> String { try next().decode(type) }
        mutating func decode(_ type: Double.Type) throws -> Double { try next().decode(type) }
        mutating func decode(_ type: Float.Type) throws -> Float { try next().decode(type) }
        mutating func decode(_ type: Int.Type) throws -> Int { try next().decode(type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decode(type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decode(type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decode(type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decode(type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decode(type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decode(type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decode(type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decode(type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decode(type) }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: next()) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try next().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next().unkeyedContainer() }
        mutating func superDecoder() throws -> Decoder { try next() }
    }
}
