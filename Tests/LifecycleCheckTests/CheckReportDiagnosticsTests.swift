import Foundation
import LifecycleCheck
import LifecycleModel
import Testing

/// A check report and the check errors become diagnostics without losing anything `check` printed:
/// the JSON reporter's `violations` and `read_warnings` hold the check report's own values.
@Suite struct CheckReportDiagnosticsTests {
    static let trace = "parent viewDidAppear:\nparent viewDidAppear:\nparent viewWillAppear:\n"

    @Test func theJSONReportersViolationsAreTheCheckReportsValues() throws {
        var report = try KnowledgeFixture.engine.check(text: Self.trace, file: "t.log")
        report.readWarnings = [
            TraceReadWarning(line: 0, column: 0, message: "whole file"), TraceReadWarning(line: 2, column: 3, message: "bad byte"),
        ]
        #expect(!report.violations.isEmpty)
        let json = JSONReporter().report([report.fileReport])
        let file = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])?.first)
        #expect(file["file"] as? String == report.file)
        #expect(file["events"] as? Int == report.events && file["objects"] as? Int == report.objects)
        #expect(file["skipped_lines"] as? Int == report.skippedLines)
        let violations = try #require(file["violations"] as? [[String: Any]])
        #expect(violations.count == report.violations.count)
        // The reporter lists findings in line order, as the engine does.
        for (written, violation) in zip(violations, report.violations) {
            #expect(written["rule"] as? String == violation.rule && written["severity"] as? String == violation.severity.rawValue)
            #expect(written["line"] as? Int == violation.line && written["column"] as? Int == violation.column)
            #expect(written["object"] as? String == violation.object && written["message"] as? String == violation.message)
            #expect(written["fix"] as? String == violation.fix && written["related_lines"] as? [Int] == violation.relatedLines)
        }
        let warnings = try #require(file["read_warnings"] as? [[String: Any]])
        #expect(warnings.map { [$0["line"] as? Int, $0["column"] as? Int] } == report.readWarnings.map { [$0.line, $0.column] })
        #expect(warnings.map { $0["message"] as? String } == report.readWarnings.map(\.message))
    }

    @Test func violationsAreRuleDiagnosticsWithNotesAndTheirExitCode() throws {
        let report = try KnowledgeFixture.engine.check(text: Self.trace, file: "t.log")
        let file = report.fileReport
        let finding = try #require(file.diagnostics.first { $0.kind == nil && !$0.notes.isEmpty })
        #expect(finding.subject == "parent")
        #expect(finding.notes.first?.location == Diagnostic.Location(file: "t.log", line: 1))
        #expect(report.hasErrors == (file.errors > 0))
        #expect([file].exitStatus == (report.hasErrors ? ExitStatus.violationsFound : ExitStatus.success))
    }

    @Test func checkErrorsSayTheirKindAndExitCode() {
        let parse = TraceError(file: "t.log", line: 3, column: 2, message: "not a trace line").diagnostics
        #expect(parse.map(\.category) == ["parse"])
        #expect(parse.map(\.exitStatus) == [ExitStatus.malformedInput])
        #expect(TextReporter().report(parse) == "t.log:3:2: error: not a trace line\n")
        let setup = CheckSetupError(subject: "team.rule", message: "unknown API 'viewDidApear:'", culprit: "viewDidApear:")
        #expect(setup.culprit == "viewDidApear:")
        #expect(CheckSetupError(subject: "team.rule", message: "rule has no checks").culprit == "team.rule")
        #expect(setup.diagnostics.map(\.exitStatus) == [ExitStatus.databaseOrIO])
        #expect(
            TextReporter(program: "lifecycle-kb").report(setup.diagnostics)
                == "lifecycle-kb: error: team.rule: unknown API 'viewDidApear:'\n")
    }

    @Test func anErrorNothingDescribesIsNamed() {
        struct Surprise: Error {}
        let diagnostics = Diagnostic.describing(Surprise())
        #expect(diagnostics.map(\.category) == ["unexpected"])
        #expect(diagnostics.first?.message.contains("Surprise") == true)
        #expect(diagnostics.map(\.exitStatus) == [ExitStatus.databaseOrIO])
    }
}
