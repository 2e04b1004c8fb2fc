import LifecycleAsk
import LifecycleModel
import Testing

/// "Nothing fires" is a claim only a stored fact may make: asked what fires for every API of the
/// catalog, an answer either comes from a fact (and says "Nothing fires." only when that fact's
/// `fires` is empty) or says plainly that no order is recorded, lists nothing as firing, and does
/// not count as answered.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct HonestAnswerTests {
    static let knowledge: Knowledge? = try? DataKnowledge.load()
    static let engine = DataKnowledge.engineCompilingAsNeeded

    @Test func noNothingFiresWithoutAFact() throws {
        let engine = try #require(Self.engine)
        let knowledge = try #require(Self.knowledge)
        let facts = Dictionary(knowledge.facts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var unbacked: [String] = []
        for record in knowledge.catalog.records {
            for language in [Language.en, .zh] {
                let spelling = "-[\(record.className) \(record.selector)]"
                let question = language == .en ? "what fires when \(spelling) is called" : "调用 \(spelling) 会触发什么"
                let result = engine.answer(question)
                let text = TextAnswerRenderer.render(result)
                // The heading is a line of its own; a fact's prose may say the same of a part ("reading it …").
                let claims = text.split(separator: "\n").contains { $0 == "Nothing fires." || $0 == "不会触发任何回调。" }
                guard let answer = result.answer else { continue }
                if claims, answer.fact.flatMap({ facts[$0] })?.fires.isEmpty != true { unbacked.append("\(record.id): \(question)") }
                if answer.coverage == .missing {
                    if !answer.fires.isEmpty || result.isAnswered {
                        unbacked.append("\(record.id): uncovered but lists calls or counts as answered")
                    }
                    if !(text.contains("no recorded order") || text.contains("没有记录")) {
                        unbacked.append("\(record.id): uncovered but does not say so")
                    }
                }
            }
        }
        let listed = unbacked.prefix(30).joined(separator: "\n")
        #expect(unbacked.isEmpty, "\(unbacked.count) answers claim more than their facts:\n\(listed)")
    }

    /// A yes/no headline comes from the same steps as the body: yes only when the asked callback is
    /// among the calls that fire, no only when it is not.
    @Test func verdictsAgreeWithTheirSteps() throws {
        let engine = try #require(Self.engine)
        let knowledge = try #require(Self.knowledge)
        var contradictions: [String] = []
        for fact in knowledge.facts where fact.contexts.isEmpty {
            guard !fact.trigger.hasPrefix("event:"), let trigger = knowledge.catalog.lookup(fact.trigger).first else { continue }
            for effect in fact.fires + fact.never {
                guard let api = effect.api, let asked = knowledge.catalog.lookup(api).first, asked.kind == .callback, asked != trigger
                else {
                    continue
                }
                let question = "does \(asked.selector) fire when -[\(trigger.className) \(trigger.selector)] is called"
                guard let answer = engine.answer(question).answer, let verdict = answer.verdict else { continue }
                let fires = answer.fires.contains { $0.selector == asked.selector && $0.className == asked.className }
                if verdict == .yes && !fires || verdict == .no && fires { contradictions.append("\(fact.id): \(question) → \(verdict)") }
            }
        }
        let listed = contradictions.prefix(20).joined(separator: "\n")
        #expect(contradictions.isEmpty, "\(listed)")
    }
}
