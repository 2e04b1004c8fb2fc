/// One message UIKit prints to the console when the lifecycle goes wrong
/// (`Data/vocabulary/console-warnings.yaml`): the text variants `check` recognizes in a log, what the
/// message means, its usual causes and fix, and real lines that printed it, each with its source.
public struct ConsoleWarningRecord: Codable, Hashable, Sendable {
    /// One real console line holding the message, quoted as evidence from the page that shows it.
    public struct Example: Codable, Hashable, Sendable {
        /// The line as printed (an NSLog prefix, category and the app's own names included).
        public var line: String
        /// The source id of the page that quotes it.
        public var source: String
        /// The iOS version the page says the line was printed on, when it says.
        public var ios: String?

        public init(line: String, source: String, ios: String? = nil) {
            self.line = line
            self.source = source
            self.ios = ios
        }
    }

    /// Stable identifier that rule checks refer to (`unbalanced-appearance-transitions`).
    public var id: String
    /// The message with `{object}` for the controller the warning is about, `{name}` for other
    /// captured objects and `*` for any text; matched anywhere in a line, in order.
    public var patterns: [String]
    /// What UIKit saw when it printed the message.
    public var summary: Bilingual
    /// The usual causes, most common first.
    public var causes: [Bilingual]
    /// What to change in the app.
    public var fix: Bilingual
    /// Real lines that printed the message, each matched by one of `patterns`.
    public var examples: [Example]
    public var sources: [String]
    /// The rule whose `console-warning` check reports the message; filled in from the rule catalog
    /// when knowledge is loaded, never written in the YAML.
    public var rule: String?

    enum CodingKeys: String, CodingKey {
        case id, patterns, summary, causes, fix, examples, sources, rule
    }

    public init(
        id: String, patterns: [String], summary: Bilingual, causes: [Bilingual] = [], fix: Bilingual = Bilingual(en: "", zh: ""),
        examples: [Example] = [], sources: [String], rule: String? = nil
    ) {
        self.id = id
        self.patterns = patterns
        self.summary = summary
        self.causes = causes
        self.fix = fix
        self.examples = examples
        self.sources = sources
        self.rule = rule
    }

    /// Reads a record; `causes`, `fix`, `examples` and `rule` may be absent (a team's own warning).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        patterns = try container.decode([String].self, forKey: .patterns)
        summary = try container.decode(Bilingual.self, forKey: .summary)
        causes = try container.decodeIfPresent([Bilingual].self, forKey: .causes) ?? []
        fix = try container.decodeIfPresent(Bilingual.self, forKey: .fix) ?? Bilingual(en: "", zh: "")
        examples = try container.decodeIfPresent([Example].self, forKey: .examples) ?? []
        sources = try container.decode([String].self, forKey: .sources)
        rule = try container.decodeIfPresent(String.self, forKey: .rule)
    }
}
