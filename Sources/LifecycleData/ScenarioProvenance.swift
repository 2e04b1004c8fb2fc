import LifecycleModel

/// The checks that make a recorded scenario usable as evidence: a dotted situation, a verdict that
/// agrees with its expected rules, and, for a log from a public page, a source a reader can open.
enum ScenarioProvenance {
    /// One problem with a scenario, and the value whose line the error should point at.
    struct Problem: Equatable {
        var message: String
        var value: String?
    }

    /// Scenarios whose id starts with this prefix are recorded console logs from public pages.
    static let recordedLogPrefix = "log."

    /// Every provenance problem of `scenario`, given the declared sources by id.
    static func problems(of scenario: ScenarioRecord, sources: [String: SourceRecord]) -> [Problem] {
        var problems: [Problem] = []
        if let situation = scenario.situation, !isDotted(situation) {
            problems.append(
                Problem(
                    message: "situation '\(situation)' must be dotted lowercase words, such as navigation.push", value: situation))
        }
        switch (scenario.verdict, scenario.expect.isEmpty) {
        case (.violating, true):
            problems.append(Problem(message: "scenario '\(scenario.id)' is violating but expects no rule", value: "violating"))
        case (.conforming, false):
            problems.append(Problem(message: "scenario '\(scenario.id)' is conforming but expects rules", value: scenario.expect[0]))
        default: break
        }
        guard scenario.id.hasPrefix(recordedLogPrefix) else { return problems }
        if scenario.situation == nil {
            problems.append(Problem(message: "recorded log '\(scenario.id)' needs a situation", value: scenario.id))
        }
        for id in scenario.sources where sources[id].map({ $0.url == nil }) ?? false {
            problems.append(Problem(message: "recorded log '\(scenario.id)' cites '\(id)', which has no url", value: id))
        }
        return problems
    }

    /// `navigation.push`, `presentation.page-sheet`: two or more lowercase kebab-case words joined by dots.
    static func isDotted(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2
            && parts.allSatisfy { part in
                !part.isEmpty && part.first != "-" && part.last != "-"
                    && part.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
            }
    }
}
