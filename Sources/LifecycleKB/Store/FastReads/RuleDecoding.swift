import Foundation
import LifecycleCheck

/// Stored rule definitions decoded on a thread of their own: decoding is mostly the Swift runtime
/// looking up the types and conformances of the rules' `Codable` parts, work that needs no database,
/// so `KnowledgeStore.ruleEngine` reads the catalog and builds the trace vocabulary meanwhile.
final class RuleDecoding: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the decoding thread before it signals `done`, read only after waiting for it.
    private var outcome: Result<[RuleRecord], Error>?

    /// Starts decoding every definition, in order; a bad one fails the whole, enabled or not, as
    /// reading them did.
    init(_ stored: [(definition: String, origin: StoredRule.Origin, enabled: Bool)]) {
        let definitions = stored.map { ($0.definition, $0.enabled) }
        let thread = Thread { [self] in
            let decoder = JSONDecoder()
            outcome = Result {
                var rules: [RuleRecord] = []
                for (definition, enabled) in definitions {
                    let rule = try StoredRuleReader.decode(definition, decoder)
                    if enabled { rules.append(rule) }
                }
                return rules
            }
            done.signal()
        }
        thread.start()
    }

    /// The enabled rules, in identifier order, once decoded.
    func enabledRules() throws -> [RuleRecord] {
        done.wait()
        return try outcome!.get()
    }
}
