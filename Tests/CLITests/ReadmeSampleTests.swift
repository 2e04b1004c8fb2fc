import Foundation
import Testing

/// The README's samples cannot go stale: every `$ lifecycle-kb …` line in a README block runs in a
/// folder holding the files its `$ cat FILE` lines show, and each line of output the README prints is
/// printed (a line with `…` up to the `…`, which marks what the README left out).
@Suite struct ReadmeSampleTests {
    /// One command of a block and the output lines the README shows after it.
    struct Sample {
        var command: String
        var output: [String] = []
    }

    /// The samples of the README's blocks that start with `$ `, each block's indentation removed.
    static func samples() throws -> [Sample] {
        let readme = try String(contentsOf: BinaryRunner.packageRoot.appending(path: "README.md"), encoding: .utf8)
        var samples: [Sample] = []
        var indent: Int?
        var sampleInBlock = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                indent = indent == nil ? line.prefix { $0 == " " }.count : nil
                sampleInBlock = false
                continue
            }
            guard let indent else { continue }
            let text = String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
            if text.hasPrefix("$ ") {
                samples.append(Sample(command: String(text.dropFirst(2))))
                sampleInBlock = true
            } else if sampleInBlock {
                samples[samples.count - 1].output.append(text)
            }
        }
        return samples
    }

    /// The words of a command line: spaces split them except inside double quotes.
    static func words(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in command {
            if character == "\"" {
                quoted.toggle()
            } else if character == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    @Test func everyReadmeCommandRunsAndPrintsWhatTheReadmeShows() throws {
        let runner = try BinaryRunner()
        let samples = try Self.samples()
        #expect(samples.count >= 5)
        for sample in samples {
            let words = Self.words(sample.command)
            if words.first == "cat", words.count == 2 {
                _ = try runner.write(sample.output.joined(separator: "\n") + "\n", named: words[1])
                continue
            }
            try #require(words.first == "lifecycle-kb", "\(sample.command)")
            let result = try runner.run(Array(words.dropFirst()), directory: runner.folder)
            #expect([0, 1, 64].contains(result.status), "\(sample.command): \(result.status) \(result.stderr)")
            let printed = (result.stdout + result.stderr).split(separator: "\n").map(String.init)
            for line in sample.output where !["", "…"].contains(line.trimmingCharacters(in: .whitespaces)) {
                let shown = line.components(separatedBy: "…")[0]
                let found = line.contains("…") ? printed.contains { $0.hasPrefix(shown) } : printed.contains(line)
                #expect(found, "\(sample.command) no longer prints: \(line)")
            }
        }
    }
}
