@testable import LifecycleKB

/// One in-memory store with all of `Data/` loaded, shared by the export tests (opening one runs every check).
enum ExportFixture {
    private static let opened = Result { () throws(StoreError) in try KnowledgeStore() }

    /// The shared store; a store that cannot open fails each test instead of the whole run.
    static func store() throws -> KnowledgeStore {
        try opened.get()
    }

    /// The scenario the golden scenario exports pin: a violating trace with a note.
    static let scenarioID = "seed000.double-did-appear"
}
