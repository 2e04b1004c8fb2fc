/// How one template lies over the calls of a log from a starting call: which object plays each of its
/// roles, which steps line up in order (a longest common subsequence), and which steps are in the log
/// but out of place.
struct TemplateMatch {
    /// One call of the log, as the explainer reads it.
    struct Call {
        var line: Int
        var api: String
        var receiver: Int
    }

    let template: Int
    /// Steps found in order, each with the call (an index into the explainer's calls).
    var aligned: [(step: Int, call: Int)]
    /// Steps found on their role but not in order.
    var displaced: [(step: Int, call: Int)]
    /// The object that plays each role.
    var roles: [(role: String, object: Int)]
    let stepCount: Int
    /// Steps whose API the log logs at all: a step the log never could show is no evidence.
    let loggedSteps: Int
    /// Calls on the matched objects, between the first and the last call matched, that the template
    /// does not hold.
    private(set) var unexplainedCalls: [Int] = []

    /// Steps of the template the log shows, in order or not.
    var recognized: Int { aligned.count + displaced.count }
    /// The share of the steps the log could show that it does show.
    var fraction: Double { loggedSteps == 0 ? 0 : Double(recognized) / Double(loggedSteps) }
    var calls: [Int] { (aligned.map(\.call) + displaced.map(\.call)).sorted() }
    /// Calls the template accounts for, less the ones of its objects it cannot.
    var explained: Int { recognized - unexplainedCalls.count }

    /// The match of `template` over the calls listed in `candidates`, starting with the first, which
    /// takes the role of the earliest step with its API; each later call of a new object takes the
    /// first free role with a step of its API, and calls on no role are other scenarios' or noise.
    init(_ template: ScenarioTemplate, index: Int, calls: [Call], candidates: ArraySlice<Int>, loggedAPIs: Set<String>) {
        self.template = index
        stepCount = template.steps.count
        loggedSteps = template.steps.filter { loggedAPIs.contains($0.api) }.count
        var roleOf: [Int: String] = [:]
        var objectOf: [String: Int] = [:]
        var sequence: [(call: Int, step: ScenarioTemplate.Step)] = []
        for position in candidates {
            let call = calls[position]
            if let role = roleOf[call.receiver] {
                let step = ScenarioTemplate.Step(api: call.api, role: role)
                if template.steps.contains(step) { sequence.append((position, step)) }
                continue
            }
            guard let step = template.steps.first(where: { $0.api == call.api && objectOf[$0.role] == nil }) else { continue }
            roleOf[call.receiver] = step.role
            objectOf[step.role] = call.receiver
            sequence.append((position, step))
        }
        roles = objectOf.map { ($0.key, $0.value) }.sorted { $0.role < $1.role }
        aligned = Self.longestCommonSubsequence(template.steps, sequence)
        var usedSteps = Set(aligned.map(\.step))
        let usedCalls = Set(aligned.map(\.call))
        var displaced: [(step: Int, call: Int)] = []
        for entry in sequence where !usedCalls.contains(entry.call) {
            guard let step = template.steps.indices.first(where: { !usedSteps.contains($0) && template.steps[$0] == entry.step }) else {
                continue
            }
            usedSteps.insert(step)
            displaced.append((step, entry.call))
        }
        self.displaced = displaced
        let matched = Set(self.calls)
        if let first = matched.min(), let last = matched.max() {
            unexplainedCalls = candidates.filter { $0 > first && $0 < last && !matched.contains($0) && roleOf[calls[$0].receiver] != nil }
        }
    }

    /// The steps and calls that line up, in order, as many as can.
    private static func longestCommonSubsequence(
        _ steps: [ScenarioTemplate.Step], _ sequence: [(call: Int, step: ScenarioTemplate.Step)]
    ) -> [(step: Int, call: Int)] {
        let (n, m) = (steps.count, sequence.count)
        guard n > 0, m > 0 else { return [] }
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = steps[i] == sequence[j].step ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs: [(step: Int, call: Int)] = []
        var (i, j) = (0, 0)
        while i < n, j < m {
            if steps[i] == sequence[j].step {
                pairs.append((i, sequence[j].call))
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}
