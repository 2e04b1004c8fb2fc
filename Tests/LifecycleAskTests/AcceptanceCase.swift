import Foundation
import LifecycleAsk
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

    /// Indices of the steps matching `role:selector` or a bare selector.
    private static func matches(_ steps: [AnswerStep], _ item: String) -> [Int] {
        var role: String?
        var selector = item
        if let colon = item.firstIndex(of: ":"), roles.contains(String(item[..<colon])), item.index(after: colon) < item.endIndex {
            role = String(item[..<colon])
            selector = String(item[item.index(after: colon)...])
        }
        return steps.indices.filter { steps[$0].selector == selector && (role == nil || steps[$0].receiver.rawValue == role) }
    }

    /// The problems score.py would report for this result; empty when the case passes.
    func problems(with result: AskResult) -> [String] {
        guard case .answered(let answer) = result else { return ["not understood"] }
        var problems: [String] = []
        for item in fires ?? [] where AcceptanceCase.matches(answer.fires, item).isEmpty { problems.append("missing from fires: \(item)") }
        for item in (notFires ?? []) + (firesNoneOf ?? []) where !AcceptanceCase.matches(answer.fires, item).isEmpty {
            problems.append("listed in fires but must not be: \(item)")
        }
        for item in youCall ?? [] where AcceptanceCase.matches(answer.youCall, item).isEmpty {
            problems.append("missing from you_call: \(item)")
        }
        for item in never ?? [] where AcceptanceCase.matches(answer.never, item).isEmpty { problems.append("missing from never: \(item)") }
        var position = -1
        for item in order ?? [] {
            guard let next = AcceptanceCase.matches(answer.fires, item).first(where: { $0 > position }) else {
                problems.append("order broken at \(item)")
                break
            }
            position = next
        }
        let encoder = JSONEncoder()
        let json = (try? encoder.encode(answer)).map { String(decoding: $0, as: UTF8.self) }?.lowercased() ?? ""
        for word in mentions ?? [] where !json.contains(word.lowercased()) { problems.append("answer never mentions \(word)") }
        return problems
    }
}
