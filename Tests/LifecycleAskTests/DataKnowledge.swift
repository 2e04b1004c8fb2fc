import Foundation
import LifecycleAsk
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

    /// The knowledge as the shipped loader reads and validates it, read once per test process: some
    /// twenty suites and tests ask for it, and reading Data/ in a debug build takes seconds.
    static func load() throws -> Knowledge {
        try loaded.get()
    }

    private static let loaded = Result { try KnowledgeLoader.load(folder: dataFolder).knowledge }

    /// One engine over it of each kind, shared by the suites that only ask questions: compiling every
    /// phrase in a debug build is seconds too.
    static let engine: AskEngine? = try? AskEngine(knowledge: load())
    static let engineCompilingAsNeeded: AskEngine? = try? AskEngine(knowledge: load(), phrases: .asNeeded)

    /// The YAML files of a Data/ subfolder, as paths relative to Data/, sorted.
    private static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dataFolder.appending(path: folder).path())) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
    }
}
