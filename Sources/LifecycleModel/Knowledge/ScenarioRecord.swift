/// A recorded trace of what UIKit really printed in one situation, kept as evidence for the rules.
public struct ScenarioRecord: Codable, Hashable, Sendable {
    /// Whether the trace shows correct behaviour or a mistake.
    public enum Verdict: String, Codable, Sendable {
        case conforming, violating
    }

    /// How the trace reached us, so a reader can weigh it as evidence.
    public enum Form: String, Codable, Sendable, CaseIterable {
        /// The console output as printed, pasted whole.
        case rawPaste = "raw-paste"
        /// Rewritten in the canonical trace format from a step-by-step description.
        case reconstructed
        /// A list of calls the author reports in order, not the raw console output.
        case reportedList = "reported-list"
    }

    public var id: String
    public var title: Bilingual
    public var description: Bilingual
    public var ios: String?
    /// The everyday situation the trace shows, dotted (`navigation.push`, `presentation.page-sheet`).
    public var situation: String?
    public var form: Form
    public var verdict: Verdict
    /// Rule ids a check of the trace must report.
    public var expect: [String]
    public var sources: [String]
    public var trace: String

    public init(
        id: String, title: Bilingual, description: Bilingual, ios: String? = nil, situation: String? = nil,
        form: Form = .rawPaste, verdict: Verdict, expect: [String] = [], sources: [String], trace: String
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.ios = ios
        self.situation = situation
        self.form = form
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
        situation = try c.decodeIfPresent(String.self, forKey: .situation)
        form = try c.decodeIfPresent(Form.self, forKey: .form) ?? .rawPaste
        verdict = try c.decode(Verdict.self, forKey: .verdict)
        expect = try c.decodeIfPresent([String].self, forKey: .expect) ?? []
        sources = try c.decode([String].self, forKey: .sources)
        trace = try c.decode(String.self, forKey: .trace)
    }
}
