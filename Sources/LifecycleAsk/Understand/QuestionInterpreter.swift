import LifecycleModel

/// Finds the form, trigger and contexts of a tokenized question.
///
/// Contexts and events are matched first, longest phrase first, consuming their tokens. The
/// trigger candidates are then ranked (`TriggerCandidate`) and the first is the trigger, in this order: a method named in code form that no phrase consumed (an
/// explicit call beats a phrase describing one: "addSubview adds a child view controller's view"
/// is about `addSubview:`); a recognized event ("does viewWillAppear fire when the app goes to
/// the background?"); the other free API mentions, ranked methods, callbacks, initializers,
/// properties, then question order. Within each group the first with stored facts wins, else the
/// first (understood, and the answer says nothing is stored). Only when the question names
/// nothing else does an API a context consumed become the trigger (`@beginAppearanceTransition
/// YES` as a context), and only if it has facts.
///
/// A yes/no question also names the callback it asks about (the first free callback that is not
/// the trigger); a reverse question ("when is X called") names only that callback.
struct QuestionInterpreter: Sendable {
    let tokenizer: QuestionTokenizer
    let vocabulary: VocabularyMatcher
    let classHints: ClassHints
    let facts: FactIndex
    let forms: QuestionFormReader
    let roles: RoleReader

    func understand(_ question: String) -> QuestionUnderstanding {
        let written = tokenizer.tokens(of: question)
        let form = forms.form(of: written, question: question)
        let tokens = form == .whatFires ? written : namingPlainCallbacks(written)
        let rolePatterns = roles.patterns(for: tokens)
        let (preceding, recognitions, consumed) = recognize(tokens, roles: rolePatterns)
        let scores = classHints.scores(in: tokens)
        var events: [EventRecord] = []
        var contexts: [(id: String, start: Int)] = []
        var consumedByContext = Set<Int>()
        for recognition in recognitions {
            switch recognition.entry {
            case .event(let event): events.append(event)
            case .context(let context):
                contexts.append((context.id, recognition.match.start))
                consumedByContext.formUnion(recognition.match.tokens)
            }
        }
        let free = tokens.indices.filter { !consumed[$0] && !tokens[$0].records.isEmpty }
        let inContexts = tokens.indices.filter { consumedByContext.contains($0) && !tokens[$0].records.isEmpty }
        let situation = form == .yesNo ? situationStart(in: tokens) : nil
        let ranked = rankedMentions(free, in: tokens, anchoredAfter: situation)
        let explicitCalls = ranked.filter { index in
            tokens[index].spelling == .code && tokens[index].records.contains { $0.kind == .method }
        }
        let triggers = { (indices: [Int]) in indices.map { apiTrigger(tokens[$0].records, scores: scores) } }
        let hasFacts = { (trigger: Trigger) in facts.hasFacts(for: trigger.key) }
        // A question about one API ("when is X called", "why is X not called") is about that API even
        // when an event's phrase names it (`prepare(for:sender:)` in the segue's phrases).
        // An array: a `Set<QuestionForm>` cost its first use a scan of every protocol conformance.
        let asksAboutAnAPI: [QuestionForm] = [.when, .whenTrue, .whyNotCalled, .whyCalledTwice, .whyNotReleased]
        let inEvents = tokens.indices.filter { consumed[$0] && !consumedByContext.contains($0) && !tokens[$0].records.isEmpty }
        // "Does X fire when Y is called" is about Y, with facts or without: the situation's mentions
        // rank before the rest, so a callback with facts outside it cannot take Y's place.
        let mentionGroups: [(TriggerCandidate.Reason, [Trigger])] =
            situation.map { start in
                [(.mention, triggers(ranked.filter { $0 > start })), (.mention, triggers(ranked.filter { $0 <= start }))]
            } ?? [(.mention, triggers(ranked))]
        let groups: [(TriggerCandidate.Reason, [Trigger])] =
            asksAboutAnAPI.contains(form)
            ? [(.namedCall, triggers(explicitCalls)), (.mention, triggers(ranked + inEvents)), (.event, events.map(Trigger.event))]
            : [(.namedCall, triggers(explicitCalls)), (.event, events.map(Trigger.event))] + mentionGroups
        // An API only a context took is the trigger last, and only with facts, unless the question is
        // about that API ("when is isModalInPresentation true").
        // A method your code calls is the trigger all the same when it is the only API named
        // (`performSelectorOnMainThread:…`, which a timing context reads too); the answer says what is
        // not recorded. A callback a context took ("in viewDidLoad") stays a context.
        let calledInContexts =
            groups.allSatisfy { $0.1.isEmpty } ? inContexts.filter { tokens[$0].records.contains { $0.kind == .method } } : []
        let contextTriggers =
            asksAboutAnAPI.contains(form) ? triggers(inContexts) : triggers(calledInContexts) + triggers(inContexts).filter(hasFacts)
        let candidates = TriggerCandidate.ranked(groups + [(.inContext, contextTriggers)], hasFacts: hasFacts)
        let trigger = candidates.first?.trigger
        var asked = form == .whatFires ? nil : askedCallback(free + inContexts, in: tokens, trigger: trigger, scores: scores)
        // Any callback named may be compared, even one an event phrase took ("is prepareForSegue called
        // before …"); a relation word a phrase took is part of it ("after the parent's viewDidAppear").
        let callbacks = tokens.indices.compactMap { index in
            ClassHints.narrow(tokens[index].records, scores: scores).first { $0.kind == .callback }.map { (record: $0, index: index) }
        }
        let order: (asked: Int, OrderQuestion)? =
            switch form {
            case .yesNo: OrderQuestion.read(callbacks, in: tokens, consumed: consumed)
            case .order: OrderQuestion.read(callbacks, in: tokens, consumed: consumed) ?? OrderQuestion.either(callbacks)
            default: nil
            }
        if let order { asked = callbacks.first { $0.index == order.asked } }
        let recognized =
            recognitions.sorted { $0.match.start < $1.match.start }.map { recognition in
                switch recognition.entry {
                case .event(let event): "event \(event.id)"
                case .context(let context): "context \(context.id)"
                }
            } + free.map { "API \(tokens[$0].records[0].id)" }
        let leftovers = tokens.indices.filter { !consumed[$0] && tokens[$0].kind.isWord && tokens[$0].records.isEmpty }.map {
            tokens[$0].text
        }
        return QuestionUnderstanding(
            language: readsJapanese(question) ? .en : tokens.contains(where: \.isCJK) ? .zh : .en,
            unstoredLanguage: readsJapanese(question) ? "ja" : nil,
            form: form,
            trigger: trigger,
            candidates: candidates,
            asked: asked?.record,
            askedIndex: asked?.index,
            order: order?.1,
            roles: (preceding + roles.mentions(in: tokens, consumed: consumed, patterns: rolePatterns)).sorted {
                $0.tokens[0] < $1.tokens[0]
            },
            contexts: contexts.sorted { $0.start < $1.start }.map(\.id).uniqued(),
            recognized: recognized,
            leftoverWords: leftovers,
            tokens: tokens
        )
    }

    /// The events and contexts of a question, read after the role nouns that precede events ("the
    /// presenting controller" is not a presentation), unless that leaves no event while reading the
    /// words as phrases finds one ("the presenting VC with overCurrentContext" is one); the role
    /// nouns are returned when they kept their words.
    private func recognize(_ tokens: [QuestionToken], roles patterns: RoleReader.Patterns)
        -> (roles: [RoleMention], recognitions: [VocabularyMatcher.Recognition], consumed: [Bool])
    {
        let none = [Bool](repeating: false, count: tokens.count)
        let preceding = roles.mentions(in: tokens, consumed: none, patterns: patterns, preceding: true)
        let plain = { vocabulary.recognize(in: tokens) }
        guard !preceding.isEmpty else {
            let (recognitions, consumed) = plain()
            return ([], recognitions, consumed)
        }
        var taken = none
        for index in preceding.flatMap(\.tokens) { taken[index] = true }
        let (recognitions, consumed) = vocabulary.recognize(in: tokens, taken: taken)
        let hasEvent = { (found: [VocabularyMatcher.Recognition]) in
            found.contains { if case .event = $0.entry { true } else { false } }
        }
        if hasEvent(recognitions) { return (preceding, recognitions, consumed) }
        let (phrased, phrasedConsumed) = plain()
        guard hasEvent(phrased) else { return (preceding, recognitions, consumed) }
        return (preceding.filter { !$0.tokens.contains { phrasedConsumed[$0] } }, phrased, phrasedConsumed)
    }

    /// The callback a yes/no or reverse question asks about, with its token: the first mention in
    /// question order that is not the trigger, callbacks before other kinds.
    private func askedCallback(_ indices: [Int], in tokens: [QuestionToken], trigger: Trigger?, scores: [String: Int])
        -> (record: APIRecord, index: Int)?
    {
        let triggerID: String? = if case .api(let record) = trigger { record.id } else { nil }
        // The trigger's own mention is not asked about, even when it names other classes too
        // (`init(coder:)` of UIView beside UIViewController's).
        let mentions = indices.sorted().compactMap { index -> (record: APIRecord, index: Int)? in
            let records = ClassHints.narrow(tokens[index].records, scores: scores)
            guard !records.contains(where: { $0.id == triggerID }) else { return nil }
            return records.first.map { ($0, index) }
        }
        return mentions.first { $0.record.kind == .callback } ?? mentions.first
    }

    /// In a yes/no or reverse question, a callback whose name is an English word (`dealloc`, its
    /// alias `deinit`) is read as that callback: "is deinit called after a pop" asks about it. Free
    /// text of other forms, and traces, keep reading such names as words.
    private func namingPlainCallbacks(_ tokens: [QuestionToken]) -> [QuestionToken] {
        tokens.map { token in
            guard token.kind.isWord else { return token }
            let records = tokenizer.catalog.lookup(token.text)
            guard !records.isEmpty, records.allSatisfy({ $0.plainWord == true && $0.kind == .callback }) else { return token }
            return .api(records, text: token.text, member: token.text, className: nil)
        }
    }

    /// Japanese (kana, which Chinese never uses): the knowledge has no text in it, so the question is
    /// read through its API names and grammar words and answered in English.
    private func readsJapanese(_ question: String) -> Bool {
        question.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }
    }

    /// Words that open the situation of a yes/no question ("does X fire *when* Y is called"): the
    /// callback named after one is the trigger, the one before it is asked about.
    static let situationOpeners: Set<String> = ["when", "whenever", "if", "once", "during", "while"]

    /// The index of the first situation opener that follows an API mention, nil without one.
    private func situationStart(in tokens: [QuestionToken]) -> Int? {
        guard let firstMention = tokens.firstIndex(where: { !$0.records.isEmpty }) else { return nil }
        return tokens.indices.first {
            $0 > firstMention && tokens[$0].kind.isWord && Self.situationOpeners.contains(tokens[$0].text.lowercased())
        }
    }

    /// Mentions ranked by how much they look like a trigger: in a yes/no question those inside its
    /// situation first; then methods your code calls, callbacks, initializers and properties, each
    /// group in question order.
    private func rankedMentions(_ indices: [Int], in tokens: [QuestionToken], anchoredAfter start: Int?) -> [Int] {
        let rank: (APIRecord.Kind) -> Int = { kind in
            switch kind {
            case .method: 0
            case .callback: 1
            case .initializer: 2
            case .property: 3
            }
        }
        let inSituation = { (index: Int) in start.map { index > $0 } ?? false ? 0 : 1 }
        let ranked = indices.map { index in (index, tokens[index].records.map { rank($0.kind) }.min() ?? 3, inSituation(index)) }
        return ranked.sorted { ($0.2, $0.1, $0.0) < ($1.2, $1.1, $1.0) }.map(\.0)
    }

    /// The distinct APIs a question names, one record each, in question order.
    func mentionedAPIs(_ tokens: [QuestionToken]) -> [APIRecord] {
        let scores = classHints.scores(in: tokens)
        var out: [APIRecord] = []
        for token in tokens where !token.records.isEmpty {
            guard case .api(let record) = apiTrigger(token.records, scores: scores), !out.contains(record) else { continue }
            out.append(record)
        }
        return out
    }

    /// One record for a mention, by `APIClassChoice`: narrowed by class hints, then in the fallback
    /// order (UIViewController, UIView, the catalog's) the first with facts, else the first.
    func apiTrigger(_ records: [APIRecord], scores: [String: Int]) -> Trigger {
        let narrowed = ClassHints.narrow(records, scores: scores)
        let ordered = APIClassChoice.fallbackOrder(of: narrowed.map(\.className)).map { narrowed[$0] }
        return .api(ordered.first { facts.hasFacts(for: .api($0.id)) } ?? ordered[0])
    }

}
