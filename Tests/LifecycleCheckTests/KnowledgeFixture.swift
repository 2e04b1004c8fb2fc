import Foundation
import LifecycleCheck
import LifecycleModel
import Yams

/// Loads the real `Data/` (API catalog, console warnings, rule catalog) once for every test, the way
/// the shipped binary will, and builds the engine from it.
enum KnowledgeFixture {
    /// The repository root, found from this file (symlinks resolved, so a scratch package works too).
    static let root: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let dataDirectory = root.appendingPathComponent("Data")

    /// The shared acceptance folder next to the repository, when this checkout has one.
    static let acceptanceDirectory = root.deletingLastPathComponent().appendingPathComponent("shared/acceptance")

    static let catalog: APICatalog = {
        var records: [APIRecord] = []
        for url in yamlFiles(in: "apis") {
            let node = try! Yams.compose(yaml: try! String(contentsOf: url, encoding: .utf8))!
            let className = node["class"]!.string!
            for api in node["apis"]!.sequence! {
                var mapping = api.mapping!
                mapping["class"] = Node(className)
                records.append(try! YAMLDecoder().decode(APIRecord.self, from: Node.mapping(mapping)))
            }
        }
        return APICatalog(records)
    }()

    static let warnings: [ConsoleWarningRecord] = {
        let url = dataDirectory.appendingPathComponent("vocabulary/console-warnings.yaml")
        return try! YAMLDecoder().decode(ConsoleWarningFile.self, from: String(contentsOf: url, encoding: .utf8)).warnings
    }()

    static let vocabulary = try! TraceVocabulary(catalog: catalog, warnings: warnings)

    /// Every rule file with its path, decoded.
    static let ruleFiles: [(path: String, rule: RuleRecord)] = yamlFiles(in: "rules").map { url in
        let text = try! String(contentsOf: url, encoding: .utf8)
        do {
            return (url.path, try YAMLDecoder().decode(RuleRecord.self, from: text))
        } catch {
            fatalError("\(url.path): \(error)")
        }
    }

    static let rules: [RuleRecord] = ruleFiles.map(\.rule)

    static let engine: RuleEngine = {
        do {
            return try RuleEngine(rules: rules, vocabulary: vocabulary)
        } catch {
            fatalError("rule catalog does not compile: \(error)")
        }
    }()

    /// Every `.yaml` below a folder of `Data/`, sorted by path.
    static func yamlFiles(in folder: String) -> [URL] {
        let base = dataDirectory.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }
    }

    /// The events of a trace, read with the real vocabulary.
    static func events(_ text: String, strict: Bool = false) throws -> (events: [TraceEvent], reader: TraceReader) {
        var reader = TraceReader(vocabulary: vocabulary, strict: strict)
        var events: [TraceEvent] = []
        try reader.read(bytes: Array(text.utf8)) { events.append($0) }
        return (events, reader)
    }
}
