import Foundation
import LifecycleAsk
import LifecycleModel
import LifecycleTraceGenerator
import Testing

/// The question grammar over the whole lifecycle surface: for every catalog entry and every form
/// that applies to its kind, a question built from a random template and a random spelling of the
/// entry must be read as that form with that entry as its subject. Fixed seeds plus one random seed
/// per run (`GRAMMAR_SEEDS` for more), printed with every failure so it can be replayed.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct GeneratedQuestionTests {
    static let engine = DataKnowledge.engineCompilingAsNeeded
    static let knowledge: Knowledge? = try? DataKnowledge.load()

    static let seeds: [UInt64] = {
        let extra = Int(ProcessInfo.processInfo.environment["GRAMMAR_SEEDS"] ?? "") ?? 1
        return [7, 2026] + (0..<max(1, extra)).map { _ in UInt64.random(in: 1...UInt64.max) }
    }()

    /// One generated question and how it must be read.
    struct Case: CustomStringConvertible {
        var question: String
        var form: QuestionForm
        var subject: APIRecord
        var other: APIRecord?
        var description: String { "\(form.rawValue) \(subject.id): \(question)" }
    }

    @Test(arguments: seeds)
    func everyEntryIsReadInEveryFormThatApplies(seed: UInt64) throws {
        let engine = try #require(Self.engine)
        let knowledge = try #require(Self.knowledge)
        let catalog = knowledge.catalog
        var random = SeededGenerator(seed: seed)
        var failures: [String] = []
        let cases = QuestionTemplates.cases(over: catalog, random: &random)
        for item in cases {
            let result = engine.answer(item.question)
            if let problem = QuestionTemplates.problem(of: result, for: item, events: knowledge.events, catalog: catalog) {
                failures.append("\(item): \(problem)")
            }
        }
        let listed = failures.prefix(40).joined(separator: "\n")
        #expect(failures.isEmpty, "seed \(seed): \(failures.count) of \(cases.count) misread:\n\(listed)")
    }
}
