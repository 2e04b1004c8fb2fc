import LifecycleModel

/// `check --explain`: splits a log into the scenarios it recognizes from the stored orders and the
/// recorded conforming scenarios (`ScenarioTemplate`). From the first call no scenario places yet,
/// every template that has its API is laid over the following calls (`TemplateMatch`). A template
/// counts if it finds at least two steps in order and half of the steps whose APIs the log logs at
/// all; a recorded log counts only with its steps in its own order (it is one run, not a rule). The
/// one that explains the most calls (steps found, less the matched objects' calls it leaves
/// unexplained in between), then the largest share, the fewest departures, the shortest sequence, a
/// recorded log before an order, places its calls and the unexplained ones (shown as extra); other
/// situations whose sequences explain the calls exactly as well are named beside it, since a log that
/// prints only appearance callbacks cannot tell a push from a pop. A call no template can start stays
/// unplaced. A step out of an
/// order UIKit keeps (neighbours an order marks `next_guaranteed`) is a departure, with the order's
/// sources.
public struct LogExplainer: Sendable {
    let engine: RuleEngine
    let templates: [ScenarioTemplate]
    private let templatesByAPI: [String: [Int]]
    /// The calls explained at most (`defaultCallLimit`).
    let callLimit: Int

    /// Builds the templates of the knowledge, read with the engine's vocabulary.
    public init(knowledge: Knowledge, engine: RuleEngine, callLimit: Int = defaultCallLimit) {
        self.engine = engine
        self.callLimit = callLimit
        templates = ScenarioTemplate.all(knowledge: knowledge, vocabulary: engine.vocabulary)
        var byAPI: [String: [Int]] = [:]
        for (index, template) in templates.enumerated() {
            for api in template.apis { byAPI[api, default: []].append(index) }
        }
        templatesByAPI = byAPI
    }

    /// The events that count as calls of a sequence: API events other than `super` calls.
    static func isCall(_ event: TraceEvent) -> Bool { event.api != nil && !event.isSuperCall }

    /// The calls explained at most: explaining is for a log a person reads, and laying templates over
    /// a machine-sized log takes far longer than checking it; the findings still cover the whole log,
    /// and a longer one says where its explanation stops.
    public static let defaultCallLimit = 20_000

    /// Explains a log held in memory.
    public func explain(bytes: [UInt8], file: String) throws -> LogExplanation {
        var reader = TraceReader(vocabulary: engine.vocabulary, file: file, skipsUndecodableLines: true)
        var events: [TraceEvent] = []
        try reader.read(bytes: bytes) { events.append($0) }
        let names = Dictionary(reader.objects.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let all = events.filter(Self.isCall)
        let calls = all.prefix(callLimit).map { TemplateMatch.Call(line: $0.line, api: $0.api!, receiver: $0.receiver) }
        let logged = Set(calls.map(\.api))
        var placedBy = [Int?](repeating: nil, count: calls.count)
        var segments: [LogExplanation.Segment] = []
        var unplaced: [Int] = []
        for start in calls.indices where placedBy[start] == nil {
            guard let (match, alternatives) = bestMatch(from: start, calls: calls, logged: logged, placedBy: placedBy) else {
                unplaced.append(calls[start].line)
                continue
            }
            for call in match.calls + match.unexplainedCalls { placedBy[call] = segments.count }
            segments.append(segment(match, alternatives: alternatives, calls: calls, names: names))
        }
        var lineSegments: [Int: Int] = [:]
        for (index, segment) in placedBy.enumerated() { if let segment { lineSegments[calls[index].line] = segment } }
        let explained = events.map { event in
            LogExplanation.Event(
                line: event.line, object: names[event.receiver] ?? "controller", message: Self.message(event),
                isCall: event.isExplicitCall, segment: lineSegments[event.line])
        }
        let report = try engine.check(bytes: bytes, file: file, options: CheckOptions(skipsUndecodableLines: true))
        return LogExplanation(
            file: file, segments: segments, unplacedLines: unplaced, events: explained, violations: report.violations,
            explainedUpToLine: all.count > callLimit ? calls.last?.line : nil)
    }

    /// Explains a log given as text.
    public func explain(text: String, file: String = "<trace>") throws -> LogExplanation {
        try explain(bytes: Array(text.utf8), file: file)
    }

    /// The best template starting at call `start`, and the other situations that match as well.
    private func bestMatch(from start: Int, calls: [TemplateMatch.Call], logged: Set<String>, placedBy: [Int?]) -> (
        TemplateMatch, [String]
    )? {
        var best: (match: TemplateMatch, departures: Int)?
        var accepted: [(situation: String, key: RankTuple)] = []
        for index in templatesByAPI[calls[start].api] ?? [] {
            let template = templates[index]
            let window = Self.unplaced(from: start, count: 3 * template.steps.count + 8, placedBy)
            let match = TemplateMatch(template, index: index, calls: calls, candidates: window[...], loggedAPIs: logged)
            // A scenario starts with its first steps: the call it starts from must be the first one in
            // order and one of the template's first half; a template that only fits later calls is
            // tried again from those.
            guard match.aligned.count >= 2, match.fraction >= 0.5, let first = match.aligned.first, first.call == start,
                first.step <= max(1, template.steps.count / 2)
            else { continue }
            let departures = departures(match, calls: calls).count
            guard template.origin == .order || departures == 0 else { continue }
            accepted.append((template.situation, Self.key(match, departures)))
            if let current = best,
                !Self.isBetter((match, departures, template), than: (current.match, current.departures, templates[current.match.template]))
            {
                continue
            }
            best = (match, departures)
        }
        guard let best else { return nil }
        let situation = templates[best.match.template].situation
        let key = Self.key(best.match, best.departures)
        let alike = accepted.filter { $0.situation != situation && $0.key == key }.map(\.situation)
        return (best.match, Array(Set(alike)).sorted())
    }

    /// More calls explained, then a larger share, fewer departures and a shorter sequence; then a
    /// recorded scenario before an order (it names the situation as a log showed it), then the lower id.
    private static func isBetter(
        _ candidate: (TemplateMatch, Int, ScenarioTemplate), than current: (TemplateMatch, Int, ScenarioTemplate)
    ) -> Bool {
        let left = (key(candidate.0, candidate.1), candidate.2.origin == .scenario ? 1 : 0)
        let right = (key(current.0, current.1), current.2.origin == .scenario ? 1 : 0)
        if left.0 != right.0 { return left.0 > right.0 }
        return left.1 != right.1 ? left.1 > right.1 : candidate.2.id < current.2.id
    }

    /// How well a match explains the calls.
    private static func key(_ match: TemplateMatch, _ departures: Int) -> RankTuple {
        RankTuple(explained: match.explained, fraction: match.fraction, departures: departures, steps: match.stepCount)
    }

    /// Up to `count` calls no segment places yet, from `start` on.
    private static func unplaced(from start: Int, count: Int, _ placedBy: [Int?]) -> [Int] {
        var out: [Int] = []
        var index = start
        while index < placedBy.count, out.count < count {
            if placedBy[index] == nil { out.append(index) }
            index += 1
        }
        return out
    }

    /// The displaced steps that break an order UIKit keeps: before a step it must follow, or after
    /// one it must precede.
    func departures(_ match: TemplateMatch, calls: [TemplateMatch.Call]) -> [(step: Int, call: Int, reference: Int, before: Bool)] {
        let template = templates[match.template]
        var out: [(step: Int, call: Int, reference: Int, before: Bool)] = []
        for (step, call) in match.displaced {
            let line = calls[call].line
            if let previous = match.aligned.last(where: { $0.step < step }), line < calls[previous.call].line,
                template.keepsOrder(previous.step, step)
            {
                out.append((step, call, previous.step, false))
            } else if let next = match.aligned.first(where: { $0.step > step }), line > calls[next.call].line,
                template.keepsOrder(step, next.step)
            {
                out.append((step, call, next.step, true))
            }
        }
        return out
    }

    private func segment(
        _ match: TemplateMatch, alternatives: [String], calls: [TemplateMatch.Call], names: [Int: String]
    ) -> LogExplanation.Segment {
        let template = templates[match.template]
        let lines = match.calls.map { calls[$0].line }
        let callOfStep = Dictionary((match.aligned + match.displaced).map { ($0.step, $0.call) }, uniquingKeysWith: { first, _ in first })
        func describe(_ step: Int) -> String {
            template.steps[step].role + " "
                + (engine.vocabulary.catalog.record(id: template.steps[step].api)?.selector ?? template.steps[step].api)
        }
        let departures = departures(match, calls: calls).map { departure -> LogExplanation.Departure in
            let reference = calls[callOfStep[departure.reference]!].line
            let line = calls[departure.call].line
            let relation = departure.before ? "before" : "after"
            return LogExplanation.Departure(
                expected: "\(describe(departure.step)) \(relation) \(describe(departure.reference))",
                seen: "line \(line) \(departure.before ? "after" : "before") line \(reference)", lines: [line, reference],
                template: template.id,
                sources: template.sources)
        }
        return LogExplanation.Segment(
            scenario: template.situation, title: template.title, template: template.id, alternatives: alternatives,
            firstLine: lines.min() ?? 0, lastLine: lines.max() ?? 0, lines: lines.sorted(),
            extraLines: match.unexplainedCalls.map { calls[$0].line },
            roles: match.roles.map { LogExplanation.Role(role: $0.role, object: names[$0.object] ?? "controller") },
            recognized: match.recognized, steps: match.stepCount, departures: departures, sources: template.sources)
    }

    /// What a diagram arrow says for an event.
    private static func message(_ event: TraceEvent) -> String {
        if let warning = event.warning { return "console: " + warning }
        return (event.isSuperCall ? "super." : "") + (event.selector ?? event.api ?? "")
    }
}

/// A match's rank, compared field by field: more calls explained, a larger share, fewer departures, a
/// shorter sequence.
struct RankTuple: Comparable {
    var explained: Int
    var fraction: Double
    var departures: Int
    var steps: Int

    static func < (lhs: RankTuple, rhs: RankTuple) -> Bool {
        (lhs.explained, lhs.fraction, -lhs.departures, -lhs.steps) < (rhs.explained, rhs.fraction, -rhs.departures, -rhs.steps)
    }
}
