import LifecycleCheck
import LifecycleModel

/// Everything `Data/` holds, validated: the knowledge values, the rule catalog and the UIKit console
/// warnings the trace readers recognise.
public struct KnowledgeBundle: Sendable {
    public var knowledge: Knowledge
    public var rules: [RuleRecord]
    public var warnings: [ConsoleWarningRecord]

    public init(knowledge: Knowledge, rules: [RuleRecord], warnings: [ConsoleWarningRecord]) {
        self.knowledge = knowledge
        self.rules = rules
        self.warnings = warnings
    }
}
