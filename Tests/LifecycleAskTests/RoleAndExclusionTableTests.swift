import Testing

@testable import LifecycleAsk

/// The tables kept in code for want of a store table: they must name what the data has.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct RoleAndExclusionTableTests {
    @Test func exclusiveContextsAreKnownContexts() throws {
        let known = Set(try DataKnowledge.load().contexts.map(\.id))
        for context in ContextExclusion.exclusive.flatMap({ $0 }) { #expect(known.contains(context), "\(context)") }
    }

    @Test func backwardTriggersAreKnownEventsOrAPIs() throws {
        let knowledge = try DataKnowledge.load()
        let events = Set(knowledge.events.map { "event:\($0.id)" })
        let apis = Set(knowledge.catalog.records.map(\.id))
        for key in RoleWords.backward { #expect(events.contains(key) || apis.contains(key), "\(key)") }
    }

    @Test func everyRolePhraseCompiles() throws {
        let catalog = try DataKnowledge.load().catalog
        for phrase in RoleWords.all.flatMap(\.phrases) { #expect(throws: Never.self) { try PhrasePattern(phrase, catalog: catalog) } }
    }

    @Test func withoutAddChildIsLeftOutWhenWithAddChildIsNamed() {
        #expect(ContextExclusion.excludes(["with-add-child"], [["parent-not-visible"], ["without-add-child"]]))
        #expect(!ContextExclusion.excludes(["with-add-child"], [["later-run-loop"]]))
    }
}
