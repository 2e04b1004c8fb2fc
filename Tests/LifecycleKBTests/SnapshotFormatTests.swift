import Foundation
import LifecycleAsk
import LifecycleData
import Testing

@testable import LifecycleModel

/// The snapshot's bytes, pinned. A store keeps the snapshot it wrote for as long as its knowledge is
/// unchanged, and the next build of the tool reads it; so a change of layout must come with a new
/// `Knowledge.snapshotFormat`, or a reader would take the old bytes for the new layout.
@Suite struct SnapshotFormatTests {
    static let folder = PackagePaths.fixtures.appending(path: "snapshot")
    static let sampleFile = folder.appending(path: "knowledge.json")
    static let goldenFile = folder.appending(path: "knowledge.snapshot")
    static let tablesGoldenFile = folder.appending(path: "knowledge+tokenizer-tables.snapshot")

    /// Two records of every kind, frozen in JSON when the golden bytes were first written, so the
    /// bytes follow the layout and not Data/.
    struct Sample: Codable, Equatable {
        var sources: [SourceRecord]
        var apis: [APIRecord]
        var events: [EventRecord]
        var contexts: [ContextRecord]
        var facts: [FactRecord]
        var orders: [OrderRecord]
        var scenarios: [ScenarioRecord]
        var causes: [CauseRecord]
        var warnings: [ConsoleWarningRecord]

        init(_ knowledge: Knowledge) {
            sources = Array(knowledge.sources.prefix(2))
            apis = Array(knowledge.catalog.records.prefix(2))
            events = Array(knowledge.events.prefix(2))
            contexts = Array(knowledge.contexts.prefix(2))
            facts = Array(knowledge.facts.prefix(2))
            orders = Array(knowledge.orders.prefix(2))
            scenarios = Array(knowledge.scenarios.prefix(2))
            causes = Array(knowledge.causes.prefix(2))
            warnings = Array(knowledge.warnings.prefix(2))
        }

        var knowledge: Knowledge {
            Knowledge(
                sources: sources, catalog: APICatalog(apis), events: events, contexts: contexts, facts: facts, orders: orders,
                scenarios: scenarios, causes: causes, warnings: warnings)
        }
    }

    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

    @Test func theLayoutChangesOnlyUnderANewFormatName() throws {
        if Self.updating, !FileManager.default.fileExists(atPath: Self.sampleFile.path()) {
            let data = try KnowledgeLoader.load(folder: PackagePaths.root.appending(path: "Data")).knowledge
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(Sample(data)).write(to: Self.sampleFile)
        }
        let sample = try JSONDecoder().decode(Sample.self, from: Data(contentsOf: Self.sampleFile))
        let bytes = sample.knowledge.snapshot()
        let golden = FileManager.default.contents(atPath: Self.goldenFile.path()).map { [UInt8]($0) }
        if Self.updating {
            if let golden, golden != bytes, try Self.formatName(of: golden) == Knowledge.snapshotFormat {
                Issue.record("the layout changed: give Knowledge.snapshotFormat a new name before rewriting the golden bytes")
                return
            }
            try Data(bytes).write(to: Self.goldenFile)
            return
        }
        let expected = try #require(golden, "no golden snapshot; run the tests with UPDATE_GOLDEN=1 to write it")
        // Where they part, rather than two dumps of 24 KB.
        let common = min(bytes.count, expected.count)
        if let offset = (0..<common).first(where: { bytes[$0] != expected[$0] }) ?? (bytes.count == expected.count ? nil : common) {
            Issue.record(
                "the snapshot's layout changed (from byte \(offset)): give Knowledge.snapshotFormat a new name, then rewrite the golden bytes with UPDATE_GOLDEN=1"
            )
        }
        let decoded = try Knowledge(snapshot: expected)
        #expect(Sample(decoded) == sample)
    }

    /// The tokenizer's tables built from the frozen sample, pinned as the layout is: a store keeps
    /// the tables it wrote while its knowledge is unchanged, so a change to how `init(catalog:)`
    /// builds them must come with a new `TokenizerTables.snapshotName`, or a cold `ask` would read
    /// the old tables from every existing store.
    @Test func theTokenizerTablesChangeOnlyUnderANewName() throws {
        let knowledge = try JSONDecoder().decode(Sample.self, from: Data(contentsOf: Self.sampleFile)).knowledge
        let tables = TokenizerTables(catalog: knowledge.catalog)
        let bytes = knowledge.snapshot(appendix: TokenizerTables.snapshotName) { tables.write(to: &$0) }
        let golden = FileManager.default.contents(atPath: Self.tablesGoldenFile.path()).map { [UInt8]($0) }
        let sameName = golden?.withUnsafeBytes { Knowledge.isSnapshotOfThisFormat($0, appendix: TokenizerTables.snapshotName) } ?? false
        if Self.updating {
            if let golden, golden != bytes, sameName {
                Issue.record("the tables changed: give TokenizerTables.snapshotName a new name before rewriting the golden bytes")
                return
            }
            try Data(bytes).write(to: Self.tablesGoldenFile)
            return
        }
        let expected = try #require(golden, "no golden tables; run the tests with UPDATE_GOLDEN=1 to write them")
        // A flag, not the arrays: a failure names the cause instead of printing 60 KB of bytes.
        let unchanged = bytes == expected
        #expect(
            unchanged,
            "the tokenizer's tables or their snapshot changed: give TokenizerTables.snapshotName (or Knowledge.snapshotFormat) a new name, then rewrite the golden bytes with UPDATE_GOLDEN=1"
        )
    }

    /// The catalog's spelling tables read back as written, and one naming a record the catalog does
    /// not have is refused as damage rather than kept for a lookup to trip on.
    @Test func theSpellingTablesReadBackAndAMissingRecordIsDamage() throws {
        let sample = try JSONDecoder().decode(Sample.self, from: Data(contentsOf: Self.sampleFile))
        let catalog = APICatalog(sample.apis)
        var good = SnapshotWriter()
        catalog.writeTables(to: &good)
        #expect(try Self.readCatalog(sample.apis, from: good.image(header: "tables")) == catalog)

        var bad = SnapshotWriter()
        bad.array([sample.apis.count]) { out, index in
            out.string("loadview")
            out.array([index]) { $0.count($1) }
        }
        bad.array([Int]()) { _, _ in }
        #expect(throws: SnapshotReader.Damaged.self) { try Self.readCatalog(sample.apis, from: bad.image(header: "tables")) }
    }

    /// A catalog of `records` with the tables in `image`, after its header and text table.
    static func readCatalog(_ records: [APIRecord], from image: [UInt8]) throws -> APICatalog {
        try image.withUnsafeBytes { buffer in
            var reader = SnapshotReader(buffer)
            _ = try reader.text()
            try reader.readTextTable()
            return try APICatalog(records, snapshot: &reader)
        }
    }

    /// The format name a snapshot starts with.
    static func formatName(of bytes: [UInt8]) throws -> String {
        try bytes.withUnsafeBytes { buffer in
            var reader = SnapshotReader(buffer)
            return try reader.text()
        }
    }
}
