import LifecycleCheck
import LifecycleModel

/// Checks a rule's `lint:` part as far as it can be checked without parsing Swift: every kind has the
/// parameters it needs, names are Swift method names, examples exist and violating ones are marked.
/// Running the Swift examples is `LifecycleLintTests`' job, which keeps swift-syntax out of this module.
struct StaticPartValidation {
    func problems(in item: KnowledgeFileReader.Located<RuleRecord>) -> [DataError] {
        let record = item.record
        let line = item.node.mapping?["lint"]?.mark?.line ?? item.node.mark?.line ?? 1
        guard let part = record.lint else {
            return record.checks.isEmpty
                ? [
                    DataError(
                        file: item.file.path, line: item.node.mark?.line ?? 1,
                        message: "rule '\(record.id)' has neither trace checks nor a lint part")
                ] : []
        }
        var problems: [String] = []
        if part.checks.isEmpty { problems.append("has a lint part with no checks") }
        if part.examples.conforming.isEmpty { problems.append("has no conforming Swift example") }
        if part.examples.violating.isEmpty { problems.append("has no violating Swift example") }
        if part.examples.violating.contains(where: { !$0.contains("↓") }) {
            problems.append("has a violating Swift example without a ↓ marker")
        }
        for check in part.checks {
            problems += missing(for: check).map { "static check '\(check.kind.rawValue)' needs '\($0)'" }
            let patterns = [check.event, check.requires, check.impliedBy].compactMap { $0 } + (check.notAfter ?? []) + (check.resets ?? [])
            let names = patterns.map(\.call) + (check.methods ?? [])
            for name in names where !Self.isSwiftName(name) {
                problems.append("'\(name)' is not a Swift method name like 'didMove(toParent:)'")
            }
            if let within = check.within, !["flow", "file"].contains(within) {
                problems.append("within must be 'flow' or 'file', not '\(within)'")
            }
        }
        return problems.map { DataError(file: item.file.path, line: line, message: "rule '\(record.id)' \($0)") }
    }

    /// The parameters each kind cannot do without.
    private func missing(for check: StaticCheck) -> [String] {
        switch check.kind {
        case .order: [check.event == nil ? "event" : nil, check.notAfter?.isEmpty ?? true ? "not_after" : nil].compactMap { $0 }
        case .requires, .requiresEarlier: [check.event == nil ? "event" : nil, check.requires == nil ? "requires" : nil].compactMap { $0 }
        case .redundant: [check.event == nil ? "event" : nil, check.impliedBy == nil ? "implied_by" : nil].compactMap { $0 }
        case .call: check.event == nil ? ["event"] : []
        case .callIn: [check.event == nil ? "event" : nil, check.methods?.isEmpty ?? true ? "methods" : nil].compactMap { $0 }
        case .superMismatched, .superProhibited: check.methods?.isEmpty ?? true ? ["methods"] : []
        case .superMissing: []
        }
    }

    private static func isSwiftName(_ name: String) -> Bool {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")"), open != name.startIndex else { return false }
        return name[..<open].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
