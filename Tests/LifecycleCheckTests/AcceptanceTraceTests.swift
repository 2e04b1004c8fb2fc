import Foundation
import LifecycleCheck
import Testing

/// The shared acceptance traces (`../shared/acceptance/traces.json`) give exactly the expected rules.
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: KnowledgeFixture.acceptanceDirectory.appendingPathComponent("traces.json").path),
        "left out: ../shared/acceptance/traces.json is not beside this checkout"))
struct AcceptanceTraceTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let file: String
        let expect: [String]
        var testDescription: String { file }
    }

    static let cases: [Case] = {
        let url = KnowledgeFixture.acceptanceDirectory.appendingPathComponent("traces.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([Case].self, from: data)) ?? []
    }()

    @Test(arguments: cases)
    func traceReportsExactlyTheExpectedRules(_ testCase: Case) throws {
        let path = KnowledgeFixture.acceptanceDirectory.appendingPathComponent(testCase.file).path
        let report = try KnowledgeFixture.engine.check(fileAt: path)
        #expect(Set(report.violations.map(\.rule)) == Set(testCase.expect), "\(report.violations.map { "\($0.line): [\($0.rule)]" })")
        #expect(report.hasErrors == !testCase.expect.isEmpty)
    }
}
