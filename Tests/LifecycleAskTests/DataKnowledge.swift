import Foundation
import LifecycleData
import LifecycleModel

/// The real `Data/` folder read by LifecycleData, the reader the binary uses, so the engine is tested
/// against the knowledge it ships with.
enum DataKnowledge {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let dataFolder = packageRoot.appending(path: "Data")
    /// `shared/` sits beside the repository (in CI too).
    static let acceptanceQuestions = packageRoot.deletingLastPathComponent().appending(path: "shared/acceptance/questions.json")

    /// Whether Data/ holds facts yet.
    static var hasFacts: Bool {
        !files(in: "facts").isEmpty
    }

    /// The knowledge as the shipped loader reads and validates it.
    static func load() throws -> Knowledge {
        try KnowledgeLoader.load(folder: dataFolder).knowledge
    }

    /// The YAML files of a Data/ subfolder, as paths relative to Data/, sorted.
    private static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dataFolder.appending(path: folder).path())) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
    }
}
