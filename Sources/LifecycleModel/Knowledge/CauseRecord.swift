/// One usual reason a callback is not called, is called twice, or a controller is never released:
/// what answers "why is viewWillAppear not called …" with causes instead of the callback's generic card.
public struct CauseRecord: Codable, Hashable, Sendable {
    /// The complaint a cause explains.
    public enum Symptom: String, Codable, Hashable, Sendable, CaseIterable {
        case notCalled = "not-called"
        case calledTwice = "called-twice"
        case notReleased = "not-released"
    }

    public var id: String
    public var symptom: Symptom
    /// The callbacks it explains, as API spellings.
    public var callbacks: [String]
    /// The triggers it is about (API spellings or `event:<id>`); empty when any situation can show it.
    public var situations: [String]
    /// Phrase patterns (the events' syntax) that name the cause's setting in a question: "side menu", "pager".
    public var phrases: [String]
    /// The cause in one line.
    public var summary: Bilingual
    /// What happens and why, in plain words.
    public var explanation: Bilingual
    /// What to change.
    public var fix: Bilingual
    /// The facts that show it, so the answer can point to their steps.
    public var facts: [String]
    /// Rules that detect it in a log or in code.
    public var rules: [String]
    public var sources: [String]

    public init(
        id: String, symptom: Symptom, callbacks: [String], situations: [String] = [], phrases: [String] = [], summary: Bilingual,
        explanation: Bilingual, fix: Bilingual, facts: [String] = [], rules: [String] = [], sources: [String]
    ) {
        self.id = id
        self.symptom = symptom
        self.callbacks = callbacks
        self.situations = situations
        self.phrases = phrases
        self.summary = summary
        self.explanation = explanation
        self.fix = fix
        self.facts = facts
        self.rules = rules
        self.sources = sources
    }

    /// The lists as the store keeps them, one relation name each.
    public static func links(of cause: CauseRecord) -> [(relation: String, targets: [String])] {
        [
            ("callback", cause.callbacks), ("situation", cause.situations), ("phrase", cause.phrases), ("fact", cause.facts),
            ("rule", cause.rules), ("source", cause.sources),
        ]
    }

    enum CodingKeys: String, CodingKey {
        case id, symptom, callbacks, situations, phrases, summary, explanation, fix, facts, rules, sources
    }

    /// Decodes with the optional lists defaulting to empty.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        symptom = try container.decode(Symptom.self, forKey: .symptom)
        callbacks = try container.decode([String].self, forKey: .callbacks)
        situations = try container.decodeIfPresent([String].self, forKey: .situations) ?? []
        phrases = try container.decodeIfPresent([String].self, forKey: .phrases) ?? []
        summary = try container.decode(Bilingual.self, forKey: .summary)
        explanation = try container.decode(Bilingual.self, forKey: .explanation)
        fix = try container.decode(Bilingual.self, forKey: .fix)
        facts = try container.decodeIfPresent([String].self, forKey: .facts) ?? []
        rules = try container.decodeIfPresent([String].self, forKey: .rules) ?? []
        sources = try container.decode([String].self, forKey: .sources)
    }
}
