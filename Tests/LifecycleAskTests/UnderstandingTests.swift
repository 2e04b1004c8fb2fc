import LifecycleModel
import Testing

@testable import LifecycleAsk

/// The misreadings of issue #13, each pinned: the named API is the trigger, argument values are
/// not contexts, and "is called" alone is not "called manually".
@Suite struct UnderstandingTests {
    let engine = try! FixtureKnowledge.engine()

    func understood(_ question: String) throws -> UnderstoodQuestion {
        try #require(engine.answer(question).answer, "not answered: \(question)").understood
    }

    @Test func anExplicitCallBeatsAPhraseDescribingAnother() throws {
        let understood = try understood("what fires when addSubview adds a child view controller's view after the parent's viewDidAppear")
        #expect(understood.trigger.selector == "addSubview:")
        #expect(understood.context == ["after-parent-did-appear"])
    }

    @Test func anExplicitCallBeatsAnEventPhrase() throws {
        let named = try understood("what fires when a view is added to its superview with addSubview:").trigger
        #expect(named.selector == "addSubview:" && named.event == nil)
        #expect(
            try understood("what fires when removeFromSuperview() runs as a view controller appears").trigger.selector
                == "removeFromSuperview")
    }

    @Test(arguments: [
        "what fires when dismiss is called", "what fires when dismissViewControllerAnimated is called",
        "what fires when dismiss(animated: false) is called",
        "what fires when [self dismissViewControllerAnimated:NO completion:nil] is called",
        "what fires when dismissViewControllerAnimated:completion: is called",
    ])
    func everySpellingOfDismissIsUnderstood(question: String) throws {
        let understood = try understood(question)
        #expect(understood.trigger.selector == "dismissViewControllerAnimated:completion:")
        #expect(understood.context.isEmpty)
    }

    @Test(arguments: [
        "pushViewController(_:animated:) with animated false", "what fires when pushViewController(vc, animated: false) is called",
        "what fires when [nav pushViewController:vc animated:NO] is called", "pushViewController:animated: with animated NO",
    ])
    func argumentValuesAreNotContexts(question: String) throws {
        let understood = try understood(question)
        #expect(understood.trigger.selector == "pushViewController:animated:")
        #expect(understood.context.isEmpty)
    }

    @Test func theFirstArgumentStillNamesItsContext() throws {
        #expect(
            try understood("what fires when beginAppearanceTransition:animated: is called with YES, animated NO").context == ["begin-yes"])
    }

    @Test func aContextIsListedOnce() throws {
        #expect(
            try understood("what fires when addChild is called in viewDidLoad, inside the parent's viewDidLoad").context == [
                "in-view-did-load"
            ])
    }
}
