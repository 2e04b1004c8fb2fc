import Foundation
import GRDB
import Testing

@testable import LifecycleKB

/// The store opens only its own files: someone else's database, a newer store or a text file is
/// refused byte for byte untouched, and stores made before the mark was added still open.
@Suite struct StoreIdentityTests {
    /// The file's bytes and whether SQLite left journal files beside it.
    static func snapshot(_ path: String) throws -> (Data, [String]) {
        let folder = (path as NSString).deletingLastPathComponent
        let litter = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != (path as NSString).lastPathComponent }
        return (try Data(contentsOf: URL(fileURLWithPath: path)), litter.sorted())
    }

    static func expectRefusedUntouched(_ path: String, saying phrase: String) throws {
        let before = try snapshot(path)
        #expect { try KnowledgeStore(path: path) } throws: { error in
            (error as? StoreError)?.description.contains(phrase) == true
        }
        let after = try snapshot(path)
        #expect(after.0 == before.0, "the refused file changed")
        #expect(after.1 == before.1, "opening left \(after.1)")
    }

    @Test(arguments: [
        ("CREATE TABLE people (name TEXT); INSERT INTO people VALUES ('Ada')", "is not a lifecycle-kb store"),
        ("PRAGMA application_id = 42; CREATE TABLE meta (key, value)", "application_id 42"),
    ])
    func someoneElsesDatabaseIsRefusedUntouched(sql: String, phrase: String) throws {
        let path = try TemporaryStore.path()
        let other = try DatabaseQueue(path: path)
        try other.write { db in try db.execute(sql: sql) }
        try other.close()
        try Self.expectRefusedUntouched(path, saying: phrase)
    }

    @Test func aStoreFromANewerSchemaIsRefusedUntouched() throws {
        let path = try TemporaryStore.path()
        _ = try KnowledgeStore(path: path)
        let newer = try DatabaseQueue(path: path)
        try newer.write { db in try db.execute(sql: "PRAGMA user_version = 99; PRAGMA journal_mode = DELETE") }
        try newer.close()
        try Self.expectRefusedUntouched(path, saying: "newer lifecycle-kb")
    }

    @Test func aTextFileIsRefusedUntouched() throws {
        let path = try TemporaryStore.path()
        try Data("my notes, not a database\n".utf8).write(to: URL(fileURLWithPath: path))
        try Self.expectRefusedUntouched(path, saying: "not an SQLite database")
    }

    @Test func anEmptyFileOrEmptyDatabaseBecomesAStore() throws {
        let path = try TemporaryStore.path()
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(try KnowledgeStore(path: path).status().counts.rules > 0)
        #expect(StoreIdentity.Header.read(path: path)?.applicationID == StoreIdentity.applicationID)
    }

    @Test func aStoreMadeBeforeTheMarkOpensUpgradedAndMarked() throws {
        let path = try TemporaryStore.path()
        try FileManager.default.copyItem(
            at: PackagePaths.fixtures.appending(path: "stores/0001_initial.store"), to: URL(fileURLWithPath: path))
        #expect(StoreIdentity.Header.read(path: path)?.applicationID == 0)
        let store = try KnowledgeStore(path: path)
        try store.writer.read { db in
            try UserRows.expectIntact(in: db)
            #expect(try Int32.fetchOne(db, sql: "PRAGMA application_id") == StoreIdentity.applicationID)
        }
    }

    @Test func aNewStoreNeedsAnExistingFolderUnlessItIsTheDefault() throws {
        let folder = (try TemporaryStore.path() as NSString).deletingLastPathComponent
        let typo = "\(folder)/no-such-folder/deeper/kb.sqlite"
        #expect(throws: StoreError.self) { try KnowledgeStore(path: typo) }
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/no-such-folder"))
        _ = try KnowledgeStore(path: typo, createsFolder: true)
        #expect(FileManager.default.fileExists(atPath: typo))
    }

    @Test func aTildeMeansTheHomeFolder() {
        let environment = ["HOME": "/home/ada"]
        #expect(StoreLocation.choose(explicit: "~/kb.sqlite", environment: environment) == ("/home/ada/kb.sqlite", false))
        #expect(StoreLocation.choose(explicit: "a~/kb.sqlite", environment: environment).path == "a~/kb.sqlite")
        #expect(StoreLocation.choose(explicit: nil, environment: environment) == ("/home/ada/.local/share/lifecycle-kb/kb.sqlite", true))
        #expect(StoreLocation.choose(explicit: nil, environment: ["HOME": "/h", "LIFECYCLE_KB_DB": "~/x"]) == ("/h/x", false))
    }
}
