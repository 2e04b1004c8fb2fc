/// A recorded trace of what UIKit really printed in one situation, kept as evidence for the rules.
public struct ScenarioRecord: Codable, Hashable, Sendable {
    /// Whether the trace shows correct behaviour or a mistake.
    public enum Verdict: String, Codable, Sendable {
        case conforming, violating
    }

    public var id: String
    public var title: Bilingual
    public var description: Bilingual
    public var ios: String?
    public var verdict: Verdict
    /// Rule ids a check of the trace must report.
    public var expect: [String]
    public var sources: [String]
    public var trace: String

    public init(
        id: String, title: Bilingual, description: Bilingual, ios: String? = nil, verdict: Verdict,
        expect: [String] = [], sources: [String], trace: String
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.ios = ios
        self.verdict = verdict
        self.expect = expect
        self.sources = sources
        self.trace = trace
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        title = try c.decode(Bilingual.self, forKey: .title)
        description = try c.decode(Bilingual.self, forKey: .description)
        ios = try c.decodeIfPresent(String.self, forKey: .ios)
        verdict = try c.decode(Verdict.self, forKey: .verdict)
        expect = try c.decodeIfPresent([String].self, forKey: .expect) ?? []
        sources = try c.decode([String].self, forKey: .sources)
        trace = try c.decode(String.self, forKey: .trace)
    }
}
