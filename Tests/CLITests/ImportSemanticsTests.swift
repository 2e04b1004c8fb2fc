import Foundation
import Testing

/// What `import` promises about a real store: stable trace ids, nothing stored from an input with no
/// events, `--strict` always validating, and tags added on re-import.
@Suite struct ImportSemanticsTests {
    @Test func aFreshStoreHasNoTraceOneUntilTheFirstImport() throws {
        let runner = try BinaryRunner()
        #expect(try runner.run(["traces", "show", "1"]).status == 1)
        #expect(try runner.run(["traces", "list"]).stdout.isEmpty)
        let file = try runner.write("-[A viewDidLoad]\n", named: "a.log")
        #expect(try runner.run(["import", file]).stdout.contains("imported as trace 1:"))
        #expect(try runner.run(["traces", "show", "1"]).status == 0)
    }

    @Test func anInputWithNoEventsIsRefusedAndNothingIsStored() throws {
        let runner = try BinaryRunner()
        let good = try runner.write("-[A viewDidLoad]\n", named: "good.log")
        let empty = try runner.write("", named: "empty.log")
        let prose = try runner.write("just some notes\nabout nothing\n", named: "notes.txt")
        for input in [empty, prose] {
            let result = try runner.run(["import", good, input])
            #expect(result.status == 65, "\(input)")
            #expect(result.stderr.contains("no lifecycle event recognised"))
            #expect(try runner.run(["traces", "list"]).stdout.isEmpty)
        }
    }

    @Test func strictValidatesContentThatIsAlreadyStored() throws {
        let runner = try BinaryRunner()
        let file = try runner.write("-[A viewDidLoad]\nsomething that is not an event\n", named: "a.log")
        #expect(try runner.run(["import", file]).status == 0)
        let strict = try runner.run(["import", "--strict", "--tag", "late", file])
        #expect(strict.status == 65)
        let listed = try #require(try runner.run(["traces", "list", "--format", "json"]).json() as? [[String: Any]])
        #expect(listed.count == 1)
        #expect((listed.first?["tags"] as? [String]) == [])
    }

    @Test func reimportingWithNewTagsAddsThemAndSaysSo() throws {
        let runner = try BinaryRunner()
        let file = try runner.write("-[A viewDidLoad]\n", named: "a.log")
        #expect(try runner.run(["import", "--tag", "login", file]).status == 0)
        let again = try runner.run(["import", "--tag", "login", "--tag", "ios17", file])
        #expect(again.status == 0)
        #expect(again.stdout.contains("already imported as trace 1; added tags ios17"))
        let json = try #require(try runner.run(["import", "--format", "json", "--tag", "ios17", file]).json() as? [[String: Any]])
        #expect((json.first?["added_tags"] as? [String]) == [])
        let listed = try #require(try runner.run(["traces", "list", "--format", "json"]).json() as? [[String: Any]])
        #expect((listed.first?["tags"] as? [String]) == ["ios17", "login"])
    }
}
