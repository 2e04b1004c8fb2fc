/// What one check kind states about itself, in one conformance beside its parameters: its name,
/// decoding and encoding (`Codable`, keys `CodingKeys`), its compiled form and its monitor. The
/// engine reaches every kind through this protocol and the monitor's generic path, so a new kind is
/// a new conformance plus its line in `CheckKinds.all`.
protocol RegisteredCheckKind: Codable, Hashable, Sendable {
    /// The keys a check of this kind may carry besides the common ones.
    associatedtype CodingKeys: CodingKey & CaseIterable
    /// The monitor that runs a check of this kind.
    associatedtype KindMonitor: Monitor

    /// The name written after `kind:`.
    static var name: String { get }

    /// Routes the check's patterns to their roles (and any other event source it watches) and makes
    /// its monitor from the parameters.
    func compile(_ compiler: inout CheckCompiler) throws(CheckSetupError) -> KindMonitor
}

extension RegisteredCheckKind {
    /// The parameter keys, as the rule files spell them.
    static var parameterNames: [String] { CodingKeys.allCases.map { $0.stringValue } }

    /// Whether the kind's monitor keeps a cell per object (`Monitor.keepsState`).
    static var keepsState: Bool { KindMonitor.keepsState }

    /// Whether the kind's monitor reports anything at an object's end (`Monitor.reportsAtEnd`).
    static var reportsAtEnd: Bool { KindMonitor.reportsAtEnd }

    /// A check of this kind, its parameters read from `decoder`.
    static func decodeKind(from decoder: Decoder) throws -> RuleCheck.Kind {
        RuleCheck.Kind(try Self(from: decoder))
    }

    /// Equality across kinds: parameters of another kind are never equal.
    func isEqual(to other: any RegisteredCheckKind) -> Bool {
        (other as? Self) == self
    }

    /// Compiles the check to its monitor, type-erased for the check's compiled form.
    func compiledMonitor(_ compiler: inout CheckCompiler) throws(CheckSetupError) -> any Monitor {
        try compile(&compiler)
    }
}
