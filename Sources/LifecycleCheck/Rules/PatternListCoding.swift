/// Check parameters that take events accept one pattern or a list, so the YAML stays short.
extension KeyedDecodingContainer {
    func patterns(_ key: Key) throws -> [EventPattern] {
        if let list = try? decodeIfPresent([EventPattern].self, forKey: key) { return list }
        if let single = try decodeIfPresent(EventPattern.self, forKey: key) { return [single] }
        return []
    }

    func requiredPatterns(_ key: Key) throws -> [EventPattern] {
        let list = try patterns(key)
        guard !list.isEmpty else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "'\(key.stringValue)' needs at least one event"))
        }
        return list
    }
}

extension KeyedEncodingContainer {
    mutating func encodePatterns(_ patterns: [EventPattern], _ key: Key) throws {
        if !patterns.isEmpty { try encode(patterns, forKey: key) }
    }
}
