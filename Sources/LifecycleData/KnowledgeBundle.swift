import LifecycleCheck
import LifecycleModel

/// Everything `Data/` holds, validated: the knowledge values, the rule catalog and the UIKit console
/// warnings the trace readers recognise.
public struct KnowledgeBundle: Sendable {
    public var knowledge: Knowledge
    public var rules: [RuleRecord]
    /// The lifecycle state machines of `Data/model/`.
    public var models: [StateMachineRecord]

    public init(knowledge: Knowledge, rules: [RuleRecord], models: [StateMachineRecord] = []) {
        self.knowledge = knowledge
        self.rules = rules
        self.models = models
    }

    /// The console warnings, which the knowledge holds for `ask` and the trace readers compile.
    public var warnings: [ConsoleWarningRecord] { knowledge.warnings }
}
