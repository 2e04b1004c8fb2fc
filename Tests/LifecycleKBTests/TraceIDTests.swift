import Foundation
import GRDB
import Testing

@testable import LifecycleKB

/// User traces keep their ids for life and never hand them to another trace; built-in scenarios
/// live in their own namespace, addressed by name.
@Suite struct TraceIDTests {
    static func log(_ name: String) -> TraceImport {
        TraceImport(input: .bytes(Array("-[\(name) viewDidLoad]\n-[\(name) viewWillAppear:]\n".utf8), name: "\(name).log"))
    }

    @Test func theFirstImportIsTraceOneAndARemovedIDIsNeverGivenAgain() throws {
        let store = try KnowledgeStore(path: try TemporaryStore.created())
        let first = try store.importTraces([Self.log("A"), Self.log("B")])
        #expect(first.map(\.traceID) == [1, 2])
        #expect(try store.removeTrace(id: 2))
        #expect(try store.importTraces([Self.log("C")]).map(\.traceID) == [3])
        #expect(try store.trace(id: 2) == nil)
        #expect(try store.traces().map(\.id) == [3, 1])
    }

    @Test func aKnowledgeUpgradeMovesNoUserTrace() throws {
        let path = try TemporaryStore.created()
        let store = try KnowledgeStore(path: path)
        _ = try store.importTraces([Self.log("A"), Self.log("B")])
        let before = try [store.trace(id: 1), store.trace(id: 2)]
        try store.writer.write { db in try db.execute(sql: "UPDATE meta SET value = 'older' WHERE key = 'knowledge_version'") }
        let upgraded = try KnowledgeStore(path: path)
        #expect(try [upgraded.trace(id: 1), upgraded.trace(id: 2)] == before)
        #expect(try upgraded.importTraces([Self.log("C")]).map(\.traceID) == [3])
    }

    @Test func builtInScenariosAreNotInTheUsersNamespace() throws {
        let store = try KnowledgeStore(path: try TemporaryStore.created())
        let builtInIDs = try store.writer.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM trace WHERE origin = 'builtin'") }
        #expect(!builtInIDs.isEmpty && builtInIDs.allSatisfy { $0 < 0 })
        for id in builtInIDs { #expect(try store.trace(id: id) == nil) }
        let scenario = try #require(try store.knowledge().scenarios.first)
        #expect(try store.scenarioTrace(id: scenario.id)?.events.isEmpty == false)
        #expect(try store.traces().isEmpty)
    }

    @Test func anUpgradedStoreContinuesAboveEveryIDItEverShowed() throws {
        let path = try TemporaryStore.path()
        try FileManager.default.copyItem(
            at: PackagePaths.fixtures.appending(path: "stores/0001_initial.store"), to: URL(fileURLWithPath: path))
        let store = try KnowledgeStore(path: path)
        #expect(try store.trace(id: 1000)?.summary.name == "my trace")
        #expect(try store.importTraces([Self.log("A")]).map(\.traceID) == [1001])
    }
}
