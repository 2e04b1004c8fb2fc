import LifecycleCheck
import LifecycleModel

/// Everything `Data/` holds, validated: the knowledge values, the rule catalog and the UIKit console
/// warnings the trace readers recognise.
public struct KnowledgeBundle: Sendable {
    public var knowledge: Knowledge
    public var rules: [RuleRecord]
    public var warnings: [ConsoleWarningRecord]
    /// The lifecycle state machines of `Data/model/`.
    public var models: [StateMachineRecord]

    public init(knowledge: Knowledge, rules: [RuleRecord], warnings: [ConsoleWarningRecord], models: [StateMachineRecord] = []) {
        self.knowledge = knowledge
        self.rules = rules
        self.warnings = warnings
        self.models = models
    }
}
