import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Output is safe and checked: control characters in user data are made visible in text output, a
/// failed write is exit 74 with one message (never a crash nor exit 0), SIGPIPE ends quietly, and
/// `--out` never follows a symlink nor replaces a file unless asked.
@Suite struct SafeOutputTests {
    /// Runs a bash script against the runner's store; `$BIN` is the binary.
    static func shell(_ runner: BinaryRunner, _ script: String) throws -> BinaryRunner.Result {
        try runner.run(
            ["-c", "cd '\(runner.folder.path())' && BIN='\(BinaryRunner.binary.path())' && " + script],
            binary: URL(fileURLWithPath: "/bin/bash"))
    }

    /// A store with one trace of `events` events.
    static func storeWithTrace(events: Int = 20_000) throws -> BinaryRunner {
        let runner = try BinaryRunner()
        let log = try runner.write((0..<events).map { "-[Screen\($0 % 100) viewDidLoad]\n" }.joined(), named: "t.log")
        #expect(try runner.run(["import", log]).status == 0)
        return runner
    }

    static let hostile = "x\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2K\u{1B}]0;title\u{07}\u{9B}31m\r"

    @Test func controlCharactersInUserDataAreMadeVisible() throws {
        let runner = try BinaryRunner()
        let log = try runner.write("-[A viewDidLoad]\n-[A viewDidLoad]\n", named: "a.log")
        let imported = try runner.run([
            "import", "--name", Self.hostile, "--tag", Self.hostile, "--description", Self.hostile, "--device", Self.hostile, log,
        ])
        #expect(imported.status == 0, "\(imported.stderr)")
        let rule = try String(contentsOf: DamagedStoreTests.teamRule, encoding: .utf8).replacingOccurrences(
            of: "viewDidLoad ran twice", with: #"viewDidLoad ran \e]52;c;ZXZpbA==\a twice\e[2K"#)
        #expect(try runner.run(["rules", "import", try runner.write(rule, named: "rule.yaml")]).status == 0)
        for arguments in [
            ["traces", "list"], ["traces", "list", "--format", "markdown"], ["traces", "show", "1"], ["traces", "export", "1"],
            ["rules"], ["rules", "show", "team.no-double-load"], ["traces", "show", "--format", "json", "1"],
        ] {
            let result = try runner.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let raw = result.stdout.unicodeScalars.filter {
                $0.value < 0x20 && $0 != "\n" && $0 != "\t" || (0x7F...0x9F).contains($0.value)
            }
            #expect(raw.isEmpty, "\(arguments) printed control characters \(raw.map(\.value))")
            let shown = arguments.contains("json") ? result.stdout.lowercased().contains("\\u001b") : result.stdout.contains("␛")
            #expect(shown, "\(arguments): \(result.stdout)")
        }
    }

    @Test(arguments: [["traces", "show", "1"], ["traces", "list"], ["rules"], ["sql", "SELECT * FROM trace_event"]])
    func aWriteToAFullDiskIsExit74WithOneMessage(arguments: [String]) throws {
        let runner = try Self.storeWithTrace()
        let result = try Self.shell(runner, "\"$BIN\" \(arguments.map { "'\($0)'" }.joined(separator: " ")) > /dev/full")
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderr == "lifecycle-kb: error: cannot write to standard output: No space left on device\n")
    }

    @Test func aClosedPipeIsExit74WhenSIGPIPEIsIgnoredAndQuietOtherwise() throws {
        let runner = try Self.storeWithTrace()
        let ignored = try Self.shell(
            runner, "trap '' PIPE; \"$BIN\" traces show 1 2>err | head -c 10 >/dev/null; echo ${PIPESTATUS[0]}; cat err")
        #expect(ignored.stdout.hasPrefix("74\n"), "\(ignored.stdout)")
        #expect(ignored.stdout.contains("cannot write to standard output: Broken pipe"), "\(ignored.stdout)")
        let quiet = try Self.shell(runner, "\"$BIN\" traces show 1 2>err | head -c 10 >/dev/null; echo ${PIPESTATUS[0]}; cat err")
        #expect(quiet.stdout == "141\n", "\(quiet.stdout)")
    }

    @Test func outNeverFollowsASymlinkNorReplacesAFileUnlessAsked() throws {
        let runner = try BinaryRunner()
        let victim = try runner.write("precious\n", named: "victim.txt")
        let link = runner.folder.appending(path: "link.md").path()
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        let existing = try runner.write("mine\n", named: "existing.md")
        for out in [link, existing] {
            let refused = try runner.run(["export", "rules", "--out", out])
            #expect(refused.status == 74, "\(out): \(refused.stderr)")
            #expect(refused.stderr.contains("already exists"), "\(refused.stderr)")
        }
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "mine\n")
        #expect(try runner.run(["export", "rules", "--force", "--out", link]).status == 0)
        #expect(try runner.run(["export", "rules", "--force", "--out", existing]).status == 0)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        #expect(try String(contentsOfFile: existing, encoding: .utf8).contains("appearance.duplicate"))
        #expect(try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType == .typeRegular)
        // A dangling symlink is not followed to create its target.
        let target = runner.folder.appending(path: "created-through-link.sqlite").path()
        let dangling = runner.folder.appending(path: "dangling.sqlite").path()
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: target)
        for arguments in [["db", "backup", "--out", dangling], ["db", "recover", "--out", dangling]] {
            #expect(try runner.run(arguments).status == 74, "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: target), "\(arguments) wrote through the symlink")
        }
    }

    @Test func exportAllWritesOnlyANewFolderOrOneItMade() throws {
        let runner = try BinaryRunner()
        let victim = try runner.write("precious\n", named: "victim.txt")
        let foreign = runner.folder.appending(path: "notes")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: foreign.appending(path: "index.md").path(), withDestinationPath: victim)
        let refused = try runner.run(["export", "all", "--out", foreign.path()])
        #expect(refused.status == 74)
        #expect(refused.stderr.contains("not written by export all"), "\(refused.stderr)")
        let linkedFolder = runner.folder.appending(path: "linked").path()
        try FileManager.default.createSymbolicLink(atPath: linkedFolder, withDestinationPath: foreign.path())
        #expect(try runner.run(["export", "all", "--out", linkedFolder]).status == 74)
        let book = runner.folder.appending(path: "book")
        #expect(try runner.run(["export", "all", "--out", book.path()]).status == 0)
        // A symlink planted in a book export all made is replaced, not followed.
        try FileManager.default.removeItem(at: book.appending(path: "index.md"))
        try FileManager.default.createSymbolicLink(atPath: book.appending(path: "index.md").path(), withDestinationPath: victim)
        #expect(try runner.run(["export", "all", "--out", book.path()]).status == 0)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        #expect(try String(contentsOf: book.appending(path: "index.md"), encoding: .utf8).hasPrefix("#"))
    }

    /// A full disk under a file the store writes: RLIMIT_FSIZE makes the write fail as a full disk does.
    @Test func aBackupOnAFullDiskSaysWhyAndLeavesNothing() throws {
        let runner = try Self.storeWithTrace(events: 5_000)
        let out = runner.folder.appending(path: "backup.sqlite").path()
        let result = try Self.shell(runner, "trap '' XFSZ; ulimit -f 256; \"$BIN\" db backup --out '\(out)'")
        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("lifecycle-kb: error: cannot back up"), "\(result.stderr)")
        #expect(!result.stderr.contains("not an error"), "\(result.stderr)")
        #expect(result.stderr.contains("disk") || result.stderr.contains("large"), "\(result.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: runner.folder.path()).filter { $0.contains("backup") }
        #expect(left.isEmpty, "\(left)")
    }
}
