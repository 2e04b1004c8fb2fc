import Foundation
import LifecycleTraceGenerator
import Testing

@testable import LifecycleCheck

/// The warning search that tries only the patterns whose word a line holds gives what trying every
/// pattern in order gives (`ConsoleWarningPattern.firstMatch`, its plain twin), on every example
/// line, on generated lines of every shape, and on lines mixing the two in other letter cases.
@Suite struct ConsoleWarningSearchTests {
    @Test func theIndexedSearchAgreesWithTryingEveryPattern() throws {
        let patterns = try ConsoleWarningPattern.compile(KnowledgeFixture.warnings)
        let search = ConsoleWarningSearch(patterns)
        var random = SeededGenerator(seed: 7)
        let examples = KnowledgeFixture.warnings.flatMap { $0.examples.map(\.line) }
        let events = TraceGenerator(apps: 2, scenariosPerApp: 4, seed: 7).events()
        let generated = LogShape.allCases.flatMap { TraceGenerator.render(events, in: $0).text.split(separator: "\n").map(String.init) }
        var lines = examples + generated
        for _ in 0..<2000 {
            // A message in the middle of a log line, its letter case changed at random.
            let host = generated.randomElement(using: &random)!
            let message = examples.randomElement(using: &random)!
            let cased = String(message.map { Bool.random(using: &random) ? Character($0.uppercased()) : $0 })
            lines.append(host + " " + cased)
            lines.append(String(cased.dropFirst(Int.random(in: 0..<12, using: &random))))
        }
        var agreed = 0
        for line in lines {
            var bytes = Array(line.utf8)
            bytes.withUnsafeMutableBufferPointer { buffer in
                let text = UnsafeBufferPointer(buffer)
                let fast = search.firstMatch(in: text, from: 0)
                let plain = ConsoleWarningPattern.firstMatch(in: text, from: 0, among: patterns)
                #expect(fast?.pattern == plain?.pattern && fast?.match.start == plain?.match.start, "\(line)")
                #expect(fast?.match.object == plain?.match.object, "\(line)")
                if fast?.pattern == plain?.pattern { agreed += 1 }
            }
        }
        #expect(agreed == lines.count)
        #expect(lines.contains { line in Array(line.utf8).withUnsafeBufferPointer { search.firstMatch(in: $0, from: 0) != nil } })
    }
}
