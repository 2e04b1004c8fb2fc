import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `rules [--group G]`, `rules show ID`: the rule catalog, printed from the values the engine runs.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or show one with its rationale, fix, sources and examples.",
        subcommands: [
            RulesListCommand.self, RulesShowCommand.self, RulesNewCommand.self, RulesImportCommand.self, RulesEnableCommand.self,
            RulesDisableCommand.self,
        ],
        defaultSubcommand: RulesListCommand.self
    )
}

/// `rules list`: identifier, severity, origin, enabled and summary of each rule.
struct RulesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the rules.")

    @OptionGroup var options: GlobalOptions<RecordFormats>

    @Option(help: "Only rules of this group (the part of the id before the dot).")
    var group: String?

    func run() throws {
        let all = try options.openStore().rules()
        let rules = all.filter { group == nil || RuleSummary.group(of: $0.rule.id) == group }
        if let group, rules.isEmpty {
            let groups = Array(Set(all.map { RuleSummary.group(of: $0.rule.id) }))
            throw UnknownName.fail("rule group", group, among: groups, status: ExitStatus.usage)
        }
        switch options.format {
        case .json: JSONOutput.print(rules.map(RuleSummary.init))
        case .text:
            let rows = rules.map { stored in
                [
                    stored.rule.id, stored.rule.severity.rawValue, stored.origin.rawValue + (stored.enabled ? "" : " (disabled)"),
                    stored.rule.summary.en,
                ]
            }
            Terminal.write(ListTable(header: ["RULE", "SEVERITY", "ORIGIN", "SUMMARY"], rows: rows).text())
        case .markdown:
            Terminal.write(
                MarkdownTable.render(
                    header: ["rule", "severity", "origin", "enabled", "summary"],
                    rows: rules.map {
                        [$0.rule.id, $0.rule.severity.rawValue, $0.origin.rawValue, $0.enabled ? "yes" : "no", $0.rule.summary.en]
                    }))
        }
    }
}

/// One line of `rules list --format json`; field names are public API.
struct RuleSummary: Encodable {
    let id: String
    let group: String
    let severity: String
    let origin: String
    let enabled: Bool
    let summary: String
    let summaryZH: String
    let sources: [String]

    init(_ stored: StoredRule) {
        id = stored.rule.id
        group = Self.group(of: stored.rule.id)
        severity = stored.rule.severity.rawValue
        origin = stored.origin.rawValue
        enabled = stored.enabled
        summary = stored.rule.summary.en
        summaryZH = stored.rule.summary.zh
        sources = stored.rule.sources
    }

    /// The part of a rule identifier before the first dot.
    static func group(of id: String) -> String {
        String(id.prefix { $0 != "." })
    }

    enum CodingKeys: String, CodingKey {
        case id, group, severity, origin, enabled, summary
        case summaryZH = "summary_zh"
        case sources
    }
}

/// `rules show ID`: everything about one rule.
struct RulesShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one rule in full.")

    @OptionGroup var options: GlobalOptions<RecordFormats>

    @Argument(help: "The rule identifier, e.g. appearance.duplicate.", completion: IDCompletion.rules)
    var id: String

    @OptionGroup var language: LanguageOption

    func run() throws {
        let rules = try options.openStore().rules()
        guard let stored = rules.first(where: { $0.rule.id == id }) else {
            throw UnknownName.fail("rule", id, among: rules.map(\.rule.id), listedBy: "rules")
        }
        switch options.format {
        case .json: JSONOutput.print(stored)
        case .text: Terminal.write(RulePresentation.text(stored, language: language.language))
        case .markdown: Terminal.write(RulePresentation.markdown(stored, language: language.language))
        }
    }
}
