import LifecycleModel
import Testing

@testable import LifecycleAsk

/// The tokenizer's tables kept in a snapshot are the fast path; building them from the catalog is
/// the twin. Read back from a snapshot of the real Data/, and of catalogs made of parts of it in
/// other orders, they equal the built ones, and the engine answers the same with either.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct TokenizerTablesTwinTests {
    /// The tables of `knowledge` written into its snapshot, as a cold `ask` reads them back.
    static func readBack(_ knowledge: Knowledge) throws -> TokenizerTables {
        let built = TokenizerTables(catalog: knowledge.catalog)
        let bytes = knowledge.snapshot(appendix: TokenizerTables.snapshotName) { built.write(to: &$0) }
        return try Knowledge.read(snapshot: bytes, appendix: TokenizerTables.snapshotName) {
            (r: inout SnapshotReader, knowledge: Knowledge) throws(SnapshotReader.Damaged) in
            try TokenizerTables(snapshot: &r, recordCount: knowledge.catalog.records.count)
        }.appendix
    }

    @Test func theStoredTablesAreTheBuiltOnes() throws {
        let knowledge = try DataKnowledge.load()
        let stored = try Self.readBack(knowledge)
        #expect(stored == TokenizerTables(catalog: knowledge.catalog))
        #expect(!stored.proseKeys.isEmpty && !stored.aliasPhrases.isEmpty && !stored.selectorHeads.isEmpty)
    }

    /// Every other record left out in a pattern that changes with the seed, the rest rotated: other
    /// positions, other alias phrases, other heads.
    @Test(arguments: 1...12) func catalogsOfPartsGiveTheirTablesBack(seed: Int) throws {
        let knowledge = try DataKnowledge.load()
        let kept = knowledge.catalog.records.enumerated().filter { ($0.offset * 31 + seed * 17) % (seed % 4 + 2) != 0 }.map(\.element)
        let turn = seed * 13 % kept.count
        let part = Knowledge(
            sources: knowledge.sources, catalog: APICatalog(Array(kept[turn...] + kept[..<turn])), events: knowledge.events,
            contexts: knowledge.contexts, facts: knowledge.facts, orders: knowledge.orders, scenarios: knowledge.scenarios,
            causes: knowledge.causes, warnings: knowledge.warnings)
        #expect(try Self.readBack(part) == TokenizerTables(catalog: part.catalog), "seed \(seed)")
    }

    @Test func theEngineAnswersTheSameWithTheStoredTables() throws {
        let knowledge = try DataKnowledge.load()
        let built = try AskEngine(knowledge: knowledge, phrases: .asNeeded)
        let stored = try AskEngine(knowledge: knowledge, phrases: .asNeeded, tokenizerTables: Self.readBack(knowledge))
        for question in PhraseCompilationTwinTests.questions + RealQuestionTests.corpus.map(\.question) {
            #expect(stored.answer(question) == built.answer(question), "\(question)")
        }
    }

    /// A position past the catalog's records is damage, not a crash later.
    @Test func aPositionPastTheRecordsIsDamage() throws {
        let knowledge = try DataKnowledge.load()
        let tables = TokenizerTables(catalog: knowledge.catalog)
        let bytes = knowledge.snapshot(appendix: TokenizerTables.snapshotName) { tables.write(to: &$0) }
        #expect(throws: SnapshotReader.Damaged.self) {
            try Knowledge.read(snapshot: bytes, appendix: TokenizerTables.snapshotName) {
                (r: inout SnapshotReader, _: Knowledge) throws(SnapshotReader.Damaged) in
                try TokenizerTables(snapshot: &r, recordCount: 1)
            }
        }
    }
}
