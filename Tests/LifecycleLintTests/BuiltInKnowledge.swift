import LifecycleKB
import LifecycleLint

/// Data/ as the shipped loader reads and validates it, once per test process: seconds of CPU in a
/// debug build, which every test paid again at each call (over a minute of the suite).
enum BuiltInKnowledge {
    private static let loaded = Result { try KnowledgeLoader.builtIn() }

    static func bundle() throws -> KnowledgeBundle {
        try loaded.get()
    }

    /// A linter with every built-in rule.
    static func linter() throws -> Linter {
        let bundle = try bundle()
        return Linter(rules: bundle.rules, catalog: bundle.knowledge.catalog)
    }
}
