import Foundation
import LifecycleModel
import Testing

@testable import LifecycleAsk

/// `ask --format json` prints `AskResult.json.prettyText`, not `JSONEncoder` output: on answers of
/// every kind from the shipped knowledge the text is what `JSONEncoder` writes for the same value,
/// and it decodes back into the answer it came from, so the keys are the ones the decoders read.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct AnswerJSONTests {
    static let engine: AskEngine? = try? AskEngine(knowledge: DataKnowledge.load())

    static let questions = [
        "what fires when addChild(_:) is called",
        "what fires when addSubview: is called after the parent appeared",
        "when is viewWillAppear: called",
        "viewDidDisappear 什么时候调用",
        "does viewDidAppear: fire when a view controller appears",
        "does the presenting controller get viewWillDisappear when I present with the default style on iOS 13",
        "调用 removeFromParentViewController 时会触发什么",
        "what fires when the storyboard segue runs",
        "what fires when addChildViewControler is called",
    ]

    @Test(arguments: questions)
    func theTextIsJSONEncodersAndReadsBack(question: String) throws {
        let engine = try #require(Self.engine)
        let result = engine.answer(question)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = result.json.prettyText
        #expect(text == String(decoding: try encoder.encode(result), as: UTF8.self))
        let data = Data(text.utf8)
        switch result {
        case .answered(let answer): #expect(try JSONDecoder().decode(WhatFiresAnswer.self, from: data) == answer)
        case .when(let answer): #expect(try JSONDecoder().decode(WhenAnswer.self, from: data) == answer)
        case .notUnderstood(let reply): #expect(try JSONDecoder().decode(NotUnderstoodAnswer.self, from: data) == reply)
        }
    }

    @Test func everyKindOfResultIsAmongTheQuestions() throws {
        let engine = try #require(Self.engine)
        let results = Self.questions.map { engine.answer($0) }
        #expect(results.contains { $0.answer?.verdict != nil })
        #expect(results.contains { $0.whenAnswer != nil })
        #expect(results.contains { if case .notUnderstood = $0 { true } else { false } })
    }
}

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

/// Questions follow `APIClassChoice` for a member name several classes have, as trace lines do.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct MemberClassPolicyTests {
    @Test(arguments: [
        ("what fires when initWithCoder: is called", "UIViewController"),
        ("what fires when awakeFromNib is called", "UIViewController"),
        ("what fires when cell.awakeFromNib is called", "UIView"),
        ("what fires when -[AvatarCell awakeFromNib] is called", "UIView"),
        ("what fires when a view's initWithCoder: is called", "UIView"),
        ("what fires when UIView.initWithCoder: is called", "UIView"),
    ])
    func theClassFollowsThePolicy(question: String, className: String) throws {
        let engine = try #require(AnswerJSONTests.engine)
        #expect(engine.answer(question).answer?.understood.trigger.className == className)
    }
}
