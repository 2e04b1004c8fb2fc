/// What a check kind's `compile` fills in: its patterns compiled against the trace vocabulary, each
/// with the role it plays, and the other event sources the check watches (a console warning, the
/// `super` calls).
struct CheckCompiler {
    let rule: RuleRecord
    let vocabulary: TraceVocabulary
    private(set) var routes: [(pattern: CompiledPattern, role: Role)] = []
    /// For a check that watches a console warning: its position in the vocabulary.
    private(set) var warning: Int?
    /// The overrides under which the check sees `super` calls (records), which no other check sees.
    private(set) var superCallOverrides: [Int] = []

    init(rule: RuleRecord, vocabulary: TraceVocabulary) {
        self.rule = rule
        self.vocabulary = vocabulary
    }

    /// The patterns resolved to catalog records.
    func compile(_ patterns: [EventPattern]) throws(CheckSetupError) -> [CompiledPattern] {
        var compiled: [CompiledPattern] = []
        for pattern in patterns { compiled.append(try CompiledPattern(pattern, vocabulary: vocabulary, rule: rule.id)) }
        return compiled
    }

    /// Events matching `patterns` reach the check's monitor in `role`.
    mutating func route(_ patterns: [EventPattern], _ role: Role) throws(CheckSetupError) {
        for pattern in try compile(patterns) { routes.append((pattern, role)) }
    }

    /// The records `patterns` name, as a set a monitor tests nesting frames against.
    func records(_ patterns: [EventPattern]) throws(CheckSetupError) -> RecordSet {
        guard let set = RecordSet(Set(try compile(patterns).map(\.record))) else {
            throw CheckSetupError(subject: rule.id, message: "a check can name only the first \(RecordSet.capacity) APIs of the catalog")
        }
        return set
    }

    /// Lines of the console warning `id` reach the check's monitor as `event`s.
    mutating func watch(warning id: String) throws(CheckSetupError) {
        guard let position = vocabulary.warningIndex(id) else {
            throw CheckSetupError(subject: rule.id, message: "unknown console warning '\(id)'", culprit: id)
        }
        warning = position
    }

    /// The `super` calls made directly inside an override matching `overrides` reach the check's
    /// monitor as `event`s.
    mutating func watchSuperCalls(under overrides: [EventPattern]) throws(CheckSetupError) {
        superCallOverrides = Array(Set(try compile(overrides).map(\.record))).sorted()
    }
}
