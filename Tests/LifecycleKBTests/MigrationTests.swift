import Foundation
import GRDB
import LifecycleModel
import Testing

@testable import LifecycleKB

/// The schema: every migration file applies, in order, and landed migrations never change.
@Suite struct MigrationTests {
    @Test func everyMigrationFileAppliesToAnInMemoryStore() throws {
        let store = try KnowledgeStore()
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appending(path: "Migrations").path())
            .filter { $0.hasSuffix(".sql") }
            .map { String($0.dropLast(4)) }
            .sorted()
        #expect(try store.appliedMigrations() == files)
        #expect(try store.status().schemaVersion == files.count)
    }

    @Test func openingTwiceChangesNothing() throws {
        let path = try TemporaryStore.created()
        let first = try KnowledgeStore(path: path)
        let before = try first.status()
        let second = try KnowledgeStore(path: path)
        #expect(try second.status() == before)
        #expect(try second.migrate().isEmpty)
    }

    /// A landed migration is frozen: its checksum is pinned here when it lands and must never change.
    @Test func landedMigrationsAreFrozen() throws {
        let pinned = try String(contentsOf: PackagePaths.fixtures.appending(path: "migration-checksums.txt"), encoding: .utf8)
            .split(separator: "\n")
            .map { $0.split(separator: " ") }
        #expect(!pinned.isEmpty)
        for entry in pinned {
            let name = String(entry[0])
            let sql = try Data(contentsOf: PackagePaths.root.appending(path: "Migrations/\(name).sql"))
            #expect(
                ContentHash.hex(sql) == String(entry[1]), "Migrations/\(name).sql was edited after it landed; add a new migration instead")
        }
    }
}
