import Foundation
import LifecycleModel
import Testing

@testable import LifecycleKBCLI

/// The fast path that reads plain `query QUESTION` (or `ask`) and `check FILE…` without ArgumentParser: which
/// arguments it takes, and that it answers exactly as the parsed command does. Each invocation runs
/// both ways through the binary: a `--` before the operands sends it through ArgumentParser, which
/// reads them the same.
@Suite struct FastPathTests {
    @Test(arguments: [
        (["ask", "what", "fires"], FastPath.Invocation(command: "ask", words: ["what", "fires"])),
        (["ask", "--format=json", "--no-color", "why"], FastPath.Invocation(command: "ask", words: ["why"], format: .json, noColor: true)),
        (
            ["query", "--long", "--lang", "zh", "why"],
            FastPath.Invocation(command: "query", words: ["why"], flags: ["--long"], language: .zh)
        ),
        (["ask", "--lang=en", "why"], FastPath.Invocation(command: "ask", words: ["why"], language: .en)),
        (["check", "a.log", "--strict", "-"], FastPath.Invocation(command: "check", words: ["a.log", "-"], flags: ["--strict"])),
        (
            ["check", "--db", "kb.sqlite", "--complete", "--format", "sarif", "a.log", "b.log"],
            FastPath.Invocation(command: "check", words: ["a.log", "b.log"], format: .sarif, db: "kb.sqlite", flags: ["--complete"])
        ),
    ])
    func plainInvocationsAreRead(arguments: [String], expected: FastPath.Invocation) {
        #expect(FastPath.invocation(arguments) == expected)
    }

    @Test(arguments: [
        ["ask"], ["check"], ["check", "--strict"], ["ask", "-"], ["ask", "--strict", "why"], ["ask", "--context", "x", "why"],
        ["check", "--rule", "appearance.duplicate", "a.log"], ["check", "--help"], ["check", "--", "a.log"], ["check", "-x", "a.log"],
        ["check", "--format", "yaml", "a.log"], ["check", "--format"], ["check", "--format", "json", "--format", "text", "a.log"],
        ["check", "--db", "", "a.log"], ["check", "--db", "--strict", "a.log"], ["check", "--strict=yes", "a.log"],
        ["check", "--strict", "--strict", "a.log"], ["rules", "list"], [], ["query"], ["query", "--lang", "fr", "why"],
        ["check", "--long", "a.log"], ["check", "--lang", "zh", "a.log"],
    ])
    func everythingElseIsLeftToArgumentParser(arguments: [String]) {
        #expect(FastPath.invocation(arguments) == nil)
    }

    @Test(arguments: [
        ("what fires when addChild(_:) is called in viewDidLoad", "in-view-did-load"),
        ("在 viewWillAppear 中手动调用 loadView 会触发什么", "called-manually"),
        ("what fires when loadView is called manually", "called-manually"),
    ])
    func askAnswersAgree(question: String, context: String) throws {
        let runner = try BinaryRunner()
        let fast = try runner.run(["ask", "--format=json", question])
        // `--context` also sends it through ArgumentParser, naming a context the question already names.
        let parsed = try runner.run(["ask", "--format", "json", "--context", context, question])
        #expect(fast.status == 0 && parsed.status == 0)
        #expect(fast.stdout == parsed.stdout)
        let explicit = try runner.run(["ask", "--db", runner.storePath, "--no-color", "--format", "json", "--", question])
        #expect(explicit.stdout == fast.stdout)
    }

    @Test func askArgumentsTheFastPathLeavesAloneStillWork() throws {
        let runner = try BinaryRunner()
        #expect(try runner.run(["ask", "--format", "yaml", "what fires when addChild is called"]).status == 64)
        #expect(try runner.run(["ask"]).status == 64)
        #expect(try runner.run(["ask", "--help"]).stdout.contains("--trigger"))
        #expect(try runner.run(["ask", "what fires when nothing at all happens"]).status == 1)
    }

    /// Clean, faulty, unreadable, undecodable and unrecognised files, alone and together, in every
    /// format and with each flag: the same stdout, stderr and exit code both ways.
    @Test func checkReportsAgree() throws {
        let runner = try BinaryRunner()
        let clean = try runner.write("-[Home viewDidLoad]\n-[Home viewWillAppear:]\n-[Home viewDidAppear:]\n", named: "clean.log")
        let faulty = try runner.write("parent viewDidAppear:\nparent viewDidAppear:\nparent viewWillAppear:\n", named: "faulty.log")
        let partial = try runner.write(
            "-[Home viewDidAppear:]\n-[Detail viewWillAppear:]\n-[Detail viewDidAppear:]\n", named: "partial.log")
        let prose = try runner.write("hello\nthis is not a log\n", named: "prose.log")
        let bytes = try runner.write(Array("viewDidLoad\nview".utf8) + [0xFF] + Array("DidLoad\n".utf8), named: "bytes.log")
        let missing = runner.folder.appending(path: "absent.log").path()
        let invocations: [(options: [String], files: [String])] = [
            ([], [clean]), ([], [faulty]), (["--format", "json"], [clean, faulty, missing]), (["--format=markdown"], [faulty, partial]),
            (["--format", "sarif", "--no-color"], [faulty]), (["--complete"], [partial]), (["--strict"], [bytes, prose]),
            ([], [bytes, prose]),
            (["--db", runner.storePath, "--complete", "--strict"], [partial, clean]), ([], [missing]),
        ]
        var statuses = Set<Int32>()
        for (options, files) in invocations {
            let fast = try runner.run(["check"] + options + files)
            let parsed = try runner.run(["check"] + options + ["--"] + files)
            #expect(fast.status == parsed.status, "\(options) \(files)")
            #expect(fast.stdout == parsed.stdout, "\(options) \(files)")
            #expect(fast.stderr == parsed.stderr, "\(options) \(files)")
            statuses.insert(fast.status)
        }
        // The cases reach every exit code `check` documents.
        #expect(statuses == [0, 1, 65, 66])
        let piped = try runner.run(["check", "--format", "json", "-"], stdin: "parent viewDidAppear:\nparent viewDidAppear:\n")
        let pipedParsed = try runner.run(["check", "--format", "json", "--", "-"], stdin: "parent viewDidAppear:\nparent viewDidAppear:\n")
        #expect(piped.status == 1 && piped.stdout == pipedParsed.stdout)
    }
}
