import LifecycleModel
import Testing

@testable import LifecycleAsk

/// Understanding, fact selection and answer building against the fixture knowledge.
@Suite struct AskEngineTests {
    func answer(_ question: String) throws -> WhatFiresAnswer {
        let result = try FixtureKnowledge.engine().answer(question)
        guard case .answered(let answer) = result else {
            Issue.record("not understood: \(question)")
            throw NotAnswered()
        }
        return answer
    }

    struct NotAnswered: Error {}

    func calls(_ steps: [AnswerStep]) -> [String] {
        steps.map { "\($0.receiver.rawValue):\($0.selector)" }
    }

    @Test(arguments: [
        "what fires when addChildViewController: is called", "what happens when I call addChild(_:)",
        "which callbacks does -[UIViewController addChildViewController:] trigger", "what fires after [self addChildViewController:vc]",
    ])
    func apiTriggerAnswersTheCommonCase(question: String) throws {
        let answer = try answer(question)
        #expect(
            answer.understood.trigger
                == UnderstoodTrigger(className: "UIViewController", selector: "addChildViewController:", swift: "addChild(_:)"))
        #expect(answer.fact == "containment.add-child")
        #expect(calls(answer.fires) == ["child:willMoveToParentViewController:"])
        #expect(calls(answer.youCall) == ["child:didMoveToParentViewController:"])
        #expect(answer.youCall[0].timing == .manual && answer.never[0].timing == .never)
        #expect(answer.rules == ["containment.add-order"])
        #expect(answer.alternatives.map(\.fact) == ["containment.add-child-in-view-did-load"])
        #expect(answer.alternatives[0].context == ["in-view-did-load"])
        #expect(answer.language == .en)
    }

    @Test func contextSelectsTheRefinedFact() throws {
        let answer = try answer("what fires when addChild is called in the parent's viewDidLoad")
        #expect(answer.understood.context == ["in-view-did-load"])
        #expect(answer.fact == "containment.add-child-in-view-did-load")
        #expect(answer.uncoveredContext.isEmpty)
        #expect(answer.alternatives.map(\.fact) == ["containment.add-child"])
    }

    @Test func uncoveredContextFallsBackToTheCommonCaseAndSaysSo() throws {
        let answer = try answer("what fires when addChild is called after the parent's viewDidAppear")
        #expect(answer.fact == "containment.add-child")
        #expect(answer.uncoveredContext == ["after-parent-did-appear"])
        #expect(answer.answer.contains("after the parent's viewDidAppear"))
    }

    @Test func everyContextGroupMustHold() throws {
        let both = try answer(
            "what fires when a view controller's view is added with addSubview in the parent's viewDidLoad without addChildViewController")
        #expect(both.fact == "view.add-subview-in-view-did-load-without-child")
        #expect(both.understood.context == ["in-view-did-load", "without-add-child"])
        #expect(both.fires.isEmpty)
        #expect(calls(both.never) == ["child:viewWillAppear:", "child:viewDidAppear:"])
        let one = try answer("what fires when addSubview is called in viewDidLoad")
        #expect(one.fact == "view.add-subview")
        #expect(one.uncoveredContext == ["in-view-did-load"])
    }

    @Test func splicedOrderTakesTheEffectsReceiverAndTiming() throws {
        let answer = try answer("what fires when a child's view is added with addSubview after the parent's viewDidAppear")
        #expect(answer.fact == "view.add-subview-after-appear")
        #expect(calls(answer.fires) == ["child:viewWillAppear:", "child:viewDidAppear:"])
        #expect(answer.fires.map(\.order) == [1, 2])
        #expect(answer.fires.allSatisfy { $0.timing == .later })
        #expect(answer.fires[1].note == "after rendering")
        #expect(answer.sources == ["000", "order-source"])
    }

    @Test func unguaranteedNeighboursAreMarked() throws {
        let answer = try answer("what fires when removeFromSuperview() is called")
        #expect(answer.fires.map(\.nextGuaranteed) == [false, nil])
    }

    @Test func eventTriggerAnswersWithTheEventsFacts() throws {
        let answer = try answer("what fires when a view controller appears")
        #expect(answer.understood.trigger.event == "vc.appears")
        #expect(answer.understood.trigger.selector == nil)
        #expect(calls(answer.fires) == ["self:viewWillAppear:", "self:viewDidAppear:"])
    }

    @Test func eventWithSameAsStandsForItsAPI() throws {
        let answer = try answer("what fires when a view is added to its superview")
        #expect(answer.understood.trigger.event == "view.added-to-superview")
        #expect(answer.understood.trigger.className == "UIView")
        #expect(answer.understood.trigger.selector == "addSubview:")
        #expect(answer.fact == "view.add-subview")
    }

    @Test func eventPhraseConsumesTheAPIItNames() throws {
        let answer = try answer("what fires when self.view is accessed inside loadView")
        #expect(answer.understood.trigger.event == "vc.view-first-read")
        #expect(answer.understood.context == ["in-load-view"])
        #expect(calls(answer.fires) == ["self:loadView"])
    }

    @Test func anAPITakenByAContextCanStillBeTheTrigger() throws {
        let answer = try answer("what fires when beginAppearanceTransition:animated: is called with YES")
        #expect(answer.understood.trigger.selector == "beginAppearanceTransition:animated:")
        #expect(answer.understood.context == ["begin-yes"])
        #expect(calls(answer.fires) == ["self:viewWillAppear:"])
        #expect(calls(answer.youCall) == ["self:endAppearanceTransition"])
    }

    @Test func aCallbackTriggerIsTheFirstCallThatFires() throws {
        let answer = try answer("what fires when loadView is called manually in viewDidLoad")
        #expect(answer.fact == "loading.load-view-in-will-appear")
        #expect(calls(answer.fires) == ["self:loadView"])
    }

    @Test func callsBeatPropertiesAsTrigger() throws {
        let answer = try answer("what fires when child.view is passed to addSubview after the parent's viewDidAppear")
        #expect(answer.understood.trigger.selector == "addSubview:")
    }

    @Test func methodsBeatCallbacksAsTrigger() throws {
        let answer = try answer("is willMoveToParentViewController: called by addChildViewController:")
        #expect(answer.understood.trigger.selector == "addChildViewController:")
    }

    @Test func anEventIsTheTriggerEvenWhenAnAPIIsNamed() throws {
        let answer = try answer("does viewDidAppear: fire when a view controller appears")
        #expect(answer.understood.trigger.event == "vc.appears")
    }

    @Test func aContextAPIIsNotTheTriggerWhenAnotherAPIIsNamed() throws {
        let answer = try answer("what fires when viewDidAppear: is called in viewDidLoad")
        #expect(answer.understood.trigger.selector == "viewDidAppear:")
        #expect(answer.fact == nil)
        #expect(answer.uncoveredContext == ["in-view-did-load"])
    }

    @Test func methodTriggerWithoutFactsFiresNothing() throws {
        let answer = try answer("what fires when endAppearanceTransition() is called")
        #expect(answer.fires.isEmpty)
        #expect(answer.answer.contains("appearing") == false)
    }

    @Test func messageReceiversAndArgumentsAreProse() throws {
        let answer = try answer("what fires after [window addChildViewController:window]")
        #expect(answer.understood.trigger.selector == "addChildViewController:")
    }

    @Test func classHintsChooseBetweenSameNamedAPIs() throws {
        let view = try answer("what fires when a UIView runs awakeFromNib")
        #expect(view.understood.trigger.className == "UIView")
        let controller = try answer("what happens in a view controller's awakeFromNib")
        #expect(controller.understood.trigger.className == "UIViewController")
    }

    /// Without a fact nothing is listed as firing (not even the callback itself): the answer says no
    /// order is recorded, then what it knows, and does not count as answered.
    @Test func triggerWithoutFactsSaysSoAndWhereItFires() throws {
        let result = try FixtureKnowledge.engine().answer("what fires when viewDidAppear: is called")
        let answer = try #require(result.answer)
        #expect(answer.fact == nil)
        #expect(answer.coverage == .missing)
        #expect(answer.fires.isEmpty)
        #expect(answer.answer.contains("no recorded order"))
        #expect(answer.answer.contains("appearing"))
        #expect(answer.documented?.selector == "viewDidAppear:")
        #expect(!result.isAnswered)
        #expect(!TextAnswerRenderer.render(result).contains("Nothing fires"))
    }

    @Test func chineseQuestionsGetChineseAnswers() throws {
        let add = try answer("调用 addChildViewController: 时会触发什么")
        #expect(add.language == .zh)
        #expect(add.fact == "containment.add-child")
        #expect(add.answer == "addChildViewController: 会自动调用 willMove。")
        let refined = try answer("在 viewDidLoad 中调用 addChild(_:) 之后会调用哪些方法")
        #expect(refined.fact == "containment.add-child-in-view-did-load")
        let event = try answer("控制器显示时会调用哪些方法")
        #expect(event.understood.trigger.event == "vc.appears")
        #expect(event.understood.trigger.summary == "视图控制器显示")
        let without = try answer("在 viewDidLoad 里 addSubview 但没有调用 addChildViewController 会怎样")
        #expect(without.fact == "view.add-subview-in-view-did-load-without-child")
    }

    @Test func addingAPhraseAndAFactIsEnoughToAnswerANewQuestion() throws {
        var knowledge = FixtureKnowledge.knowledge
        knowledge.events.append(
            EventRecord(
                id: "device.rotates", summary: Bilingual(en: "the device rotates", zh: "设备旋转"), phrases: ["rotat*", "旋转"]
            ))
        knowledge.facts.append(
            FactRecord(
                id: "rotation.none", trigger: "event:device.rotates", summary: Bilingual(en: "rotation", zh: "旋转"),
                answer: Bilingual(en: "No appearance callbacks.", zh: "没有外观回调。"),
                never: [FixtureKnowledge.effect("viewWillAppear:", .self)], sources: ["002"]
            ))
        let engine = try AskEngine(knowledge: knowledge)
        #expect(engine.answer("what fires when the device rotates").answer?.fact == "rotation.none")
        #expect(engine.answer("屏幕旋转时会调用 viewWillAppear 吗").answer?.answer == "没有外观回调。")
    }
}
