import LifecycleModel

/// Answers "X vs Y" from what the catalog documents of each and, when a stored fact or order holds
/// both, their order there.
struct VersusAnswerBuilder: Sendable {
    let composer: AnswerComposer

    func answer(
        question: String, language: Language, first: APIRecord, second: APIRecord, contexts: [String], cite: ([String]) -> [CitedSource]
    ) -> VersusAnswer {
        let compared = [DocumentedAPI(first, language), DocumentedAPI(second, language)]
        let finding = OrderFinding.first(
            in: composer.storedSequences(language), asked: StepMatch(api: first, receivers: []),
            other: StepMatch(api: second, receivers: []))
        var understood = UnderstoodQuestion(
            trigger: UnderstoodTrigger(className: first.className, selector: first.selector, swift: first.swift), context: contexts)
        understood.compared = UnderstoodTrigger(className: second.className, selector: second.selector, swift: second.swift)
        let evidence: String? =
            switch finding {
            case .ordered(_, _, _, let evidence), .notGuaranteed(_, _, let evidence): evidence
            default: nil
            }
        let sources = (compared.flatMap(\.sources) + (evidence.flatMap(composer.sources(of:)) ?? [])).uniqued()
        return VersusAnswer(
            question: question, language: language, understood: understood, compared: compared, relation: finding.relation,
            evidence: evidence, sources: sources, citedSources: cite(sources),
            answer: VersusWording.summary(compared, finding: finding, first: first, second: second, language))
    }
}

/// The sentences of a versus answer, in both languages.
enum VersusWording {
    static func summary(_ compared: [DocumentedAPI], finding: OrderFinding, first: APIRecord, second: APIRecord, _ language: Language)
        -> String
    {
        let each = compared.map { api in "\(api.selector): \(api.when ?? api.summary)" }
        let order = VerdictWording.relation(finding, asked: first, other: second, language)
        return (each + [order]).joined(separator: language == .zh ? " " : " ")
    }
}
