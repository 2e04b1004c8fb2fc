/// A named ordered sequence of calls, saying which neighbours are guaranteed.
public struct OrderRecord: Codable, Hashable, Sendable {
    public var id: String
    public var title: Bilingual
    public var summary: Bilingual
    public var steps: [OrderStep]
    public var sources: [String]

    public init(id: String, title: Bilingual, summary: Bilingual, steps: [OrderStep], sources: [String]) {
        self.id = id
        self.title = title
        self.summary = summary
        self.steps = steps
        self.sources = sources
    }
}

/// One step of an order.
public struct OrderStep: Codable, Hashable, Sendable {
    public var api: String
    public var receiver: Receiver?
    /// False when the next step may come in another order (only will-before-did within a pair, say).
    public var nextGuaranteed: Bool
    public var note: Bilingual?

    enum CodingKeys: String, CodingKey {
        case api, receiver
        case nextGuaranteed = "next_guaranteed"
        case note
    }

    public init(api: String, receiver: Receiver? = nil, nextGuaranteed: Bool = true, note: Bilingual? = nil) {
        self.api = api
        self.receiver = receiver
        self.nextGuaranteed = nextGuaranteed
        self.note = note
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        api = try c.decode(String.self, forKey: .api)
        receiver = try c.decodeIfPresent(Receiver.self, forKey: .receiver)
        nextGuaranteed = try c.decodeIfPresent(Bool.self, forKey: .nextGuaranteed) ?? true
        note = try c.decodeIfPresent(Bilingual.self, forKey: .note)
    }
}
