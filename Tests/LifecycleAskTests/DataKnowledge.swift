import Foundation
import LifecycleModel
import Yams

/// The real `Data/` folder loaded with Yams in the shapes Data/README.md describes, so the engine
/// is tested against the knowledge it ships with.
enum DataKnowledge {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let dataFolder = packageRoot.appending(path: "Data")
    /// `shared/` sits beside the repository (in CI too).
    static let acceptanceQuestions = packageRoot.deletingLastPathComponent().appending(path: "shared/acceptance/questions.json")

    /// Whether Data/ holds facts yet.
    static var hasFacts: Bool {
        !files(in: "facts").isEmpty
    }

    private struct Sources: Decodable { var sources: [SourceRecord] }
    private struct Events: Decodable { var events: [EventRecord] }
    private struct Contexts: Decodable { var contexts: [ContextRecord] }
    private struct Facts: Decodable { var facts: [FactRecord] }

    static func load() throws -> Knowledge {
        let decoder = YAMLDecoder()
        let sources = try decoder.decode(Sources.self, from: text("sources.yaml")).sources
        let events = try decoder.decode(Events.self, from: text("vocabulary/events.yaml")).events
        let contexts = try decoder.decode(Contexts.self, from: text("vocabulary/contexts.yaml")).contexts
        var apis: [APIRecord] = []
        for file in files(in: "apis") {
            guard let root = try Yams.compose(yaml: text(file)), let className = root["class"]?.string else { continue }
            for node in root["apis"]?.sequence ?? [] {
                guard var mapping = node.mapping else { continue }
                mapping["class"] = Node(className)
                apis.append(try decoder.decode(APIRecord.self, from: Node.mapping(mapping)))
            }
        }
        let facts = try files(in: "facts").flatMap { try decoder.decode(Facts.self, from: text($0)).facts }
        let orders = try files(in: "orders").map { try decoder.decode(OrderRecord.self, from: text($0)) }
        let scenarios = try files(in: "scenarios").map { try decoder.decode(ScenarioRecord.self, from: text($0)) }
        return Knowledge(
            sources: sources, catalog: APICatalog(apis), events: events, contexts: contexts,
            facts: facts, orders: orders, scenarios: scenarios
        )
    }

    private static func text(_ relative: String) throws -> String {
        try String(contentsOf: dataFolder.appending(path: relative), encoding: .utf8)
    }

    /// The YAML files of a Data/ subfolder, as paths relative to Data/, sorted.
    private static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dataFolder.appending(path: folder).path())) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
    }
}
