/// One check of one rule, compiled: which events reach it in which role, its gate, and how to make a
/// fresh monitor for a file.
struct CompiledCheck: Sendable {
    let rule: Int
    let message: String
    let routes: [(pattern: CompiledPattern, role: Role)]
    var gates: [CompiledPattern]
    /// For `console-warning` checks: the warning's position in the vocabulary.
    let warning: Int?
    /// For `super-call` checks: the overrides (records) whose `super` calls they see, which no other
    /// check sees.
    let superCallOverrides: [Int]
    /// The check's monitor: its kind and parameters.
    var monitor: any Monitor

    init(_ check: RuleCheck, of rule: RuleRecord, index: Int, vocabulary: TraceVocabulary) throws(CheckSetupError) {
        var compiler = CheckCompiler(rule: rule, vocabulary: vocabulary)
        monitor = try check.kind.parameters.compiledMonitor(&compiler)
        self.rule = index
        self.message = check.message ?? rule.summary.en
        self.routes = compiler.routes.sorted { $0.role < $1.role }
        self.gates = try compiler.compile(check.whenLogged)
        self.warning = compiler.warning
        self.superCallOverrides = compiler.superCallOverrides
    }
}
