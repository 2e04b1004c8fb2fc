/// A JSON document as a plain value, written without `JSONEncoder`: a cold `ask` spent a seventh of
/// its time in Foundation's encoder and in the runtime's first-use conformance lookups that each
/// `Codable` type's keyed container costs. Types whose JSON is public build one of these, and their
/// `Encodable` conformance encodes it, so the shape is defined once.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    /// Members in any order; `prettyText` sorts them by key, as `JSONEncoder`'s `.sortedKeys` does.
    case object([Member])

    /// One member of an object.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// A string, or null when absent.
    public static func optionalString(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// An array of strings.
    public static func strings(_ texts: [String]) -> JSONValue {
        .array(texts.map(JSONValue.string))
    }

    /// A value named by its raw value (`"what-fires"`), or null when absent.
    public static func raw<T: RawRepresentable>(_ value: T?) -> JSONValue where T.RawValue == String {
        value.map { .string($0.rawValue) } ?? .null
    }
}

/// Builds an object member by member, leaving out the members whose value is absent where the
/// shape says so (what synthesized `Encodable` does with `encodeIfPresent`).
public struct JSONObjectBuilder: Sendable {
    /// The members so far, in the order they were set.
    public private(set) var members: [JSONValue.Member] = []

    public init() {}

    /// Sets a member.
    public mutating func set(_ key: String, _ value: JSONValue) {
        members.append(JSONValue.Member(key, value))
    }

    /// Sets a member only when there is a value.
    public mutating func setIfPresent(_ key: String, _ value: JSONValue?) {
        if let value { set(key, value) }
    }

    /// The object.
    public var value: JSONValue { .object(members) }
}

extension JSONValue: Encodable {
    /// Encodes the same document through any `Encoder`, for callers that use `Codable`.
    public func encode(to encoder: Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: MemberKey.self)
            for member in members { try container.encode(member.value, forKey: MemberKey(stringValue: member.key)) }
        }
    }

    /// Any member name as a coding key.
    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            nil
        }
    }
}
