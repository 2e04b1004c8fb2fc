import LifecycleModel
import Testing

@testable import LifecycleAsk

/// Every feature of the phrase syntax of Data/README.md, against tokenized questions.
@Suite struct PhrasePatternTests {
    let catalog = FixtureKnowledge.catalog

    /// The matched tokens' texts, or nil when the phrase does not match.
    func match(_ phrase: String, _ question: String, consumed: Set<Int> = []) throws -> [String]? {
        let pattern = try PhrasePattern(phrase, catalog: catalog)
        let tokens = QuestionTokenizer(catalog: catalog).tokens(of: question)
        let flags = tokens.indices.map { consumed.contains($0) }
        return pattern.bestMatch(in: tokens, consumed: flags).map { $0.tokens.map { tokens[$0].text } }
    }

    @Test func termsMatchInOrder() throws {
        #expect(try match("view appear", "the view will appear") == ["view", "appear"])
        #expect(try match("appear view", "the view will appear") == nil)
    }

    @Test func alternatives() throws {
        #expect(try match("controller|vc appear", "the vc appears") == ["vc", "appears"])
        #expect(try match("controller|vc appear", "the screen appears") == nil)
    }

    @Test func underscoreJoinsTheWordsOfOneAlternative() throws {
        #expect(try match("view_controller|vc appear*", "a view controller appears") == ["view", "controller", "appears"])
        #expect(try match("view_controller appear*", "a view of the controller appears") == nil)
    }

    @Test func starIsAPrefix() throws {
        #expect(try match("appear*", "it appeared") == ["appeared"])
        #expect(try match("appear*", "it is apparent") == nil)
    }

    @Test func bracketsMakeATermOptional() throws {
        #expect(try match("in [the] @viewDidLoad", "in viewDidLoad") == ["in", "viewDidLoad"])
        #expect(try match("in [the] @viewDidLoad", "in the viewDidLoad") == ["in", "the", "viewDidLoad"])
        #expect(throws: PhrasePatternError.self) { try PhrasePattern("[only] [optional]", catalog: catalog) }
    }

    @Test(arguments: ["viewDidLoad", "viewDidLoad()", "-[UIViewController viewDidLoad]", "UIViewController.viewDidLoad", "VIEWDIDLOAD"])
    func atIsAMentionInAnySpelling(spelling: String) throws {
        #expect(try match("in @viewDidLoad()", "called in \(spelling)")?.count == 2)
    }

    @Test func atMentionsOfPlainWordsNeedCodeForm() throws {
        #expect(try match("@UIViewController.view access*", "self.view is accessed") == ["self.view", "accessed"])
        #expect(try match("@UIViewController.view access*", "the view is accessed") == nil)
    }

    @Test func wordsMeetAPIMentionsByNameButPrefixesDoNot() throws {
        #expect(try match("self view", "self.view") == ["self", "self.view"])
        #expect(try match("add* subview", "addSubview: a subview") == nil)
    }

    @Test func typeNamesMeetTheirSpokenForm() throws {
        #expect(try match("storyboard creat*", "a UIStoryboard creates it") == ["UIStoryboard", "creates"])
        #expect(try match("viewcontroller appear*", "a TTViewController appears") == ["TTViewController", "appears"])
    }

    @Test func atNamesAnAPITheCatalogKnows() {
        #expect(throws: PhrasePatternError.self) { try PhrasePattern("in @noSuchMethod", catalog: catalog) }
    }

    @Test func chineseIsACharacterSequence() throws {
        #expect(try match("控制器 显示|出现", "当子控制器的视图显示时") == ["控", "制", "器", "显", "示"])
        #expect(try match("在 @viewDidLoad 中|里", "在viewDidLoad里添加") == ["在", "viewDidLoad", "里"])
        #expect(try match("显示", "显然示意") == nil)
    }

    @Test func upToThreeWordsBetweenTerms() throws {
        #expect(try match("view appear", "view one two three appear") != nil)
        #expect(try match("view appear", "view one two three four appear") == nil)
    }

    @Test func upToSixCJKCharactersBetweenTerms() throws {
        #expect(try match("控制器 显示", "控制器一二三四五六显示") != nil)
        #expect(try match("控制器 显示", "控制器一二三四五六七显示") == nil)
    }

    @Test func foldingAppliesToQuestionAndPhrase() throws {
        #expect(try match("views appear", "the view appeared") == ["view", "appeared"])
        #expect(try match("parent's @viewDidLoad", "the parent viewDidLoad") == ["parent", "viewDidLoad"])
        #expect(try match("full-screen window", "a full screen window") == ["full", "screen", "window"])
    }

    @Test func contractionsReadTheSameInPhraseAndQuestion() throws {
        #expect(try match("didn't call", "I didn't call it") == ["did", "not", "call"])
        #expect(try match("not call", "I don't call it") == ["not", "call"])
    }

    @Test func consumedTokensAreNotMatchedAgain() throws {
        #expect(try match("in @viewDidLoad", "in viewDidLoad", consumed: [1]) == nil)
        #expect(try match("view appear", "view view appear", consumed: [1]) == ["view", "appear"])
    }

    @Test func longestMatchOfAPhraseWins() throws {
        #expect(try match("view [did] appear*", "view appears and the view did appear") == ["view", "did", "appear"])
    }

    @Test func longestPhraseAcrossTheVocabularyWinsAndConsumes() throws {
        let contexts = [
            ContextRecord(id: "short", summary: FixtureKnowledge.text, phrases: ["@viewDidLoad"]),
            ContextRecord(id: "long", summary: FixtureKnowledge.text, phrases: ["in [the] parent's @viewDidLoad"]),
        ]
        let vocabulary = try VocabularyMatcher(events: [], contexts: contexts, compiler: PhraseCompiler(catalog: catalog))
        let tokens = QuestionTokenizer(catalog: catalog).tokens(of: "add it in the parent's viewDidLoad")
        let ids = vocabulary.recognize(in: tokens).recognitions.map { recognition -> String in
            if case .context(let context) = recognition.entry { return context.id }
            return ""
        }
        #expect(ids == ["long"])
    }
}
