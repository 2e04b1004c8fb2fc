import LifecycleModel
import LifecycleTraceGenerator
import Testing

@testable import LifecycleCheck

/// A `-[Class(Category) selector]` line names the API that the same spelling names in a question:
/// the trace reader and `APICatalog.lookup` read it with one reader (`APISpellingParts`) and choose
/// among several classes with one policy (`APIClassChoice`).
@Suite struct FunctionNameSpellingTests {
    /// Function-name lines for every catalog selector, written on catalog classes, user classes and
    /// a class with no convention, with and without categories and extra spaces, from a printed seed.
    static func lines(seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        let catalog = KnowledgeFixture.catalog
        let classes = Array(Set(catalog.records.map(\.className))).sorted() + ["HomeViewController", "AvatarCell", "SettingsVC", "Thing"]
        let categories = ["", "(Private)", "(Two Words)"]
        return catalog.records.flatMap { record in
            (0..<10).map { _ in
                let sign = next(2) == 0 ? "-" : "+"
                let spaces = String(repeating: " ", count: 1 + next(2))
                return "\(sign)[\(classes[next(classes.count)])\(categories[next(categories.count)])\(spaces)\(record.selector)]"
            }
        }
    }

    @Test func traceLinesNameWhatTheCatalogLookupNames() {
        let catalog = KnowledgeFixture.catalog
        let vocabulary = KnowledgeFixture.vocabulary
        var parser = LineParser(keys: vocabulary.keys, warnings: vocabulary.patterns, masksIdentities: vocabulary.masksIdentities)
        let lines = Self.lines(seed: 21)
        #expect(lines.count > 1000)
        for line in lines {
            guard let spelling = APISpelling(line), let className = spelling.className else {
                Issue.record("seed 21: \(line) is not read as a spelling")
                continue
            }
            let found = catalog.lookup(spelling)
            let classes = found.map(\.className)
            let conventional = APIClassChoice.conventionalClass(ofUserClass: className)
            let hinted = APIClassChoice.best(among: classes) {
                $0 == className ? APIClassChoice.namedClass : $0 == conventional ? APIClassChoice.convention : 0
            }
            let expected =
                hinted.flatMap { name in found.first { $0.className == name } }
                ?? APIClassChoice.fallbackOrder(of: classes).first.map { found[$0] }
            var bytes = Array(line.utf8)
            let parsed = bytes.withUnsafeMutableBufferPointer { buffer -> (id: String, className: String)? in
                let line = UnsafeBufferPointer(buffer)
                let parse = parser.parse(line)
                guard case .call(let call) = parse.parsed, let range = call.className else { return nil }
                let message = UnsafeBufferPointer(rebasing: line[parse.start...])
                return (vocabulary.keys.names[call.record].id, String(decoding: message[range], as: UTF8.self))
            }
            #expect(parsed?.id == expected?.id, "seed 21: \(line)")
            #expect(parsed?.className == className, "seed 21: \(line)")
        }
    }
}
