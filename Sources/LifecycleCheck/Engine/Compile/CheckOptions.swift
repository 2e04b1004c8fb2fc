/// Which rules run and how strictly lines are read.
public struct CheckOptions: Hashable, Sendable {
    /// When set, only these rule ids run.
    public var only: Set<String>?
    /// Rule ids that do not run.
    public var disabled: Set<String>
    /// When set, the first line that is not an event is a located error.
    public var strict: Bool
    /// When set (and not `strict`), a line with an invalid UTF-8 byte is skipped and reported as a
    /// read warning instead of failing the trace (`check`; `import` keeps failing on it).
    public var skipsUndecodableLines: Bool
    /// The log records every lifecycle callback of the objects it mentions (`--complete`): a callback
    /// missing from it is missing from the run, so checks need not see the method logged elsewhere
    /// nor wait for an object's first anchor.
    public var complete: Bool

    public init(
        only: Set<String>? = nil, disabled: Set<String> = [], strict: Bool = false, skipsUndecodableLines: Bool = false,
        complete: Bool = false
    ) {
        self.only = only
        self.disabled = disabled
        self.strict = strict
        self.skipsUndecodableLines = skipsUndecodableLines
        self.complete = complete
    }

    /// The ids `only` and `disabled` name that are not among `known`, sorted: the one test of a typed rule
    /// id, which `check`, the engine and `lint` (with its rules that have a lint part) all ask.
    public func unknownRuleIDs(among known: some Sequence<String>) -> [String] {
        (only ?? []).union(disabled).subtracting(known).sorted()
    }

    /// Whether a rule runs under these options.
    public func runs(_ rule: String) -> Bool {
        !disabled.contains(rule) && (only?.contains(rule) ?? true)
    }
}
