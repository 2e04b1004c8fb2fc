import LifecycleCLISupport
import LifecycleKB

extension GlobalOptions {
    /// Opens the store, for a command that only reads unless it says `.write`.
    func openStore(for access: KnowledgeStore.Access = .read) throws -> KnowledgeStore {
        try store.openStore(for: access)
    }
}
