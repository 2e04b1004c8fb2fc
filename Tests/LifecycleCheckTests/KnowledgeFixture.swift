import Foundation
import LifecycleCheck
import LifecycleData
import LifecycleModel

/// Loads the real `Data/` (API catalog, console warnings, rule catalog) once for every test, the way
/// the shipped binary will, and builds the engine from it.
enum KnowledgeFixture {
    /// The repository root, found from this file (symlinks resolved, so a scratch package works too).
    static let root: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let dataDirectory = root.appendingPathComponent("Data")

    /// The shared acceptance folder next to the repository, when this checkout has one.
    static let acceptanceDirectory = root.deletingLastPathComponent().appendingPathComponent("shared/acceptance")

    /// The real Data/ as the shipped loader reads and validates it.
    static let bundle: KnowledgeBundle = {
        do {
            return try KnowledgeLoader.load(folder: dataDirectory)
        } catch {
            fatalError("Data/ does not load: \(error)")
        }
    }()

    static let catalog: APICatalog = bundle.knowledge.catalog

    static let warnings: [ConsoleWarningRecord] = bundle.warnings

    static let vocabulary = try! TraceVocabulary(catalog: catalog, warnings: warnings)

    /// Every rule with the path of its file: the loader keeps one rule per `rules/` file, in path order.
    static let ruleFiles: [(path: String, rule: RuleRecord)] = {
        let paths = try! KnowledgeLoader.files(in: dataDirectory).map(\.path).filter { $0.hasPrefix("Data/rules/") }
        precondition(paths.count == bundle.rules.count, "one rule per rules/ file")
        return Array(zip(paths, bundle.rules))
    }()

    static let rules: [RuleRecord] = ruleFiles.map(\.rule)

    static let engine: RuleEngine = {
        do {
            return try RuleEngine(rules: rules, vocabulary: vocabulary)
        } catch {
            fatalError("rule catalog does not compile: \(error)")
        }
    }()

    /// The events of a trace, read with the real vocabulary.
    static func events(_ text: String, strict: Bool = false) throws -> (events: [TraceEvent], reader: TraceReader) {
        var reader = TraceReader(vocabulary: vocabulary, strict: strict)
        var events: [TraceEvent] = []
        try reader.read(bytes: Array(text.utf8)) { events.append($0) }
        return (events, reader)
    }
}
