/// A trigger that is not an API call ("a view controller appears"), with the phrases that name it.
public struct EventRecord: Codable, Hashable, Sendable {
    public var id: String
    /// When set, the event is a paraphrase of calling this API, which becomes the trigger.
    public var sameAs: String?
    public var summary: Bilingual
    public var phrases: [String]

    enum CodingKeys: String, CodingKey {
        case id
        case sameAs = "same_as"
        case summary, phrases
    }

    public init(id: String, sameAs: String? = nil, summary: Bilingual, phrases: [String]) {
        self.id = id
        self.sameAs = sameAs
        self.summary = summary
        self.phrases = phrases
    }
}

/// A circumstance of the trigger ("inside viewDidLoad", "in a later run loop"), with its phrases.
public struct ContextRecord: Codable, Hashable, Sendable {
    public var id: String
    public var summary: Bilingual
    public var phrases: [String]

    public init(id: String, summary: Bilingual, phrases: [String]) {
        self.id = id
        self.summary = summary
        self.phrases = phrases
    }
}
