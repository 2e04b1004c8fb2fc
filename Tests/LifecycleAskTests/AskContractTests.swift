import Foundation
import LifecycleModel
import Testing

@testable import LifecycleAsk

/// The parts of `ask` other programs rely on: suggestions when not understood, the script entry
/// points (`--trigger`, `--context`) and the JSON keys.
@Suite struct AskContractTests {
    @Test func unknownQuestionsGetSuggestions() throws {
        let engine = try FixtureKnowledge.engine()
        guard case .notUnderstood(let typo) = engine.answer("what fires when addChildViewControler is called") else {
            Issue.record("a typo must not be understood")
            return
        }
        #expect(typo.suggestions.first == "addChildViewController:")
        guard case .notUnderstood(let vague) = engine.answer("what fires when the storyboard segue runs") else {
            Issue.record("no trigger here")
            return
        }
        #expect(vague.suggestions.count == 3)
        #expect(vague.suggestions[0] == "what fires when a view controller is created from a storyboard")
        guard case .notUnderstood(let onlyContext) = engine.answer("what fires in viewDidLoad") else {
            Issue.record("a context alone is no trigger")
            return
        }
        #expect(onlyContext.recognized == ["context in-view-did-load"])
    }

    @Test func scriptsNameTriggerAndContextsDirectly() throws {
        let engine = try FixtureKnowledge.engine()
        let refined = engine.answer(AskRequest(question: "", trigger: "addChild", contexts: ["in-view-did-load"])).answer
        #expect(refined?.fact == "containment.add-child-in-view-did-load")
        #expect(engine.answer(AskRequest(question: "", trigger: "event:vc.appears")).answer?.fact == "vc.appears")
        #expect(engine.answer(AskRequest(question: "", trigger: "vc.appears")).answer?.fact == "vc.appears")
        guard
            case .notUnderstood(let badContext) = engine.answer(
                AskRequest(question: "", trigger: "addChild", contexts: ["in-view-did-lod"]))
        else {
            Issue.record("an unknown context id must be refused")
            return
        }
        #expect(badContext.suggestions.first == "in-view-did-load")
        guard case .notUnderstood(let badTrigger) = engine.answer(AskRequest(question: "", trigger: "addChld")) else {
            Issue.record("an unknown trigger must be refused")
            return
        }
        #expect(badTrigger.suggestions.contains("addChild(_:)"))
    }

    @Test func answerJSONHasTheContractKeys() throws {
        let engine = try FixtureKnowledge.engine()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let event =
            try JSONSerialization.jsonObject(with: encoder.encode(engine.answer("what fires when a view controller appears")))
            as? [String: Any]
        let keys = Set(event?.keys.map { $0 } ?? [])
        #expect(keys.isSuperset(of: ["question", "understood", "fires", "you_call", "never", "rules", "scenarios", "sources", "answer"]))
        let trigger = (event?["understood"] as? [String: Any])?["trigger"] as? [String: Any]
        #expect(trigger?["event"] as? String == "vc.appears")
        #expect(trigger?["class"] is NSNull)
        let step = (event?["fires"] as? [[String: Any]])?.first
        let stepKeys = Set(step?.keys.map { $0 } ?? [])
        #expect(stepKeys == ["order", "class", "selector", "swift", "receiver", "timing", "note"])
        let refused = try JSONSerialization.jsonObject(with: encoder.encode(engine.answer("hello there"))) as? [String: Any]
        #expect(refused?["understood"] is NSNull)
        #expect(refused?["suggestions"] is [String])
    }
}
