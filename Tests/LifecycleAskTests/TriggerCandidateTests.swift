import Foundation
import LifecycleModel
import Testing

@testable import LifecycleAsk

/// The ranked trigger candidates (`AskRequest.explain`): the first is always the trigger answered.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct TriggerCandidateTests {
    @Test(arguments: AnswerJSONTests.questions)
    func theFirstCandidateIsTheTrigger(question: String) throws {
        let engine = try #require(AnswerJSONTests.engine)
        let result = engine.answer(AskRequest(question: question, explain: true))
        let understood = result.answer?.understood ?? result.whenAnswer?.understood
        guard let understood else { return }
        let candidates = try #require(understood.candidates)
        #expect(candidates.first?.trigger == understood.trigger)
        #expect(candidates.map(\.rank) == Array(1..<(candidates.count + 1)))
        #expect(engine.answer(question).answer?.understood.candidates == nil)
    }

    @Test func aNamedCallOutranksThePhraseDescribingAnother() throws {
        let engine = try #require(AnswerJSONTests.engine)
        let candidates = try #require(
            engine.answer(AskRequest(question: AskExplainQuestion.text, explain: true)).answer?.understood.candidates)
        #expect(candidates.first?.why == "named-call")
        #expect(candidates.first?.trigger.selector == "addSubview:")
        let event = try #require(candidates.first { $0.why == "event" })
        #expect(event.rank > 1)
        #expect(event.trigger.selector == "addChildViewController:")
    }
}

/// The question where a named call and a phrase disagree (issue 13).
enum AskExplainQuestion {
    static let text = "what fires when addSubview adds a child view controller's view while the parent is visible"
}
