import LifecycleModel

/// What the catalog's own sources say about an API (its `when`, what leads to it and what follows
/// it), shown when no fact or cause covers a question, so the answer says what is known instead of nothing.
public struct DocumentedAPI: Codable, Hashable, Sendable {
    public var className: String
    public var selector: String
    public var swift: String?
    /// The documented summary of the API.
    public var summary: String
    /// When UIKit calls it, when it is true, or what calling it does; nil for an entry not yet described.
    public var when: String?
    public var triggeredBy: [String]
    public var follows: [String]
    public var sources: [String]

    enum CodingKeys: String, CodingKey {
        case className = "class"
        case selector, swift, summary, when
        case triggeredBy = "triggered_by"
        case follows, sources
    }

    init(_ record: APIRecord, _ language: Language) {
        className = record.className
        selector = record.selector
        swift = record.swift
        summary = record.summary.text(language)
        when = record.when?.text(language)
        triggeredBy = record.triggeredBy ?? []
        follows = record.follows ?? []
        sources = record.sources
    }

    /// Encodes `json`, the one definition of the shape.
    public func encode(to encoder: Encoder) throws {
        try json.encode(to: encoder)
    }

    var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("class", .string(className))
        object.set("selector", .string(selector))
        object.set("swift", .optionalString(swift))
        object.set("summary", .string(summary))
        object.set("when", .optionalString(when))
        object.set("triggered_by", .strings(triggeredBy))
        object.set("follows", .strings(follows))
        object.set("sources", .strings(sources))
        return object.value
    }
}
