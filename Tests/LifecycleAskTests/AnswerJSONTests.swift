import Foundation
import LifecycleModel
import Testing

@testable import LifecycleAsk

/// `ask --format json` prints `AskResult.json.prettyText`, not `JSONEncoder` output: on answers of
/// every kind from the shipped knowledge the text is what `JSONEncoder` writes for the same value,
/// and it decodes back into the answer it came from, so the keys are the ones the decoders read.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct AnswerJSONTests {
    static let engine = DataKnowledge.engine

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
        // Written only: no script reads these back into Swift values.
        case .why, .versus: break
        case .notUnderstood(let reply): #expect(try JSONDecoder().decode(NotUnderstoodAnswer.self, from: data) == reply)
        case .warning(let answer): #expect(answer.json.prettyText == text)
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
