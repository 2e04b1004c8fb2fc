import LifecycleModel
import Testing

/// The shared pieces every reporter and command rely on: a diagnostic's exit code, grouping into
/// file reports, the text shape of errors, and the one fenced-code helper.
@Suite struct DiagnosticReportingTests {
    static let finding = Diagnostic(
        location: .init(file: "b.log", line: 4, column: 2), severity: .error, category: "appearance.duplicate", message: "again",
        notes: [.init(location: .init(file: "b.log", line: 1), message: "related event")], fix: "pair them", subject: "child")

    @Test func theExitCodeFollowsSeverityAndKind() {
        #expect(Self.finding.kind == nil)
        #expect(Self.finding.exitStatus == ExitStatus.violationsFound)
        var warning = Self.finding
        warning.severity = .warning
        #expect(warning.exitStatus == ExitStatus.success)
        let missing = Diagnostic(location: .init(file: "a.log"), severity: .error, category: "missing-input", message: "no such file")
        #expect(missing.exitStatus == ExitStatus.missingInput)
        #expect([FileReport(file: "a.log", diagnostics: [missing, Self.finding])].exitStatus == ExitStatus.missingInput)
        #expect([FileReport]().exitStatus == ExitStatus.success)
    }

    @Test func groupingOrdersFilesAndLines() {
        let early = Diagnostic(location: .init(file: "b.log", line: 1, column: 1), severity: .warning, category: "read", message: "skipped")
        let loose = Diagnostic(location: nil, severity: .error, category: "store", message: "locked")
        let files = FileReport.grouping([loose, Self.finding, early])
        #expect(files.map(\.file) == ["b.log", nil])
        #expect(files[0].diagnostics == [early, Self.finding])
        #expect(files[0].errors == 1 && files[0].warnings == 1)
    }

    @Test func textShowsRuleIDsNotesFixesAndTheProgramForUnlocatedErrors() {
        let loose = Diagnostic(location: nil, severity: .error, category: "store", message: "locked")
        let text = TextReporter(program: "lifecycle-kb").report([Self.finding, loose])
        #expect(
            text == """
                b.log:4:2: error: [appearance.duplicate] again (child)
                b.log:1: note: related event
                b.log:4:2: note: fix: pair them
                lifecycle-kb: error: locked

                """)
    }

    @Test func fencedCodeCannotBeClosedFromInside() {
        #expect(Markdown.fenced("a\n") == "```\na\n```\n")
        #expect(Markdown.fenced("a", language: "mermaid") == "```mermaid\na\n```\n")
        #expect(Markdown.fenced("x ``` y") == "```\nx ''' y\n```\n")
    }
}
