import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Bounded work on any input: a line over 1 MiB is skipped in flat memory, every input is read once
/// (pipes, FIFOs and process substitution work as files do), `sql` streams within a row cap and a
/// time limit and refuses statements by what they do, `search` bounds its query; documented exit
/// codes and a warning for empty input.
@Suite struct BoundedInputTests {
    static func shell(_ runner: BinaryRunner, _ script: String) throws -> BinaryRunner.Result {
        try SafeOutputTests.shell(runner, script)
    }

    /// The peak resident memory, in MiB, of the binary reading an endless input without a line break
    /// for two seconds, then stopped.
    static func peakMiB(_ runner: BinaryRunner, _ arguments: [String], stdin: String? = nil) throws -> Int {
        let process = Process()
        process.executableURL = BinaryRunner.binary
        process.arguments = arguments
        process.environment = ["LIFECYCLE_KB_DB": runner.storePath]
        if let stdin { process.standardInput = FileHandle(forReadingAtPath: stdin) }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 2)
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        // SIGKILL: a test runner may hand its children SIGTERM ignored.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "reads peak memory from /proc"))
    func anInputWithoutLineBreaksIsReadInFlatMemory() throws {
        let runner = try BinaryRunner()
        #expect(try runner.run(["db", "status"]).status == 0)
        for (arguments, stdin) in [(["check", "/dev/zero"], nil), (["check", "-"], "/dev/zero"), (["import", "-"], "/dev/zero")] {
            let peak = try Self.peakMiB(runner, arguments, stdin: stdin)
            #expect(peak > 0 && peak < 150, "\(arguments) reached \(peak) MiB")
        }
    }

    @Test func aLineOverOneMebibyteIsSkippedWithALocatedWarningOrAnErrorUnderStrict() throws {
        let runner = try BinaryRunner()
        let long = Array(repeating: UInt8(ascii: "x"), count: 3 << 20) + Array("\n-[A viewDidLoad]\n".utf8)
        let path = try runner.write(long, named: "long.log")
        let lenient = try runner.run(["check", path])
        #expect(lenient.status == 0)
        #expect(
            lenient.stdout.contains("\(path):1:1048577: warning: line longer than 1048576 bytes (1 MiB); line skipped"), "\(lenient.stdout)"
        )
        let strict = try runner.run(["check", "--strict", path])
        #expect(strict.status == 65)
        #expect(strict.stderr == "\(path):1:1048577: error: line longer than 1048576 bytes (1 MiB)\n")
        let imported = try #require(try runner.run(["import", "--format", "json", path]).json() as? [[String: Any]])
        #expect(imported.first?["events"] as? Int == 1)
        #expect(imported.first?["skipped_lines"] as? Int == 1)
    }

    @Test func importReadsAProcessSubstitutionAndAFIFOOnce() throws {
        let runner = try BinaryRunner()
        let substituted = try Self.shell(runner, "\"$BIN\" import <(printf -- '-[A viewDidLoad]\\n-[A viewDidAppear:]\\n')")
        #expect(substituted.status == 0, "\(substituted.stderr)")
        #expect(substituted.stdout.contains("imported as trace 1: 2 events"), "\(substituted.stdout)")
        let fifo = runner.folder.appending(path: "trace.fifo").path()
        try #require(mkfifo(fifo, 0o644) == 0)
        let fed = try Self.shell(runner, "(printf -- '-[B viewDidLoad]\\n' > '\(fifo)' &); timeout 30 \"$BIN\" import '\(fifo)'")
        #expect(fed.status == 0, "\(fed.stderr)")
        #expect(fed.stdout.contains("imported as trace 2: 1 event"), "\(fed.stdout)")
        let piped = try runner.run(["import", "--tag", "again", "-"], stdin: "-[A viewDidLoad]\n-[A viewDidAppear:]\n")
        #expect(piped.stdout == "<stdin>: already imported as trace 1; added tags again\n", "\(piped.stdout)")
    }

    @Test func rulesImportReadsAFIFOAndRefusesAnEndlessInputWithoutReadingItWhole() throws {
        let runner = try BinaryRunner()
        let rule = DamagedStoreTests.teamRule.path()
        let substituted = try Self.shell(runner, "\"$BIN\" rules import <(cat '\(rule)')")
        #expect(substituted.status == 0, "\(substituted.stderr)")
        let endless = try Self.shell(runner, "timeout 30 \"$BIN\" rules import <(cat /dev/zero)")
        #expect(endless.status == 65, "\(endless.stderr)")
        #expect(endless.stderr.contains("larger than"), "\(endless.stderr)")
    }

    @Test func sqlStreamsRowsUpToItsCapAndTimeLimit() throws {
        let runner = try SafeOutputTests.storeWithTrace(events: 3_000)
        let joined = try runner.run(["sql", "SELECT a.sequence, b.sequence FROM trace_event a, trace_event b"])
        #expect(joined.status == 0)
        #expect(joined.stdout.split(separator: "\n").count == 10_001)
        #expect(joined.stderr == "lifecycle-kb: note: stopped after 10000 rows (--max-rows); the query has more\n")
        let capped = try runner.run(["sql", "--max-rows", "3", "--format", "json", "SELECT sequence FROM trace_event ORDER BY sequence"])
        #expect((try capped.json() as? [[String: Int]])?.count == 3)
        let endless = try runner.run([
            "sql", "--time-limit", "1", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c",
        ])
        #expect(endless.status == 0)
        #expect(endless.stderr.contains("(--time-limit)"), "\(endless.stderr)")
    }

    @Test(arguments: [
        "/* hidden */ ATTACH DATABASE 'STORE' AS other", "PRAGMA writable_schema(1)", "PRAGMA writable_schema = ON",
        "  pragma journal_mode = delete", "SELECT load_extension('x')", "WITH x AS (SELECT 1) DELETE FROM trace",
    ])
    func sqlRefusesStatementsByWhatTheyDo(statement: String) throws {
        let runner = try BinaryRunner()
        let result = try runner.run(["sql", statement.replacingOccurrences(of: "STORE", with: runner.storePath)])
        #expect(result.status == 65, "\(statement): \(result.stdout)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func sqlStillReadsThroughPragmasThatOnlyRead() throws {
        let runner = try BinaryRunner()
        for statement in [
            "PRAGMA table_info(trace)", "SELECT name FROM pragma_table_info('trace')", "PRAGMA user_version", "PRAGMA journal_mode",
        ] {
            #expect(try runner.run(["sql", statement]).status == 0, "\(statement)")
        }
    }

    @Test func sqlOnADamagedStoreIsAStoreErrorNotMalformedInput() throws {
        let (runner, _) = try DamagedStoreTests.populatedStore()
        _ = try DamagedStoreTests.Damage.truncated.apply(to: runner.storePath)
        let result = try runner.run(["sql", "SELECT count(*), sum(length(api_id)) FROM trace_event"])
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderr.contains("malformed"), "\(result.stderr)")
    }

    @Test func anEmptyInputIsCheckedWithAWarning() throws {
        let runner = try BinaryRunner()
        let empty = try runner.write([], named: "empty.log")
        let file = try runner.run(["check", empty])
        #expect(file.status == 0)
        #expect(file.stdout.contains("\(empty): warning: \(empty) is empty; no lifecycle events recognised"), "\(file.stdout)")
        let piped = try runner.run(["check", "-"], stdin: "")
        #expect(piped.stdout.contains("<stdin> is empty"), "\(piped.stdout)")
    }

    @Test func searchLooksForAtMostSixteenDistinctWords() throws {
        let runner = try BinaryRunner()
        let query = (0..<3_000).map { "word\($0)" }.joined(separator: " ") + " appearance"
        let result = try runner.run(["search", "--format", "json", query])
        #expect(result.status == 0)
        #expect(result.stderr == "lifecycle-kb: note: searched the first 16 distinct words, each up to 100 characters\n")
        let repeated = try runner.run(["search", String(repeating: "appearance ", count: 5_000)])
        #expect(repeated.status == 0)
        #expect(repeated.stderr.isEmpty, "\(repeated.stderr)")
        #expect(repeated.stdout.contains("appearance"))
    }
}
