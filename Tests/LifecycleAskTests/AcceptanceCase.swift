import Foundation
import LifecycleAsk
import LifecycleModel
import Testing

/// One case in the shape of shared/acceptance/questions.json, checked the way score.py checks it.
struct AcceptanceCase: Decodable, Sendable, CustomTestStringConvertible {
    var id: String
    var question: String
    var fires: [String]?
    var notFires: [String]?
    var firesNoneOf: [String]?
    var youCall: [String]?
    var order: [String]?
    var mentions: [String]?
    /// Calls that must be listed as not firing (`role:selector` or a bare selector).
    var never: [String]?
    /// Present on reverse questions ("when is X called"), which list triggers instead of effects.
    var triggeredBy: [String]?

    enum CodingKeys: String, CodingKey {
        case id, question, fires
        case notFires = "not_fires"
        case firesNoneOf = "fires_none_of"
        case youCall = "you_call"
        case order, mentions, never
        case triggeredBy = "triggered_by"
    }

    init(
        _ id: String, _ question: String, fires: [String]? = nil, notFires: [String]? = nil, firesNoneOf: [String]? = nil,
        youCall: [String]? = nil, order: [String]? = nil, mentions: [String]? = nil, never: [String]? = nil
    ) {
        self.id = id
        self.question = question
        self.fires = fires
        self.notFires = notFires
        self.firesNoneOf = firesNoneOf
        self.youCall = youCall
        self.order = order
        self.mentions = mentions
        self.never = never
    }

    var testDescription: String { "\(id) \(question)" }

    /// The receivers score.py accepts before a colon.
    private static let roles: Set<String> = [
        "self", "parent", "child", "view", "superview", "subview", "window", "presenting", "presented", "from", "to", "root", "delegate",
    ]

    /// Indices of the steps (JSON objects) matching `role:selector` or a bare selector.
    private static func matches(_ steps: [JSONValue], _ item: String) -> [Int] {
        var role: String?
        var selector = item
        if let colon = item.firstIndex(of: ":"), roles.contains(String(item[..<colon])), item.index(after: colon) < item.endIndex {
            role = String(item[..<colon])
            selector = String(item[item.index(after: colon)...])
        }
        return steps.indices.filter { index in
            let step = fields(steps[index])
            return string(step["selector"]) == selector && (role == nil || string(step["receiver"]) == role)
        }
    }

    private static func fields(_ value: JSONValue?) -> [String: JSONValue] {
        guard case .object(let members) = value ?? .null else { return [:] }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    private static func string(_ value: JSONValue?) -> String? {
        if case .string(let text) = value ?? .null { return text }
        return nil
    }

    private static func list(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let items) = value ?? .null { return items }
        return []
    }

    /// The problems score.py would report for this result's JSON; empty when the case passes.
    func problems(with result: AskResult) -> [String] {
        if case .notUnderstood = result { return ["not understood"] }
        let json = AcceptanceCase.fields(result.json)
        let fires = AcceptanceCase.list(json["fires"])
        var problems: [String] = []
        for item in self.fires ?? [] where AcceptanceCase.matches(fires, item).isEmpty { problems.append("missing from fires: \(item)") }
        for item in (notFires ?? []) + (firesNoneOf ?? []) where !AcceptanceCase.matches(fires, item).isEmpty {
            problems.append("listed in fires but must not be: \(item)")
        }
        for item in youCall ?? [] where AcceptanceCase.matches(AcceptanceCase.list(json["you_call"]), item).isEmpty {
            problems.append("missing from you_call: \(item)")
        }
        for item in never ?? [] where AcceptanceCase.matches(AcceptanceCase.list(json["never"]), item).isEmpty {
            problems.append("missing from never: \(item)")
        }
        for item in triggeredBy ?? [] {
            let named = AcceptanceCase.list(json["triggered_by"]).contains { situation in
                let fields = AcceptanceCase.fields(situation)
                return ["selector", "event", "swift"].contains {
                    AcceptanceCase.string(fields[$0])?.trimmingPrefix(while: { "-+".contains($0) }) == item[...]
                }
            }
            if !named { problems.append("missing from triggered_by: \(item)") }
        }
        var position = -1
        for item in order ?? [] {
            guard let next = AcceptanceCase.matches(fires, item).first(where: { $0 > position }) else {
                problems.append("order broken at \(item)")
                break
            }
            position = next
        }
        let text = result.json.prettyText.lowercased()
        for word in mentions ?? [] where !text.contains(word.lowercased()) { problems.append("answer never mentions \(word)") }
        return problems
    }
}
