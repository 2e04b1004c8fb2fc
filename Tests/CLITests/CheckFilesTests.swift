import Foundation
import Testing

/// `check` over several files, through the built binary: each readable file reported, a missing one
/// an error for itself only, the exit code the worst; an input with nothing recognised says so.
@Suite struct CheckFilesTests {
    @Test func everyReadableFileIsReportedAndTheExitCodeIsTheWorst() throws {
        let runner = try BinaryRunner()
        let clean = try runner.write("-[A viewDidLoad]\n", named: "clean.log")
        let faulty = try runner.write("parent viewDidAppear:\nparent viewDidAppear:\nparent viewWillAppear:\n", named: "faulty.log")
        let missing = runner.folder.appending(path: "absent.log").path()
        let both = try runner.run(["check", "--format", "json", clean, faulty])
        #expect(both.status == 1)
        let reports = try #require(try both.json() as? [[String: Any]])
        #expect(reports.map { $0["file"] as? String } == [clean, faulty])
        let withMissing = try runner.run(["check", clean, missing, faulty])
        #expect(withMissing.status == 66)
        #expect(withMissing.stderr.contains("absent.log"))
        #expect(withMissing.stdout.contains("\(clean): 0 errors"))
        #expect(withMissing.stdout.contains("\(faulty): 1 error"))
        let one = try runner.run(["check", "--format", "json", clean])
        // JSON version 2: an array of file reports even for one file.
        #expect((try one.json() as? [[String: Any]])?.count == 1)
    }

    @Test func nothingRecognisedIsSaid() throws {
        let runner = try BinaryRunner()
        let prose = try runner.write("hello\nthis is not a log\n\n", named: "prose.log")
        let result = try runner.run(["check", prose])
        #expect(result.status == 0)
        #expect(result.stdout.contains("no lifecycle events recognised in \(prose); 3 lines skipped"))
        let json = try #require(try runner.run(["check", "--format", "json", prose]).fileReport())
        let warnings = try #require(json["read_warnings"] as? [[String: Any]])
        #expect(warnings.count == 1)
    }

    @Test func anUndecodableLineIsSkippedWithItsPosition() throws {
        let runner = try BinaryRunner()
        let url = runner.folder.appending(path: "bytes.log")
        try Data(Array("viewDidLoad\nview".utf8) + [0xFF] + Array("DidLoad\nviewWillAppear:\n".utf8)).write(to: url)
        let result = try runner.run(["check", "--format", "json", url.path()])
        #expect(result.status == 0)
        let json = try #require(try result.fileReport())
        #expect(json["events"] as? Int == 2)
        #expect(json["skipped_lines"] as? Int == 1)
        let warning = try #require((json["read_warnings"] as? [[String: Any]])?.first)
        #expect(warning["line"] as? Int == 2)
        #expect(warning["column"] as? Int == 5)
        #expect(try runner.run(["check", "--strict", url.path()]).status == 65)
    }
}

/// `check --complete` through the built binary: what a partial log lets pass, a complete one reports.
@Suite struct CheckCompleteTests {
    @Test func aDidAppearWithoutWillAppearIsUnpairedOnlyInACompleteLog() throws {
        let runner = try BinaryRunner()
        let trace = "-[Home viewDidAppear:]\n-[Detail viewWillAppear:]\n-[Detail viewDidAppear:]\n"
        let partial = try runner.run(["check", "-"], stdin: trace)
        #expect(partial.status == 0, "\(partial.stdout)")
        let complete = try runner.run(["check", "--complete", "--format", "json", "-"], stdin: trace)
        #expect(complete.status == 1)
        let report = try #require(try complete.fileReport())
        let rules = (report["violations"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        #expect(rules.contains("appearance.unpaired"))
        #expect(rules.contains("appearance.before-load"))
    }
}
