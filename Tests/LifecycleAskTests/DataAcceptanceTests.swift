import Foundation
import LifecycleAsk
import LifecycleModel
import Testing

/// The engine on the real Data/: every case of shared/acceptance/questions.json and paraphrases of
/// each (other spellings, other words, Chinese), checked the way score.py checks the CLI.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct DataAcceptanceTests {
    static let engine = DataKnowledge.engine

    static let sharedCases: [AcceptanceCase] = {
        guard let data = try? Data(contentsOf: DataKnowledge.acceptanceQuestions) else { return [] }
        return (try? JSONDecoder().decode([AcceptanceCase].self, from: data)) ?? []
    }()

    @Test func dataBuildsAnEngine() throws {
        _ = try AskEngine(knowledge: DataKnowledge.load())
    }

    @Test(
        .enabled(if: !sharedCases.isEmpty, "left out: ../shared/acceptance/questions.json is not beside this checkout"),
        arguments: sharedCases)
    func acceptanceQuestion(_ acceptance: AcceptanceCase) throws {
        try DataAcceptanceTests.expectPasses(acceptance)
    }

    @Test(arguments: AcceptanceParaphrases.cases)
    func paraphrase(_ acceptance: AcceptanceCase) throws {
        try DataAcceptanceTests.expectPasses(acceptance)
    }

    /// Asks the engine on the real Data/ and expects no problem score.py would report.
    static func expectPasses(_ acceptance: AcceptanceCase) throws {
        let engine = try #require(engine)
        let problems = acceptance.problems(with: engine.answer(acceptance.question))
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func chineseQuestionsAreAnsweredInChinese() throws {
        let engine = try #require(DataAcceptanceTests.engine)
        for paraphrase in AcceptanceParaphrases.cases where paraphrase.question.contains(where: \.isCJKForTests) {
            let answer = try #require(engine.answer(paraphrase.question).answer)
            #expect(answer.language == .zh)
            let isChinese = answer.answer.contains { $0.isCJKForTests }
            #expect(isChinese, "\(paraphrase.question)")
        }
    }
}

extension Character {
    var isCJKForTests: Bool {
        unicodeScalars.first.map { (0x4E00...0x9FFF).contains($0.value) } ?? false
    }
}
