import Foundation
import LifecycleCheck
import Testing

/// Checking while observing (what import does) reads and checks on a worker thread and hands events
/// over in batches: the observer must see exactly what a plain read sees, in order, and errors on
/// either side must end both.
@Suite struct ObservedCheckTests {
    /// Many controllers, more events than one batch, one double viewDidAppear.
    static let long: String = {
        var lines: [String] = []
        for index in 0..<3_000 {
            lines.append("<Demo.Screen: 0x7f00000\(String(index, radix: 16))> viewWillAppear:")
            lines.append("<Demo.Screen: 0x7f00000\(String(index, radix: 16))> viewDidAppear:")
        }
        lines.append("<Demo.Screen: 0x7f000000> viewDidAppear:")
        return lines.joined(separator: "\n") + "\n"
    }()

    struct ObserverFailure: Error {}

    @Test func theObserverSeesEveryEventInOrderAndTheReportMatchesCheck() throws {
        let (expected, reader) = try KnowledgeFixture.events(Self.long)
        var observed: [TraceEvent] = []
        let (report, objects) = try KnowledgeFixture.engine.check(bytes: Array(Self.long.utf8), file: "long.log") { observed.append($0) }
        #expect(observed == expected)
        #expect(objects == reader.objects)
        #expect(report == (try KnowledgeFixture.engine.check(text: Self.long, file: "long.log")))
        #expect(report.violations.map(\.line) == [6_001])
    }

    @Test func theFileVariantObservesTheSameEvents() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("observed-\(UUID().uuidString).log")
        try Data(Self.long.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var count = 0
        let (report, _) = try KnowledgeFixture.engine.check(fileAt: url.path, name: "long.log") { _ in count += 1 }
        #expect(count == 6_001)
        #expect(report.events == 6_001)
    }

    @Test func anObserverErrorStopsReadingAndIsRethrown() {
        var count = 0
        #expect(throws: ObserverFailure.self) {
            _ = try KnowledgeFixture.engine.check(bytes: Array(Self.long.utf8), file: "long.log") { _ in
                count += 1
                if count == 10 { throw ObserverFailure() }
            }
        }
        #expect(count == 10)
    }

    @Test func aBadLineUnderStrictIsThrownAfterTheEventsBeforeIt() {
        let text = Self.long + "this line is not an event\n"
        var count = 0
        #expect(throws: TraceError.self) {
            _ = try KnowledgeFixture.engine.check(bytes: Array(text.utf8), file: "bad.log", options: CheckOptions(strict: true)) { _ in
                count += 1
            }
        }
        #expect(count == 6_001)
    }
}
