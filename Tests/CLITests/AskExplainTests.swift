import Foundation
import Testing

/// `ask --explain` through the built binary: the ranked trigger candidates in JSON
/// (`understood.candidates`) and in text, and nothing extra without the flag.
@Suite struct AskExplainTests {
    static let question = "what fires when addSubview adds a child view controller's view while the parent is visible"

    @Test func jsonListsTheCandidatesBestFirst() throws {
        let runner = try BinaryRunner()
        let result = try runner.run(["ask", "--explain", "--format", "json", Self.question])
        #expect(result.status == 0)
        let json = try #require(try result.json() as? [String: Any])
        let understood = try #require(json["understood"] as? [String: Any])
        let candidates = try #require(understood["candidates"] as? [[String: Any]])
        #expect(candidates.map { $0["rank"] as? Int } == Array(1...candidates.count))
        let first = try #require(candidates.first?["trigger"] as? [String: Any])
        // The chosen trigger is the first candidate; the phrase's event ranks below the named call.
        #expect(first["selector"] as? String == (understood["trigger"] as? [String: Any])?["selector"] as? String)
        #expect(candidates.first?["why"] as? String == "named-call")
        #expect(candidates.first?["has_facts"] as? Bool == true)
        #expect(candidates.dropFirst().contains { $0["why"] as? String == "event" })
    }

    @Test func withoutTheFlagTheAnswerIsUnchanged() throws {
        let runner = try BinaryRunner()
        let plain = try #require(try runner.run(["ask", "--format", "json", Self.question]).json() as? [String: Any])
        #expect((plain["understood"] as? [String: Any])?["candidates"] == nil)
        #expect(try !runner.run(["ask", Self.question]).stdout.contains("Trigger candidates"))
    }

    @Test func textAndReverseQuestionsShowThemToo() throws {
        let runner = try BinaryRunner()
        let text = try runner.run(["ask", "--explain", Self.question])
        #expect(text.status == 0)
        #expect(text.stdout.contains("Trigger candidates, best first:\n  1. addSubview: / addSubview(_:) (UIView) — named-call, has facts"))
        let when = try #require(
            try runner.run(["ask", "--explain", "--format", "json", "when is viewWillAppear: called"]).json() as? [String: Any])
        #expect(when["kind"] as? String == "when")
        let candidates = try #require((when["understood"] as? [String: Any])?["candidates"] as? [[String: Any]])
        #expect((candidates.first?["trigger"] as? [String: Any])?["selector"] as? String == "viewWillAppear:")
    }
}
