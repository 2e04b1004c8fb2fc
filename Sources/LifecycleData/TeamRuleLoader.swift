import LifecycleCheck
import LifecycleModel
import Yams

/// Reads a team's rule file — one rule in the `Data/rules` format, a `rules:` list, or several YAML
/// documents — and validates it exactly as built-in rules are, with located errors.
public enum TeamRuleLoader {
    /// The rules of one file, checked against the store's vocabulary (its catalog and console
    /// warnings) and sources.
    public static func load(
        path: String, text: String, vocabulary: TraceVocabulary, sources: Set<String>
    ) throws(DataValidationError) -> [RuleRecord] {
        var errors: [DataError] = []
        var located: [KnowledgeFileReader.Located<RuleRecord>] = []
        do {
            try UntrustedYAML.screen(path: path, text: text)
            for (file, node) in try documents(path: path, text: text) {
                do {
                    let node = chineseDefaultingToEnglish(node)
                    located.append(.init(record: try file.decode(RuleRecord.self, from: node), file: file, node: node))
                } catch {
                    var error = error
                    // A user of the binary has no built-in rule file beside them to compare with.
                    if error.message.hasPrefix("missing field") {
                        error.message += "; `lifecycle-kb rules new ID` prints a rule with every field"
                    }
                    errors.append(error)
                }
            }
        } catch {
            throw DataValidationError([error])
        }
        if located.isEmpty && errors.isEmpty {
            errors.append(DataError(file: path, line: 1, message: "no rules: expected a rule mapping, a 'rules:' list or YAML documents"))
        }
        var seen = Set<String>()
        for item in located {
            let rule = item.record
            let line = item.file.line(of: rule.id, in: item.node)
            if !seen.insert(rule.id).inserted {
                errors.append(DataError(file: path, line: line, message: "duplicate rule identifier '\(rule.id)'"))
            }
            if !rule.id.contains(".") {
                errors.append(DataError(file: path, line: line, message: "rule id '\(rule.id)' needs a group: group.name"))
            }
            if rule.sources.isEmpty {
                errors.append(
                    DataError(
                        file: path, line: item.node.mark?.line ?? 1,
                        message:
                            "no sources: every rule cites at least one, a stored source id (lifecycle-kb sources) or a web address, e.g. sources: [apple.viewdidload]"
                    ))
            }
            for source in rule.sources where !sources.contains(source) && !TeamRuleLoader.isURL(source) {
                errors.append(
                    DataError(
                        file: path, line: item.file.line(of: source, in: item.node),
                        message: "unknown source '\(source)': cite a stored source id or a URL"))
            }
        }
        if errors.isEmpty {
            errors += RuleValidation(vocabulary: vocabulary).problems(in: located, scenarios: [])
        }
        guard errors.isEmpty else { throw DataValidationError(errors) }
        return located.map(\.record)
    }

    /// A team's rule may be written in English only: a text without `zh` shows its `en` in both
    /// languages (built-in rules carry both, which their loader requires).
    static func chineseDefaultingToEnglish(_ node: Node) -> Node {
        guard var rule = node.mapping else { return node }
        for key in ["summary", "rationale", "fix"] {
            guard var text = rule[key]?.mapping, text["zh"] == nil, let english = text["en"] else { continue }
            text["zh"] = english
            rule[key] = .mapping(text)
        }
        return .mapping(rule)
    }

    /// A source given as a web address becomes a user source row.
    public static func isURL(_ text: String) -> Bool {
        text.hasPrefix("https://") || text.hasPrefix("http://")
    }

    private static func documents(path: String, text: String) throws(DataError) -> [(YAMLFile, Node)] {
        let files = try YAMLFile.all(path: path, text: text)
        return files.flatMap { file -> [(YAMLFile, Node)] in
            if let list = file.root.mapping?["rules"]?.sequence { return list.map { (file, $0) } }
            if let list = file.root.sequence { return list.map { (file, $0) } }
            return [(file, file.root)]
        }
    }
}
