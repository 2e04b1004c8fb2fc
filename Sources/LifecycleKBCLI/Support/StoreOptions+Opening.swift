import LifecycleAsk
import LifecycleCLISupport
import LifecycleCheck
import LifecycleKB
import LifecycleModel

/// How the store `--db` names is opened, for the commands and for `FastPath`, which reads `--db` without ArgumentParser.
extension StoreOptions {
    /// The store's path, `~` expanded, and whether it is the default location.
    var location: (path: String, isDefault: Bool) { StoreLocation.choose(explicit: db) }

    /// Opens the store these options name, for a command that only reads unless it says `.write`.
    func openStore(for access: KnowledgeStore.Access = .read) throws -> KnowledgeStore {
        try StoreOptions.open(db, for: access)
    }

    /// Opens the store a `--db` value (or its absence) names, printing any note about how it was
    /// opened (read-only); shared with `FastPath`, which reads `--db` without ArgumentParser.
    static func open(_ db: String?, for access: KnowledgeStore.Access = .read) throws -> KnowledgeStore {
        let store = try KnowledgeStore(choosing: db, access: access)
        CommandFailure.note(store.notes)
        return store
    }

    /// The rule engine of the store a `--db` value names: read straight from the store when it is
    /// current (the cold-start path of `check`), else through `open`, which migrates, refreshes or explains.
    static func ruleEngine(_ db: String?) throws -> RuleEngine {
        if let engine = try KnowledgeStore.currentRuleEngine(atPath: StoreLocation.choose(explicit: db).path) { return engine }
        return try open(db).ruleEngine()
    }

    /// The rule engine of a store already open (`traces check`), read the same way.
    static func ruleEngine(of store: KnowledgeStore) throws -> RuleEngine {
        try KnowledgeStore.currentRuleEngine(atPath: store.path) ?? store.ruleEngine()
    }

    /// The knowledge of the store a `--db` value names: from its snapshot when the store is current
    /// (the cold-start path of `ask`), else through `open`, which migrates, refreshes or explains.
    static func knowledge(_ db: String?) throws -> Knowledge {
        if let knowledge = KnowledgeSnapshotReader.knowledge(atPath: StoreLocation.choose(explicit: db).path) { return knowledge }
        return try open(db).knowledge()
    }

    /// The same knowledge for `ask`, with the question tokenizer's tables when the snapshot gave it
    /// (nil otherwise: the engine builds them).
    static func knowledgeForAsking(_ db: String?) throws -> (knowledge: Knowledge, tables: TokenizerTables?) {
        if let read = KnowledgeSnapshotReader.knowledgeForAsking(atPath: StoreLocation.choose(explicit: db).path) {
            return (read.knowledge, read.tables)
        }
        return (try open(db).knowledge(), nil)
    }
}
