import Foundation
import Testing

/// The conventions people expect of a CLI: a version, completions, one `--format` vocabulary that
/// refuses what a command cannot write, `-` for standard input, and each error said once on stderr.
@Suite struct CLIConventionTests {
    let runner: BinaryRunner

    init() throws {
        runner = try BinaryRunner()
    }

    /// Imports a trace whose one error is a second viewDidAppear:, returning its id.
    func importDoubleAppearance() throws -> Int {
        let file = try runner.write("-[A viewDidLoad]\n-[A viewDidAppear:]\n-[A viewDidAppear:]\n", named: "double.log")
        let imported = try #require(try runner.run(["import", "--format", "json", file]).json() as? [[String: Any]])
        return try #require(imported.first?["trace_id"] as? Int)
    }

    @Test func versionNamesTheReleaseAndTheKnowledgeItCarries() throws {
        let flag = try runner.run(["--version"])
        let command = try runner.run(["version"])
        #expect(flag.status == 0 && command.status == 0)
        #expect(flag.stdout == command.stdout)
        let status = try #require(try runner.run(["db", "status", "--format", "json"]).json() as? [String: Any])
        let knowledge = try #require(status["knowledge_version"] as? String)
        #expect(command.stdout.hasPrefix("lifecycle-kb "))
        #expect(command.stdout.contains("(knowledge \(knowledge))"))
        let json = try #require(try runner.run(["version", "--format", "json"]).json() as? [String: Any])
        #expect(json["knowledge_version"] as? String == knowledge)
        #expect(json["json_version"] as? Int == 3)
        #expect(try runner.run(["version", "--format", "markdown"]).status == 64)
    }

    @Test(arguments: [("bash", "-F _lifecycle-kb lifecycle-kb"), ("zsh", "#compdef lifecycle-kb"), ("fish", "complete -c 'lifecycle-kb'")])
    func completionScripts(shell: String, marker: String) throws {
        let result = try runner.run(["completions", shell])
        #expect(result.status == 0)
        #expect(result.stdout.contains(marker), "\(result.stdout.prefix(300))")
        #expect(result.stdout.contains("traces"))
        #expect(try runner.run(["completions", "tcsh"]).status == 64)
    }

    @Test func completionInstallLinesWorkInAnEmptyHome() throws {
        let help = try runner.run(["completions", "--help"]).stdout
        // Each shell's lines as a shell reads them: indented under `bash:`, a trailing `\` joining the next.
        var blocks: [String: String] = [:]
        var shell: String?
        let install = help.drop { $0 != "\n" }.components(separatedBy: "\n\n").first { $0.contains("Install") } ?? ""
        for line in install.split(separator: "\n") {
            if line.hasPrefix("  "), !line.hasPrefix("    ") {
                shell = String(line.drop { $0 == " " }.prefix { $0 != ":" && $0 != " " })
            } else if let shell, line.hasPrefix("    ") {
                blocks[shell, default: ""] += line.hasSuffix("\\") ? line.dropLast() : line + "\n"
            }
        }
        #expect(blocks.keys.sorted() == ["bash", "fish", "zsh"], "\(help)")
        let home = runner.folder.appending(path: "home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let folder = BinaryRunner.binary.deletingLastPathComponent().path()
        for (shell, lines) in blocks {
            let result = try runner.run(
                ["-c", "set -e\n" + lines], binary: URL(fileURLWithPath: "/bin/sh"),
                environment: ["HOME": home.path(), "PATH": folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")])
            #expect(result.status == 0, "\(shell): \(result.stderr)")
        }
        for file in [
            ".local/share/bash-completion/completions/lifecycle-kb", ".zfunc/_lifecycle-kb", ".config/fish/completions/lifecycle-kb.fish",
        ] {
            let script = try String(contentsOf: home.appending(path: file), encoding: .utf8)
            #expect(script.contains("lifecycle-kb"), "\(file)")
        }
    }

    @Test func completionsOfferFilesStoredIdsAndOnlyTheFormatsACommandWrites() throws {
        let bash = try runner.run(["completions", "bash"]).stdout
        let check = try #require(bash.range(of: "_lifecycle-kb_check() {")).upperBound
        let body = try #require(bash[check...].components(separatedBy: "\n}\n").first)
        #expect(body.contains("__lifecycle-kb_add_completions -f"), "trace files complete as files")
        let zsh = try runner.run(["completions", "zsh"]).stdout
        #expect(zsh.contains(#"':file:_files -g '\''*.yaml *.yml'\'''"#), "rules import takes YAML files")
        for offered in ["'text' 'json' 'markdown' 'sarif'", "'text' 'json' 'markdown'", "'text' 'json'"] {
            #expect(zsh.contains("___format=(\(offered))"), "\(offered)")
        }
        let id = try importDoubleAppearance()
        for (words, expected) in [
            (["rules", "show", "--", "positional@0"], "appearance.duplicate"), (["orders", "show", "--", "positional@0"], "vc.appear"),
            (["traces", "show", "--", "positional@0"], "\(id)"), (["check", "--", "--rule"], "containment.add-order"),
        ] {
            let typed = ["lifecycle-kb"] + words.prefix { $0 != "--" } + (words.last == "--rule" ? ["--rule", ""] : [""])
            let offered = try runner.run(["---completion"] + words + ["\(typed.count - 1)", "0"] + typed)
            #expect(offered.status == 0, "\(words): \(offered.stderr)")
            #expect(offered.stdout.split(separator: "\n").contains(Substring(expected)), "\(words): \(offered.stdout.prefix(200))")
        }
        for (arguments, sarif) in [(["check", "--help"], true), (["search", "--help"], false), (["traces", "rm", "--help"], false)] {
            let help = try runner.run(arguments).stdout
            #expect(help.contains("sarif") == sarif, "\(arguments): \(help)")
        }
    }

    @Test func aFormatACommandCannotWriteIsRefused() throws {
        let id = try importDoubleAppearance()
        for arguments in [
            ["traces", "rm", "\(id)", "--format", "markdown"], ["traces", "export", "\(id)", "--format", "json"],
            ["rules", "import", "-", "--format", "markdown"], ["rules", "disable", "appearance.duplicate", "--format", "markdown"],
        ] {
            let result = try runner.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.hasPrefix("lifecycle-kb: error: "), "\(arguments): \(result.stderr)")
        }
        #expect(try runner.run(["traces", "show", "\(id)"]).status == 0, "a refused rm removes nothing")
        let rules = try #require(try runner.run(["rules", "--format", "json"]).json() as? [[String: Any]])
        #expect(
            rules.first { $0["id"] as? String == "appearance.duplicate" }?["enabled"] as? Bool == true, "a refused disable changes nothing")
        let disabled = try runner.run(["rules", "disable", "appearance.duplicate", "--format", "json"])
        #expect(try disabled.json() as? NSDictionary == ["id": "appearance.duplicate", "enabled": false])
    }

    @Test func tracesExportTakesFormatLikeExportScenarioAndKeepsAs() throws {
        let id = try importDoubleAppearance()
        let bare = try runner.run(["traces", "export", "\(id)", "--format", "mermaid"])
        #expect(bare.status == 0)
        #expect(bare.stdout.hasPrefix("sequenceDiagram"))
        #expect(try runner.run(["traces", "export", "\(id)", "--as", "mermaid"]).stdout == bare.stdout)
        #expect(try runner.run(["traces", "export", "\(id)", "--format", "markdown"]).stdout.contains("```mermaid\nsequenceDiagram"))
        #expect(try runner.run(["traces", "export", "\(id)", "--format", "markdown", "--as", "mermaid"]).status == 64)
    }

    @Test func recordsPrintAsMarkdownTablesAndJSON() throws {
        let file = try runner.write("-[B viewDidLoad]\n-[B viewDidAppear:]\n-[B viewDidAppear:]\n", named: "b.log")
        let imported = try runner.run(["import", "--format", "markdown", file])
        #expect(imported.status == 0)
        #expect(imported.stdout.hasPrefix("| file | trace | status | events | errors | warnings |"))
        #expect(imported.stdout.contains("| imported | 3 | 1 | 0 |"))
        let id = try importDoubleAppearance()
        let shown = try runner.run(["traces", "show", "\(id)", "--format", "markdown"])
        #expect(shown.stdout.hasPrefix("# trace \(id): "))
        #expect(shown.stdout.contains("| line | depth | event |"))
        #expect(shown.stdout.contains("| error | appearance.duplicate |"))
        let removed = try runner.run(["traces", "rm", "\(id)", "--format", "json"])
        #expect(try removed.json() as? [String: Int] == ["removed": id])
    }

    @Test func countsReadInTheRightNumber() throws {
        let file = try runner.write("-[A viewDidLoad]\n-[A viewDidAppear:]\n-[A viewDidAppear:]\n", named: "double.log")
        let imported = try runner.run(["import", file])
        #expect(imported.stdout.contains(": 3 events, 1 error, 0 warnings"), "\(imported.stdout)")
    }

    @Test func rulesImportReadsStandardInput() throws {
        let result = try runner.run(["rules", "import", "-"], stdin: ImportCommandTests.teamRule)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "imported 1 rule: team.no-double-load\n")
        let broken = try runner.run(["rules", "import", "-"], stdin: "id: [\n")
        #expect(broken.status == 65)
        #expect(broken.stderr.hasPrefix("<stdin>:"), "\(broken.stderr)")
    }

    @Test func anUnknownRuleGroupIsAUsageErrorThatListsTheGroups() throws {
        let result = try runner.run(["rules", "--group", "nope"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("lifecycle-kb: error: unknown rule group 'nope'; the rule groups are "))
        #expect(result.stderr.contains("`containment`"))
        #expect(try runner.run(["rules", "--group", "containment"]).status == 0)
    }

    @Test func sharedOptionsMayComeBeforeTheCommand() throws {
        let status = try #require(try runner.run(["--db", runner.storePath, "db", "status", "--format", "json"]).json() as? [String: Any])
        #expect(status["path"] as? String == runner.storePath)
        let rules = try runner.run(["--format=json", "--no-color", "rules", "list"])
        let trailing = try runner.run(["rules", "list", "--format", "json"])
        #expect(rules.status == 0 && rules.stdout == trailing.stdout)
        let question = "what fires when addChild(_:) is called"
        let leading = try runner.run(["--db", runner.storePath, "--format", "json", "query", question])
        let behind = try runner.run(["query", "--format", "json", question])
        #expect(leading.status == 0 && leading.stdout == behind.stdout)
    }

    /// A mistyped command, option or id is answered with the nearest names, in one wording, exiting as before.
    @Test(arguments: [
        (["chek", "app.log"], 64, "unknown command 'chek'; did you mean `check`?"),
        (["rule"], 64, "unknown command 'rule'; did you mean `rules`?"),
        (["rules", "shwo", "appearance.duplicate"], 64, "unknown rules command 'shwo'; did you mean `show`?"),
        (["rules", "--fomat", "json"], 64, "unknown option '--fomat'; did you mean `--format`?"),
        (["query", "--lnog", "why"], 64, "unknown option '--lnog'; did you mean `--lang` or `--long`?"),
        (["rules", "show", "appearance.duplicat"], 1, "unknown rule 'appearance.duplicat'; did you mean `appearance.duplicate`"),
        (["rules", "disable", "appearance.duplicat"], 1, "unknown rule 'appearance.duplicat'; did you mean `appearance.duplicate`"),
        (["rules", "enable", "appearance.duplicat"], 1, "unknown rule 'appearance.duplicat'; did you mean `appearance.duplicate`"),
        (["check", "--rule", "appearance.duplicat", "-"], 64, "unknown rule 'appearance.duplicat'; did you mean `appearance.duplicate`"),
        (["orders", "show", "vc.apear"], 1, "unknown order 'vc.apear'; did you mean `vc.appear`"),
    ])
    func mistypedNamesSuggestTheNearest(arguments: [String], status: Int32, message: String) throws {
        let result = try runner.run(arguments, stdin: "")
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(arguments)")
        #expect(result.stderr.hasPrefix("lifecycle-kb: error: " + message), "\(arguments): \(result.stderr)")
    }

    @Test func aTraceIdNothingHasExits1() throws {
        let id = try importDoubleAppearance()
        for command in ["show", "rm", "check", "export"] {
            let result = try runner.run(["traces", command, "\(id + 100)"])
            #expect(result.status == 1, "\(command): \(result.stderr)")
            #expect(result.stderr.hasPrefix("lifecycle-kb: error: unknown trace '\(id + 100)'"), "\(command): \(result.stderr)")
        }
    }

    @Test func usageErrorsUseTheToolsErrorShapeOnStderr() throws {
        for arguments in [["api"], ["traces", "show", "x"], ["search", "x", "--limit", "many"]] {
            let result = try runner.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.hasPrefix("lifecycle-kb: error: "), "\(arguments): \(result.stderr)")
        }
    }

    @Test func aQuestionNotUnderstoodIsSaidOnceOnStderr() throws {
        let result = try runner.run(["ask", "what fires when frobnicate is called"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.hasPrefix("lifecycle-kb: error: "))
        let firstLine = String(result.stderr.prefix { $0 != "\n" }.dropFirst("lifecycle-kb: error: ".count))
        #expect(result.stderr.components(separatedBy: firstLine).count == 2, "said more than once: \(result.stderr)")
    }

    @Test func rootHelpListsCommandsByTaskAndTheExitCodesWithin80Columns() throws {
        let help = try runner.run(["--help"])
        #expect(help.status == 0)
        for heading in ["Ask and look up", "Check and keep traces", "Export and maintain the store", "Exit codes:"] {
            #expect(help.stdout.contains(heading), "\(heading)")
        }
        #expect(help.stdout.contains("lifecycle-kb api '-[UIViewController addChildViewController:]'"))
        for code in ["0", "1", "64", "65", "66", "74"] {
            #expect(help.stdout.contains("\n  \(code)  "), "exit code \(code)")
        }
        for arguments in [["--help"], ["completions", "--help"]] {
            let wide = try runner.run(arguments).stdout.split(separator: "\n").filter { $0.count > 80 }
            #expect(wide.isEmpty, "\(arguments): \(wide)")
        }
    }
}
