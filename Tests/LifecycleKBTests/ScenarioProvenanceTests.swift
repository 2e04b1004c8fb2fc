import LifecycleModel
import Testing

@testable import LifecycleData
@testable import LifecycleKB

/// A scenario's provenance is validated like every other record: each problem is one located error.
@Suite struct ScenarioProvenanceTests {
    static let path = "Data/scenarios/log.nav.push-readke-0z415.yaml"

    func expectError(replacing old: String, with new: String, at needle: String? = nil, containing message: String) throws {
        let line = try KnowledgeLoaderTests.line(of: needle ?? old, in: Self.path)
        KnowledgeLoaderTests().expectError(
            KnowledgeLoaderTests.files(editing: Self.path, old, new), file: Self.path, line: line, containing: message)
    }

    @Test func aSituationThatIsNotDottedIsLocated() throws {
        try expectError(
            replacing: "situation: navigation.push", with: "situation: Navigation Push",
            at: "situation:", containing: "situation 'Navigation Push' must be dotted")
    }

    @Test func anUnknownFormIsLocated() throws {
        try expectError(replacing: "form: raw-paste", with: "form: screenshot", at: "form:", containing: "screenshot")
    }

    @Test func aViolatingLogMustNameItsRules() throws {
        try expectError(
            replacing: "verdict: conforming", with: "verdict: violating", at: "verdict:",
            containing: "is violating but expects no rule")
    }

    @Test func aRecordedLogMustCiteASourceWithAURL() throws {
        try expectError(
            replacing: "sources: [log.readke.vc-method-calls]", with: "sources: [002_253fda1cd97c71de.txt]",
            at: "sources:", containing: "cites '002_253fda1cd97c71de.txt', which has no url")
    }

    @Test(arguments: ["navigation.push", "presentation.page-sheet", "a.b.c", "tabs.switch-first"])
    func dottedSituationsAreAccepted(_ situation: String) {
        #expect(ScenarioProvenance.isDotted(situation))
    }

    @Test(arguments: ["navigation", "Navigation.push", "navigation..push", "navigation.-push", "navigation push", ".push"])
    func otherSituationsAreRefused(_ situation: String) {
        #expect(!ScenarioProvenance.isDotted(situation))
    }

    @Test func theStoreKeepsProvenance() throws {
        let store = try KnowledgeStore(path: TemporaryStore.created())
        let scenarios = try store.knowledge().scenarios
        let log = try #require(scenarios.first { $0.id == "log.launch.yagamo-20190521" })
        #expect(log.form == .rawPaste && log.ios == "12.2" && log.situation == "app.launch")
        let listed = try #require(scenarios.first { $0.id == "log.nav.push-jianshu-e36a5d64" })
        #expect(listed.form == .reportedList && listed.ios == nil)
        #expect(try store.query("SELECT count(*) FROM scenario WHERE form = 'reconstructed'").rows.first?.first != .integer(0))
    }
}
