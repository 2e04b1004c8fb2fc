import LifecycleModel

/// One sequence of calls UIKit is known to make in a situation, that `LogExplainer` looks for in a
/// log: a stored order between objects (`navigation.push`, its steps on named roles such as `from`
/// and `to`, with which neighbours are guaranteed to keep their order) or a recorded conforming
/// scenario (its trace read as events, its objects numbered `#1`, `#2` … by first appearance, named by
/// its situation). Orders of one object's own life (`vc.appear`, `construction.vc-code`) are facts
/// about every scenario, not a scenario, and are left out.
struct ScenarioTemplate: Sendable {
    /// Where the sequence comes from.
    enum Origin: Sendable, Equatable {
        case order, scenario
    }

    /// One call: a catalog record on the object that plays a role.
    struct Step: Sendable, Equatable {
        var api: String
        var role: String
    }

    /// `order:navigation.push` or `scenario:log.nav.push-readke-0z415`.
    let id: String
    let origin: Origin
    /// The situation the sequence is, as a reader names it (`navigation.push`).
    let situation: String
    let title: String
    let steps: [Step]
    let sources: [String]
    /// For step `i`, how many steps before it may come in another order than the one after them
    /// (`next_guaranteed: false`); steps `i < j` keep their order when the counts at `i` and `j` agree.
    private let looseBefore: [Int]
    let apis: Set<String>

    init(id: String, origin: Origin, situation: String, title: String, steps: [Step], looseAfter: [Bool], sources: [String]) {
        self.id = id
        self.origin = origin
        self.situation = situation
        self.title = title
        self.steps = steps
        self.sources = sources
        var counts: [Int] = []
        var loose = 0
        for index in steps.indices {
            counts.append(loose)
            if looseAfter[index] { loose += 1 }
        }
        looseBefore = counts
        apis = Set(steps.map(\.api))
    }

    /// Whether UIKit always makes step `first` before step `second` (first < second).
    func keepsOrder(_ first: Int, _ second: Int) -> Bool {
        looseBefore[first] == looseBefore[second]
    }

    /// The templates of the stored knowledge: every order, and every conforming recorded scenario
    /// with a situation; spellings the catalog does not resolve to one API leave their step out.
    static func all(knowledge: Knowledge, vocabulary: TraceVocabulary) -> [ScenarioTemplate] {
        var templates: [ScenarioTemplate] = []
        for order in knowledge.orders {
            var steps: [Step] = []
            var looseAfter: [Bool] = []
            for step in order.steps {
                let records = vocabulary.catalog.lookup(step.api)
                guard records.count == 1 else { continue }
                steps.append(Step(api: records[0].id, role: step.receiver?.rawValue ?? "self"))
                looseAfter.append(!step.nextGuaranteed)
            }
            guard steps.count >= 2, !Set(steps.map(\.role)).isSubset(of: ["self", "view"]) else { continue }
            templates.append(
                ScenarioTemplate(
                    id: "order:" + order.id, origin: .order, situation: order.id, title: order.title.en, steps: steps,
                    looseAfter: looseAfter,
                    sources: order.sources))
        }
        for scenario in knowledge.scenarios where scenario.verdict == .conforming {
            guard let situation = scenario.situation else { continue }
            var reader = TraceReader(vocabulary: vocabulary, file: scenario.id)
            var events: [TraceEvent] = []
            guard (try? reader.read(bytes: Array(scenario.trace.utf8), { events.append($0) })) != nil else { continue }
            var roles: [Int: String] = [:]
            let steps = events.filter(LogExplainer.isCall).map { event -> Step in
                let role = roles[event.receiver] ?? "#\(roles.count + 1)"
                roles[event.receiver] = role
                return Step(api: event.api!, role: role)
            }
            guard steps.count >= 2 else { continue }
            // A recorded log shows one run: every neighbour kept its order in it.
            templates.append(
                ScenarioTemplate(
                    id: "scenario:" + scenario.id, origin: .scenario, situation: situation, title: scenario.title.en, steps: steps,
                    looseAfter: Array(repeating: false, count: steps.count), sources: scenario.sources))
        }
        return templates
    }
}
