/// Every check kind, in the order `Data/rules/KINDS.md` documents them: the one list a new kind
/// joins. Decoding finds a kind here by its name; everything else about a kind comes from its
/// conformance to `RegisteredCheckKind`.
enum CheckKinds {
    static let all: [any RegisteredCheckKind.Type] = [
        PrecedenceCheck.self, OrderCheck.self, ResponseCheck.self, BalancedCheck.self, NoRepeatCheck.self, ReentrancyCheck.self,
        SuperCallCheck.self, ConsoleWarningCheck.self,
    ]

    /// The kinds' names, in order.
    static var names: [String] { all.map { $0.name } }

    /// The kind written `kind: name`, if there is one.
    static func named(_ name: String) -> (any RegisteredCheckKind.Type)? {
        all.first { $0.name == name }
    }
}
