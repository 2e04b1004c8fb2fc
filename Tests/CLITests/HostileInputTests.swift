import Foundation
import Testing

/// Bad input gets one clear located error and the documented exit code, and nothing is written.
@Suite struct HostileInputTests {
    @Test func anEmptyTraceIsCleanAndEmpty() throws {
        let runner = try BinaryRunner()
        let result = try runner.run(["check", "--format", "json", try runner.write([], named: "empty.log")])
        #expect(result.status == 0)
        let report = try #require(try result.fileReport())
        #expect(report["events"] as? Int == 0)
    }

    @Test func aOneMegabyteLineIsSkippedOrLocatedUnderStrict() throws {
        let runner = try BinaryRunner()
        let line = Array(repeating: UInt8(ascii: "x"), count: 1 << 20) + Array("\n-[A viewDidLoad]\n".utf8)
        let path = try runner.write(line, named: "long.log")
        let lenient = try #require(try runner.run(["check", "--format", "json", path]).fileReport())
        #expect(lenient["events"] as? Int == 1)
        #expect(lenient["skipped_lines"] as? Int == 1)
        let strict = try runner.run(["check", "--strict", path])
        #expect(strict.status == 65)
        #expect(strict.stderr.hasPrefix("\(path):1:1: error:"))
        #expect(strict.stderr.split(separator: "\n").count == 1)
    }

    @Test func binaryGarbageIsLocatedInvalidUTF8() throws {
        let runner = try BinaryRunner()
        var garbage: [UInt8] = Array("-[A viewDidLoad]\n".utf8)
        garbage += (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
        let path = try runner.write(garbage, named: "garbage.bin")
        // check skips each undecodable line with a located warning; --strict makes the first an error.
        let lenient = try runner.run(["check", path])
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("\(path):2:"))
        #expect(lenient.stdout.contains("invalid UTF-8"))
        let result = try runner.run(["check", "--strict", path])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("\(path):"))
        #expect(result.stderr.contains("invalid UTF-8"))
        #expect(try runner.run(["import", path]).status == 65)
        let listed = try #require(try runner.run(["traces", "list", "--format", "json"]).json() as? [Any])
        #expect(listed.isEmpty)
    }

    @Test func aByteOrderMarkAndCRLFReadLikePlainLines() throws {
        let runner = try BinaryRunner()
        let plain = "-[A viewDidLoad]\n-[A viewWillAppear:]\n-[A viewDidAppear:]\n-[A viewDidAppear:]\n"
        let windows = [0xEF, 0xBB, 0xBF] + Array(plain.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let first = try runner.run(["check", "--format", "json", try runner.write(Array(plain.utf8), named: "plain.log")])
        let second = try runner.run(["check", "--format", "json", try runner.write(windows, named: "windows.log")])
        func violations(_ result: BinaryRunner.Result) throws -> [String] {
            let report = try #require(try result.fileReport())
            return ((report["violations"] as? [[String: Any]]) ?? []).map {
                "\($0["rule"] ?? "")@\($0["line"] ?? ""):\($0["column"] ?? "")"
            }
        }
        #expect(try violations(first) == violations(second))
        #expect(try !violations(first).isEmpty)
    }

    @Test func aDirectoryOrAMissingFileIsExit66() throws {
        let runner = try BinaryRunner()
        for command in [["check"], ["import"]] {
            let directory = try runner.run(command + [runner.folder.path()])
            #expect(directory.status == 66)
            #expect(directory.stderr.contains("is a directory"))
            #expect(try runner.run(command + [runner.folder.appending(path: "absent.log").path()]).status == 66)
        }
        #expect(try runner.run(["rules", "import", runner.folder.path()]).status == 66)
    }

    @Test(arguments: [
        (
            "bomb.yaml",
            "id: team.bomb\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n",
            2
        ),
        ("deep.yaml", "id: " + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000) + "\n", 1),
        ("empty.yaml", "", 1),
        ("notyaml.yaml", "id: [unclosed\n", 2),
    ])
    func hostileTeamRuleFilesAreLocatedAndStoreNothing(name: String, text: String, line: Int) throws {
        let runner = try BinaryRunner()
        let before = try runner.run(["rules", "--format", "json"]).stdout
        let path = runner.folder.appending(path: name)
        try text.write(to: path, atomically: true, encoding: .utf8)
        let result = try runner.run(["rules", "import", path.path()])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("\(path.path()):\(line): error:"), "\(result.stderr)")
        #expect(try runner.run(["rules", "--format", "json"]).stdout == before)
    }

    @Test func aHugeTeamRuleFileIsRefused() throws {
        let runner = try BinaryRunner()
        let path = runner.folder.appending(path: "huge.yaml")
        try ("id: x\nnote: \"" + String(repeating: "a", count: 2 << 20) + "\"\n").write(to: path, atomically: true, encoding: .utf8)
        let result = try runner.run(["rules", "import", path.path()])
        #expect(result.status == 65)
        #expect(result.stderr.contains("larger than"))
    }
}
