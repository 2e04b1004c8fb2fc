import LifecycleModel

/// What kind of answer a question wants. The forms and the words that tell them apart are the
/// question grammar (README, "How a question is read"); every answer's JSON `kind` is one of them.
public enum QuestionForm: String, Codable, Hashable, Sendable, CaseIterable {
    /// What a trigger sets off: "what fires when X".
    case whatFires = "what-fires"
    /// What leads to a callback: "when is X called", "what calls X".
    case when
    /// What makes a property true: "when is isBeingPresented true".
    case whenTrue = "when-true"
    /// A verdict: "does X fire when Y", "is X called before Y".
    case yesNo = "yes-no"
    /// Which of two callbacks comes first: "is X called before or after Y".
    case order
    /// Two APIs side by side: "X vs Y", "difference between X and Y".
    case versus
    /// The usual causes of a callback that does not come: "why is X not called", "X not called when …".
    case whyNotCalled = "why-not-called"
    /// The usual causes of a callback that comes again: "X called twice".
    case whyCalledTwice = "why-called-twice"
    /// The usual causes of a controller that is never released: "deinit not called", "memory leak".
    case whyNotReleased = "why-not-released"

    /// The symptom a why-form asks about, nil for the other forms.
    public var symptom: CauseRecord.Symptom? {
        switch self {
        case .whyNotCalled: .notCalled
        case .whyCalledTwice: .calledTwice
        case .whyNotReleased: .notReleased
        default: nil
        }
    }
}

/// Tells the form of a tokenized question from its grammar alone (question words, negation,
/// auxiliaries, Chinese and Japanese particles); it carries no UIKit knowledge, so it is code rather
/// than vocabulary data. What the question names decides the rest: a reverse question about a
/// property is `when-true`, an order or versus question needs two APIs (`AskEngine`).
struct QuestionFormReader: Sendable {
    /// "when is X called", "what calls X", "X 什么时候调用", "哪些情况会调用 X", "X はいつ呼ばれる": the
    /// words must stand side by side (`when_is`) so "what fires when X is called" is not read as one.
    static let reversePhrases = [
        "when_is|when_are|when_does|when_do|when_did|when_will|when_would|when_can|when_should",
        "what_call|who_call|which_call|what_trigger|what_cause|what_invoke|what_send|what_lead_to",
        "at_what_point|in_what_case*|under_what",
        "什么时候|何时|什么时机|哪些情况|什么情况|哪些场景|什么场景|哪些时候",
        "谁 [会] [被] 调用|触发|执行|回调",
        "哪些|什么 方法|操作|调用|事件 [会] 调用|触发",
        "いつ|どのタイミング|どんな時|どんなとき|どのような時|どのようなとき|どのような",
    ]

    /// A callback that does not come: negation near a verb of calling ("isn't called", "doesn't get",
    /// "不调用", "没走", "呼ばれない"), or a word that says it is missing.
    static let notCalledPhrases = [
        "not|never|isn|doesn|don|didn|won|wasn|aren|weren|hasn|haven|couldn|cannot|no_longer|fail*|stop* call*|fire*|trigger*|invok*|run*|execut*|receiv*|get*|work*|hit*|reach*|happen*|sent|deliver*",
        "missing|skipped|skip*",
        "不|没|未|无法|沒|無法 调用|調用|调|執行|执行|走|触发|觸發|回调|回調|响应|进入|进",
        "失效|不生效|没效果|没有效果|不起作用",
        "调不到|调用不到|不走|没走|没反应",
        "呼ばれない|呼ばれず|呼ばれません|呼び出されない|実行されない|来ない",
    ]

    /// A callback that comes more than once.
    static let calledTwicePhrases = [
        "twice|two_times|2_times|2_x|3_x|multiple_times|many_times|several_times|more_than_once|repeated*|double|duplicat*|n_times",
        "两次|二次|多次|重复|反复|兩次|重複",
        "二回|何度|複数回|二度",
        "2 次|回|度",
    ]

    /// "again", which says "twice" only outside a yes/no or reverse question ("viewDidLoad called again").
    static let againPhrases = ["again|every_time|each_time|再次|又一次|每次", "又 调用|调|执行|走|触发"]

    /// A controller that is never released: a leak or a deallocation that does not come.
    static let notReleasedPhrases = [
        "leak*|retain_cycle|reference_cycle|strong_reference_cycle|memory_leak",
        "not|never|isn|doesn|don|didn|won|wasn|aren|weren|hasn|haven release*|deallocat*|dealloc*|free*|destroy*|deinit*",
        "still_in_memory|stay*_in_memory|kept_alive|never_go*_away",
        "dealloc*|deinit*|析构 [is|was|method] not|never|isn|doesn|didn|won|wasn|不|没|未|从不|从未 call*|run*|execut*|fire*|trigger*|hit*|调用|执行|走|触发",
        "内存泄漏|内存泄露|循环引用|不释放|没有释放|没释放|未释放|无法释放|不会释放|不被释放|不销毁|没有销毁|不走_dealloc|不走_deinit",
        "リーク|解放されない|解放されず|破棄されない",
    ]

    /// Which of two comes first.
    static let eitherOrPhrases = [
        "before_or_after|after_or_before|which_first|which_one_first|which_come*_first|which_is_called_first|what_order|which_order|in_what_order|order_of|order_between|sequence",
        "先后|顺序|哪个先|谁先|先还是|先調用|順序",
        "順番|順序|どちらが先|どっちが先",
    ]

    /// Two APIs side by side.
    static let versusPhrases = ["vs|versus|difference*|differ*|compare*|comparison", "区别|差别|不同|异同|区分|差異", "違い|ちがい"]

    /// An explicit "what fires" question, which a negated clause inside it does not turn into a why
    /// question ("what fires if … and addChild is never called").
    static let whatFiresPhrases = [
        "what_fires|what_gets_called|what_get_called|what_happens|which_callbacks|what_callbacks|what_methods|which_methods|what_lifecycle|what_is_called_when",
        "会触发什么|会调用哪些|会调用什么|触发哪些|调用哪些|会怎样|会发生什么|会走哪些",
        "何が呼ばれ|どのメソッドが",
    ]

    /// Words that open a why question.
    static let whyPhrases = ["why|how_come|reason*", "为什么|为何|为啥|怎么|為什麼", "なぜ|どうして|なんで"]

    /// Auxiliaries that open an English yes/no question.
    static let yesNoOpeners: Set<String> = ["does", "do", "did", "is", "are", "was", "were", "will", "would", "can", "could", "should"]

    /// Chinese and Japanese yes/no markers: a final 吗, 会不会 / 是否 / 有没有, a final か.
    static let yesNoPhrases = ["会_不_会|是_否|有_没_有|能_不_能|吗|ますか|ですか"]

    /// The compiled phrases, when the reader compiles them all up front.
    private let eager: FormPatterns?
    private let catalog: APICatalog

    /// Compiles every phrase now (`.all`) or, for a one-question process, only those the question's
    /// words can meet (`.asNeeded`, as the vocabulary does): compiling them all was a tenth of a cold `ask`.
    init(compiler: PhraseCompiler, compilation: VocabularyMatcher.Compilation = .eager) {
        catalog = compiler.catalog
        eager = compilation == .eager ? FormPatterns(compiler: compiler, screen: nil) : nil
    }

    /// The form of a question. A symptom wins (a callback called twice, missing, a controller never
    /// released), then the reverse reading ("when is X called?"), then either/or and versus, then a
    /// yes/no opener. A negated yes/no question ("does X not fire when …") stays yes/no unless it
    /// asks why. The text is read too, for the punctuation the tokens leave out.
    func form(of tokens: [QuestionToken], question: String) -> QuestionForm {
        let patterns = eager ?? FormPatterns(compiler: PhraseCompiler(catalog: catalog), screen: PhraseScreen(tokens))
        let none = [Bool](repeating: false, count: tokens.count)
        let index = QuestionVocabularyIndex(tokens)
        let meets = { (pattern: PhrasePattern) in pattern.mayMatch(index) && pattern.bestMatch(in: tokens, consumed: none) != nil }
        let asksWhy = patterns.why.contains(where: meets)
        let isReverse = patterns.reverse.contains(where: meets)
        let firstIsAuxiliary =
            tokens.first.map { $0.kind.isWord && QuestionFormReader.yesNoOpeners.contains($0.text.lowercased()) } ?? false
        let opensYesNo = firstIsAuxiliary || patterns.yesNo.contains(where: meets) || ClauseReader.asksLater(question)
        let asksWhatFires = !asksWhy && patterns.whatFires.contains(where: meets)
        let namesRelease = tokens.contains { token in
            token.records.contains { $0.selector == "dealloc" } || ["dealloc", "deinit", "delloc"].contains(token.text.lowercased())
        }
        if patterns.calledTwice.contains(where: meets) { return .whyCalledTwice }
        if !opensYesNo && !asksWhatFires || asksWhy {
            if patterns.notReleased.contains(where: meets) || (namesRelease && patterns.notCalled.contains(where: meets)) {
                return .whyNotReleased
            }
            if patterns.notCalled.contains(where: meets) { return .whyNotCalled }
            if !isReverse, patterns.again.contains(where: meets) { return .whyCalledTwice }
        }
        if isReverse { return .when }
        if asksWhatFires { return .whatFires }
        if patterns.eitherOr.contains(where: meets) { return .order }
        if patterns.versus.contains(where: meets) { return .versus }
        if opensYesNo { return .yesNo }
        return .whatFires
    }
}

/// The form reader's phrases, compiled: all of them, or those a question's screen lets through.
private struct FormPatterns: Sendable {
    let reverse: [PhrasePattern]
    let yesNo: [PhrasePattern]
    let notCalled: [PhrasePattern]
    let calledTwice: [PhrasePattern]
    let again: [PhrasePattern]
    let notReleased: [PhrasePattern]
    let eitherOr: [PhrasePattern]
    let versus: [PhrasePattern]
    let why: [PhrasePattern]
    let whatFires: [PhrasePattern]

    init(compiler: PhraseCompiler, screen: PhraseScreen?) {
        // The phrases are fixed strings with no `@` terms, so they always compile.
        let compile = { (phrases: [String]) in
            phrases.filter { screen?.mayMatch($0) ?? true }.compactMap { try? PhrasePattern($0, compiler: compiler) }
        }
        reverse = compile(QuestionFormReader.reversePhrases)
        yesNo = compile(QuestionFormReader.yesNoPhrases)
        notCalled = compile(QuestionFormReader.notCalledPhrases)
        calledTwice = compile(QuestionFormReader.calledTwicePhrases)
        again = compile(QuestionFormReader.againPhrases)
        notReleased = compile(QuestionFormReader.notReleasedPhrases)
        eitherOr = compile(QuestionFormReader.eitherOrPhrases)
        versus = compile(QuestionFormReader.versusPhrases)
        why = compile(QuestionFormReader.whyPhrases)
        whatFires = compile(QuestionFormReader.whatFiresPhrases)
    }
}

extension QuestionToken.Kind {
    /// Whether the token is an English word (not a CJK character, an API mention or an argument).
    var isWord: Bool {
        if case .word = self { return true }
        return false
    }
}
