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

    public init(only: Set<String>? = nil, disabled: Set<String> = [], strict: Bool = false, skipsUndecodableLines: Bool = false) {
        self.only = only
        self.disabled = disabled
        self.strict = strict
        self.skipsUndecodableLines = skipsUndecodableLines
    }

    /// Whether a rule runs under these options.
    public func runs(_ rule: String) -> Bool {
        !disabled.contains(rule) && (only?.contains(rule) ?? true)
    }
}
