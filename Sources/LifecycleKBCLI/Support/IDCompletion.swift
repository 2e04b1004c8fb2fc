import ArgumentParser
import LifecycleCLISupport
import LifecycleKB

/// Shell completion of the ids a store holds (`rules show <TAB>`), run by the completion script as
/// `lifecycle-kb ---completion …`: the store is the one the typed words name with `--db`, else the
/// default, and a store that cannot be read completes nothing rather than failing in the shell.
enum IDCompletion {
    static let rules = from { try $0.rules().map(\.rule.id) }
    static let orders = from { try $0.knowledge().orders.map(\.id) }
    static let scenarios = from { try $0.knowledge().scenarios.map(\.id) }
    static let sources = from { try $0.sources().map(\.id) }
    static let traces = from { try $0.traces().map { "\($0.id)" } }

    private static func from(_ read: @escaping @Sendable (KnowledgeStore) throws -> [String]) -> CompletionKind {
        .custom { words, _, prefix in
            let db =
                zip(words, words.dropFirst()).first { $0.0 == "--db" }?.1
                ?? words.first { $0.hasPrefix("--db=") }.map { String($0.dropFirst("--db=".count)) }
            guard let store = try? StoreOptions.open(db), let ids = try? read(store) else { return [] }
            return ids.filter { $0.hasPrefix(prefix) }
        }
    }
}
