import LifecycleModel
import Testing

@testable import LifecycleAsk

/// API mentions are recognized from every spelling before the rest becomes words and CJK characters.
@Suite struct QuestionTokenizerTests {
    let tokenizer = QuestionTokenizer(catalog: FixtureKnowledge.catalog)

    func mentions(_ text: String) -> [String] {
        tokenizer.tokens(of: text).flatMap { $0.records.map(\.id) }
    }

    func words(_ text: String) -> [String] {
        tokenizer.tokens(of: text).filter { $0.kind.isWord || $0.isCJK }.map { $0.wordForms[0] }
    }

    func arguments(_ text: String) -> [String] {
        tokenizer.tokens(of: text).filter { if case .argument = $0.kind { true } else { false } }.map(\.text)
    }

    @Test(arguments: [
        "addChildViewController:", "addChildViewController", "-[UIViewController addChildViewController:]",
        "[self addChildViewController:child]", "[self addChildViewController: content];", "addChild(_:)", "addChild(child)",
        "addChildViewController(_:)", "self.addChild(vc)", "addChild", "ADDCHILD", "AddChildViewController:", "addchildviewcontroller",
        "UIViewController.addChild(_:)", "`addChild`", "add child view controller", "call addChildViewController:?",
    ])
    func everySpellingOfAddChildIsTheSameAPI(spelling: String) {
        #expect(mentions("what fires when \(spelling) is called") == ["UIViewController.addChildViewController:"])
    }

    @Test func plainWordAPIsNeedCodeForm() {
        #expect(mentions("the view is loaded and shown in a window").isEmpty)
        #expect(mentions("self.view is read") == ["UIViewController.view"])
        #expect(mentions("-[UIViewController view]") == ["UIViewController.view"])
        #expect(mentions("calling view() early") == ["UIViewController.view"])
        #expect(mentions("reading `view`") == ["UIViewController.view"])
        #expect(mentions("child.view.window") == ["UIViewController.view", "UIView.window"])
    }

    @Test func classQualifierNarrowsAmbiguousNames() {
        #expect(mentions("UIView.awakeFromNib") == ["UIView.awakeFromNib"])
        #expect(mentions("-[UIViewController initWithCoder:]") == ["UIViewController.initWithCoder:"])
        #expect(Set(mentions("awakeFromNib")) == ["UIView.awakeFromNib", "UIViewController.awakeFromNib"])
    }

    @Test func classNamesAreClassTokens() {
        let tokens = tokenizer.tokens(of: "a UIView is removed")
        #expect(tokens[1].className == "UIView")
        #expect(tokens[1].records.isEmpty)
    }

    @Test func firstArgumentsAreWordsAndLabelledLiteralsAreArguments() {
        #expect(mentions("willMove(toParent: nil)") == ["UIViewController.willMoveToParentViewController:"])
        #expect(arguments("willMove(toParent: nil)") == ["nil"])
        #expect(words("willMove(toParent: parent)") == ["parent"])
        #expect(mentions("beginAppearanceTransition(true, animated: false)") == ["UIViewController.beginAppearanceTransition:animated:"])
        #expect(words("beginAppearanceTransition(true, animated: false)") == ["true"])
        #expect(words("[child beginAppearanceTransition:YES animated:NO]") == ["child", "yes"])
        #expect(arguments("[child beginAppearanceTransition:YES animated:NO]") == ["NO"])
        #expect(mentions("beginAppearanceTransition:animated: with YES") == ["UIViewController.beginAppearanceTransition:animated:"])
    }

    @Test(arguments: [
        "beginAppearanceTransition:animated: with animated false", "beginAppearanceTransition:animated: animated: NO",
        "beginAppearanceTransition:animated: animated:NO",
    ])
    func aLabelAndLiteralInProseAreArguments(question: String) {
        #expect(arguments(question).map { $0.lowercased() }.last == "false" || arguments(question).map { $0.lowercased() }.last == "no")
        #expect(arguments(question).first?.lowercased() == "animated")
    }

    @Test func selectorHeadsAndSwiftBaseNamesNameTheirAPI() {
        #expect(mentions("beginAppearanceTransition") == ["UIViewController.beginAppearanceTransition:animated:"])
        #expect(mentions("what fires when dismiss is called") == ["UIViewController.dismissViewControllerAnimated:completion:"])
        #expect(
            mentions("what fires when dismissViewControllerAnimated is called") == [
                "UIViewController.dismissViewControllerAnimated:completion:"
            ])
        #expect(tokenizer.tokens(of: "dismiss").first?.spelling == .word)
    }

    @Test func proseInBracketsStaysProse() {
        #expect(words("[the] parent") == ["the", "parent"])
        #expect(mentions("[the view appears]").isEmpty)
    }

    @Test func chineseIsSplitIntoCharactersAroundCode() {
        let tokens = tokenizer.tokens(of: "调用addChildViewController:时")
        #expect(tokens.map(\.text) == ["调", "用", "addChildViewController:", "时"])
        #expect(tokens[2].records.map(\.id) == ["UIViewController.addChildViewController:"])
    }

    @Test func punctuationAndJoinersSplitWords() {
        #expect(words("in a dispatch_async block") == ["in", "a", "dispatch", "async", "block"])
        #expect(words("the parent's view") == ["the", "parent", "view"])
        #expect(words("it doesn't fire") == ["it", "does", "not", "fire"])
        #expect(words("after 0.1 s") == ["after", "0", "1", "s"])
        let fullScreen = tokenizer.tokens(of: "a full-screen window")
        #expect(fullScreen.map(\.text) == ["a", "full", "screen", "window"])
        #expect(fullScreen[1].joinedWords == ["fullscreen"])
    }

    @Test func possessiveAfterAnAPIIsDropped() {
        #expect(mentions("the parent's viewDidLoad's end") == ["UIViewController.viewDidLoad"])
    }

    @Test func unknownCodeStaysWords() {
        #expect(mentions("TTViewController performSelector: stuff").isEmpty)
        #expect(words("TTViewController") == ["ttviewcontroller"])
    }
}

/// `plainUnits` reads bytes; the scalar-by-scalar reading it replaced is kept here as its plain twin.
@Suite struct PlainUnitsTwinTests {
    /// The reading `plainUnits` must give: every scalar in turn.
    static func scalarUnits(of text: String) -> [String] {
        var units: [String] = []
        var word = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x61...0x7A, 0x30...0x39: word.unicodeScalars.append(scalar)
            case 0x41...0x5A: word.unicodeScalars.append(Unicode.Scalar(scalar.value + 32)!)
            default:
                if !word.isEmpty { units.append(word) }
                word = ""
                if scalar.isCJK { units.append(String(scalar)) }
            }
        }
        if !word.isEmpty { units.append(word) }
        return units
    }

    @Test func everyAliasAndPhraseSplitsAsScalarByScalar() throws {
        let knowledge = try DataKnowledge.load()
        let texts =
            knowledge.catalog.records.flatMap { $0.aliases ?? [] } + knowledge.events.flatMap(\.phrases)
            + knowledge.contexts.flatMap(\.phrases) + knowledge.events.map(\.summary.en) + knowledge.events.map(\.summary.zh)
            + [
                "", "viewWillAppear:", "Über-view café", "视图控制器的 viewDidLoad 何时调用？", "なぜ viewDidAppear が2回呼ばれる",
                "emoji 🎉 then text", "tab\there", "ÀÉÎ mixed ASCII9", "한국어 text", "a_b-c.d(e:)",
            ]
        for text in texts {
            #expect(QuestionTokenizer.plainUnits(of: text) == Self.scalarUnits(of: text), "\(text)")
        }
    }
}
