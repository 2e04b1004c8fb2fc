import Foundation
import LifecycleAsk
import LifecycleModel
import Testing
import Yams

/// Questions developers really asked in public (Stack Overflow, GitHub issues, blogs, Chinese and
/// Japanese Q&A), each with its URL, the form and subject an expert reads in it, and what a correct
/// answer holds (`Fixtures/real-questions.yaml`). Nobody here wrote them, so the rates measure the
/// grammar and the knowledge on outside material; the floors only ratchet up.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct RealQuestionTests {
    /// One question of the corpus.
    struct Question: Decodable {
        var id: String
        var url: String
        var lang: String
        var question: String
        var form: String
        var subject: String
        var expected: String
        var expect: Expect?

        struct Expect: Decodable {
            var verdict: String?
            var fires: [String]?
            var mentions: [String]?
        }
    }

    static let corpus: [Question] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/real-questions.yaml")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return (try? YAMLDecoder().decode([Question].self, from: text)) ?? []
    }()

    static let engine = DataKnowledge.engineCompilingAsNeeded
    static let catalog: APICatalog? = try? DataKnowledge.load().catalog

    /// The lowest rates this corpus may fall to, in percent of the in-scope questions.
    static let understoodFloor = 89
    static let correctFloor = 41

    @Test func theCorpusIsCitedAndLargeEnough() {
        #expect(Self.corpus.count >= 200)
        #expect(Set(Self.corpus.map(\.id)).count == Self.corpus.count)
        #expect(Self.corpus.allSatisfy { $0.url.hasPrefix("http") && !$0.question.isEmpty })
    }

    @Test func ratesStayAboveTheirFloors() throws {
        let engine = try #require(Self.engine)
        let catalog = try #require(Self.catalog)
        let scope = Self.corpus.filter { $0.form != "out-of-scope" }
        var understood = 0
        var correct = 0
        var misses: [String] = []
        for item in scope {
            let result = engine.answer(item.question)
            let grade = RealQuestionGrade(item, result, catalog: catalog)
            understood += grade.understood ? 1 : 0
            correct += grade.correct ? 1 : 0
            if !grade.correct { misses.append("\(item.id) [\(item.form)] \(grade.problem ?? ""): \(item.question)") }
        }
        let understoodRate = 100 * understood / max(1, scope.count)
        let correctRate = 100 * correct / max(1, scope.count)
        print(
            "real questions: \(scope.count) in scope, \(understood) understood (\(understoodRate) %), \(correct) correct (\(correctRate) %)"
        )
        for miss in misses { print("  miss: \(miss)") }
        #expect(understoodRate >= Self.understoodFloor)
        #expect(correctRate >= Self.correctFloor)
    }
}

/// How one real question was answered: understood (read as a question about lifecycle APIs),
/// correct (the expected form and subject, and every machine-checkable expectation).
struct RealQuestionGrade {
    var understood = false
    var correct = false
    var problem: String?

    /// Answer kinds that answer each corpus form.
    static let kinds: [String: Set<String>] = [
        "what-fires": ["what-fires"], "when": ["when", "when-true"], "when-true": ["when-true", "when"], "yes-no": ["yes-no"],
        "order": ["order", "yes-no"], "versus": ["versus"], "why-not-called": ["why-not-called"],
        "why-called-twice": ["why-called-twice"], "why-not-released": ["why-not-released"], "warning": ["warning"],
        "how-to": [
            "what-fires", "when", "when-true", "yes-no", "order", "versus", "why-not-called", "why-called-twice", "why-not-released",
        ],
    ]

    init(_ item: RealQuestionTests.Question, _ result: AskResult, catalog: APICatalog) {
        let text = result.json.prettyText
        guard case .object(let members) = result.json else { return }
        let json = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard case .string(let kind) = json["kind"] ?? .null else {
            problem = "not understood"
            return
        }
        understood = true
        guard Self.kinds[item.form]?.contains(kind) ?? false else {
            problem = "read as \(kind)"
            return
        }
        let subjects = catalog.lookup(item.subject).map(\.selector)
        if !subjects.isEmpty, !subjects.contains(where: { text.contains("\"selector\" : \"\($0)\"") }) {
            problem = "subject \(item.subject) not read"
            return
        }
        let lowered = text.lowercased()
        if let verdict = item.expect?.verdict, !lowered.contains("\"verdict\" : \"\(verdict.lowercased())\"") {
            problem = "verdict is not \(verdict)"
            return
        }
        if let missing = item.expect?.mentions?.first(where: { !lowered.contains($0.lowercased()) }) {
            problem = "never mentions \(missing)"
            return
        }
        if let missing = item.expect?.fires?.first(where: { !firesHold($0, json["fires"]) }) {
            problem = "fires lacks \(missing)"
            return
        }
        correct = true
    }

    /// Whether `fires` holds `role:selector` (or a bare selector).
    private func firesHold(_ item: String, _ fires: JSONValue?) -> Bool {
        guard case .array(let steps) = fires ?? .null else { return false }
        let (role, selector) =
            item.firstIndex(of: ":").map { index -> (String?, String) in
                let head = String(item[..<index])
                let roles: Set<String> = ["self", "parent", "child", "presenting", "presented", "from", "to", "root", "delegate", "view"]
                return roles.contains(head) ? (head, String(item[item.index(after: index)...])) : (nil, item)
            } ?? (nil, item)
        return steps.contains { step in
            guard case .object(let members) = step else { return false }
            let fields = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            guard case .string(let written) = fields["selector"] ?? .null, written == selector else { return false }
            guard let role else { return true }
            if case .string(let receiver) = fields["receiver"] ?? .null { return receiver == role }
            return false
        }
    }
}
