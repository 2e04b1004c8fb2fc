import Foundation
import LifecycleModel
import Testing

@testable import LifecycleAsk

/// Reverse questions ("when is X called") and yes/no questions against the fixture knowledge.
@Suite struct WhenAndVerdictTests {
    let engine = try! FixtureKnowledge.engine()

    func when(_ question: String) throws -> WhenAnswer {
        try #require(engine.answer(question).whenAnswer, "not a when-answer: \(question)")
    }

    func verdict(_ question: String) throws -> WhatFiresAnswer {
        let answer = try #require(engine.answer(question).answer, "not answered: \(question)")
        #expect(answer.kind == .yesNo)
        return answer
    }

    @Test(arguments: [
        "when is viewWillAppear: called", "when does viewWillAppear fire", "what calls viewWillAppear:", "what triggers viewWillAppear(_:)",
        "viewWillAppear 什么时候调用", "viewWillAppear: 何时触发", "哪些情况会调用 viewWillAppear", "who calls -[UIViewController viewWillAppear:]",
    ])
    func reverseQuestionsListTheTriggersThatLeadToTheCallback(question: String) throws {
        let answer = try when(question)
        #expect(answer.understood.trigger.selector == "viewWillAppear:")
        let push = try #require(answer.triggeredBy.first { $0.selector == "pushViewController:animated:" })
        #expect(push.receiver == .child && push.fact == "nav.push")
        #expect(push.before?.selector == "viewWillDisappear:" && push.after?.selector == "viewDidAppear:")
        #expect(push.sources == ["push-doc", "order-source"])
        #expect(answer.triggeredBy.contains { $0.event == "vc.appears" && $0.selector == nil })
        #expect(answer.triggeredBy.contains { $0.selector == "beginAppearanceTransition:animated:" && $0.context == ["begin-yes"] })
        #expect(answer.triggeredBy.contains { $0.selector == "addSubview:" && $0.context == ["after-parent-did-appear"] })
        #expect(answer.notTriggeredBy.contains { $0.selector == "addSubview:" && $0.receiver == .child })
        #expect(
            answer.notTriggeredBy.contains {
                $0.selector == "dismissViewControllerAnimated:completion:" && $0.receiver == .presenting && $0.note != nil
            })
        #expect(answer.scenarios == ["seed.push"])
        #expect(answer.citedSources.map(\.id) == ["push-doc", "000"])
    }

    @Test func callsYourCodeMakesComeFirstEachCommonCaseBeforeItsRefinements() throws {
        let kinds = try when("when is viewWillAppear: called").triggeredBy.map { $0.selector ?? $0.event ?? "?" }
        #expect(kinds == ["pushViewController:animated:", "addSubview:", "beginAppearanceTransition:animated:", "vc.appears"])
    }

    @Test func theCallbacksTriggerIsNotItsOwnSituationAndJSONHasTheContract() throws {
        let answer = try when("what calls viewDidAppear:")
        #expect(!answer.triggeredBy.contains { $0.selector == "viewDidAppear:" })
        let json = try JSONObject(AskResult.when(answer))
        #expect(json["kind"] as? String == "when")
        #expect((json["fires"] as? [Any])?.isEmpty == true)
        let first = try #require((json["triggered_by"] as? [[String: Any]])?.first)
        #expect(Set(["class", "selector", "swift", "event", "receiver", "note"]).isSubset(of: first.keys))
    }

    @Test func anOrderNoFactSplicesIsASituation() throws {
        let answer = try when("when is didMoveToSuperview called")
        #expect(answer.triggeredBy.contains { $0.fact == "view.remove" })
        #expect(!answer.triggeredBy.contains { $0.order == "view.remove" })
    }

    @Test func whatFiresAnswersSayTheirKind() throws {
        let answer = try #require(engine.answer("what fires when addChild(_:) is called").answer)
        #expect(answer.kind == .whatFires && answer.verdict == nil)
        #expect(try JSONObject(AskResult.answered(answer))["kind"] as? String == "what-fires")
    }

    @Test func yesWhenTheCallbackFires() throws {
        let answer = try verdict("is willMoveToParentViewController: called by addChildViewController:")
        #expect(answer.verdict == .yes)
        #expect(answer.understood.asked?.selector == "willMoveToParentViewController:")
        #expect(TextAnswerRenderer.render(answer).hasPrefix("Yes."))
    }

    @Test func noWithTheFactsReasonWhenItNeverFires() throws {
        let answer = try verdict("does the presenting controller get viewWillAppear: when dismiss(animated:completion:) is called")
        #expect(answer.verdict == .no)
        #expect(answer.verdictReason?.contains("a sheet leaves the presenter on screen") == true)
        #expect(answer.never.filter { $0.selector == "viewWillAppear:" }.count == 1)
    }

    @Test func noAndListedInNeverWhenTheFactDoesNotListIt() throws {
        let answer = try verdict("does viewDidDisappear: fire when pushViewController:animated: is called")
        #expect(answer.verdict == .no)
        #expect(
            answer.never.contains { $0.selector == "viewDidDisappear:" && $0.timing == .never && $0.note?.contains("nav.push") == true })
    }

    @Test func dependsWhenTheStoredCasesDisagree() throws {
        let answer = try verdict("does viewWillAppear: fire when addSubview: is called")
        #expect(answer.verdict == .depends)
        #expect(answer.dependsOn == ["after-parent-did-appear"])
        #expect(TextAnswerRenderer.render(answer).hasPrefix("Depends on after-parent-did-appear"))
        let named = try verdict("does viewWillAppear: fire when addSubview: is called after the parent's viewDidAppear")
        #expect(named.verdict == .yes)
    }

    @Test(arguments: ["addSubview: 之后会调用 viewWillAppear 吗", "调用 addSubview: 会不会调用 viewWillAppear"])
    func chineseYesNoQuestions(question: String) throws {
        let answer = try verdict(question)
        #expect(answer.verdict == .depends)
        #expect(TextAnswerRenderer.render(answer).hasPrefix("视情况而定"))
    }
}

/// The JSON object a value encodes to, for checking keys.
func JSONObject(_ value: some Encodable) throws -> [String: Any] {
    let data = try JSONEncoder().encode(value)
    return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
}
