import Foundation
import LifecycleCheck
import Testing

/// The rule catalog itself: identifiers, documentation, sources, examples, and that every rule
/// compiles against the API catalog.
@Suite struct RuleCatalogTests {
    static let required: [String: RuleRecord.Severity] = [
        "containment.add-order": .error, "containment.remove-order": .error,
        "containment.redundant-will-move": .warning, "containment.redundant-did-move": .warning,
        "containment.missing-did-move": .warning, "containment.hierarchy-inconsistency": .error,
        "appearance.duplicate": .error, "appearance.unpaired": .error, "appearance.unbalanced-transition": .error,
        "appearance.before-load": .error, "loading.view-reloaded": .error, "loading.recursive-load-view": .error,
        "loading.did-load-repeated": .warning, "super.mismatched": .error, "super.prohibited": .warning,
        "super.repeated": .warning, "presentation.view-not-in-window": .error, "layout.unpaired": .error,
        "view.unpaired-move": .error, "presentation.already-presenting": .error, "presentation.transition-in-progress": .error,
        "presentation.detached-presenter": .warning, "presentation.active-controller": .error, "navigation.nested-transition": .error,
        "navigation.duplicate-push": .error, "containment.transition-without-common-parent": .error,
        "loading.view-during-dealloc": .warning, "window.missing-root-controller": .error, "lifetime.not-released": .warning,
    ]

    @Test func everyPublicRuleExistsWithItsSeverity() {
        let rules = Dictionary(uniqueKeysWithValues: KnowledgeFixture.rules.map { ($0.id, $0.severity) })
        for (id, severity) in Self.required {
            #expect(rules[id] == severity, "\(id)")
        }
    }

    @Test func identifiersAreUniqueAndMatchTheirFiles() {
        let ids = KnowledgeFixture.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        for (path, rule) in KnowledgeFixture.ruleFiles {
            let parts = path.split(separator: "/").suffix(2)
            let expected = parts.first! + "." + parts.last!.dropLast(5)
            #expect(rule.id == expected, "\(path) holds \(rule.id)")
        }
    }

    @Test func everyRuleIsDocumentedInBothLanguagesWithSourcesAndExamples() {
        let knownSources: Set<String> = [
            "000_58ef4f0a2c1fec7b.txt", "001_239b30c79ca54ce8.txt", "002_253fda1cd97c71de.txt",
            "003_f38bfd5d0256f34e.txt", "004_9bc13c751d6b999d.txt", "apple.addchild", "apple.willmove-toparent",
            "apple.didmove-toparent", "apple.removefromparent", "apple.custom-container",
            "apple.beginappearancetransition", "apple.endappearancetransition", "apple.loadview", "apple.viewdidload",
            "apple.viewwillappear", "apple.viewdidappear", "apple.displaying-managing-views", "apple.didmovetowindow",
            "apple.willmove-tosuperview", "apple.layoutsubviews", "header.uiviewcontroller", "header.uiview", "header.uitableviewcell",
            "community.swiftlint-overridden-super-call", "community.swiftlint-prohibited-super-call",
            "community.so-unbalanced-transitions", "community.douglashill-cancel-transition",
            // UIKit's console messages: Apple's pages, and the public issues whose logs quote them.
            "apple.dismiss", "apple.make-key-and-visible", "apple.nav-pop", "apple.present", "apple.nav-push",
            "apple.transition-from", "apple.window-root-view-controller", "log.github.airbrake-ios-91", "log.github.awful-app-213",
            "log.github.aws-sdk-ios-samples-203", "log.github.chatsecure-ios-597", "log.github.clcascade-7",
            "log.github.deltachat-ios-2736",
            "log.github.hero-638", "log.github.hockeysdk-ios-72", "log.github.kmcgeigercounter-17", "log.github.leanchat-ios-116",
            "log.github.lnpopupcontroller-521", "log.github.newsblur-886", "log.github.opentreemap-ios-362",
            "log.github.paypal-ios-sdk-232",
            "log.github.pocket-casts-ios-599", "log.github.promotion-473", "log.github.sialertview-115",
            "log.github.slidemenucontrollerswift-265", "log.github.swift-snapshot-testing-310", "log.github.swiftalgorithms-31",
            "log.github.swrevealviewcontroller-344", "log.github.transmission-103", "log.github.xlactioncontroller-13",
            "log.stackoverflow.18927878",
        ]
        for rule in KnowledgeFixture.rules {
            for text in [rule.summary, rule.rationale, rule.fix] {
                #expect(!text.en.isEmpty && !text.zh.isEmpty, "\(rule.id)")
                #expect(text.zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(rule.id) zh is Chinese")
            }
            #expect(!rule.sources.isEmpty && Set(rule.sources).isSubset(of: knownSources), "\(rule.id): \(rule.sources)")
            // A static-only rule (no trace checks) proves itself with its Swift examples (LifecycleLintTests).
            let staticOnly = rule.checks.isEmpty && rule.lint != nil
            #expect(staticOnly || (!rule.examples.conforming.isEmpty && !rule.examples.violating.isEmpty), "\(rule.id)")
        }
    }

    @Test func everyKindIsDocumented() throws {
        let kinds = try String(contentsOf: KnowledgeFixture.dataDirectory.appendingPathComponent("rules/KINDS.md"), encoding: .utf8)
        let used = Set(KnowledgeFixture.rules.flatMap { $0.checks.map(\.kind.name) })
        for kind in used { #expect(kinds.contains("## `\(kind)`"), "\(kind)") }
    }

    @Test func rulesRoundTripThroughJSON() throws {
        let data = try JSONEncoder().encode(KnowledgeFixture.rules)
        #expect(try JSONDecoder().decode([RuleRecord].self, from: data) == KnowledgeFixture.rules)
    }

    @Test func anUnknownAPIOrAmbiguousSpellingIsASetupError() {
        var rule = KnowledgeFixture.rules[0]
        rule.checks = [RuleCheck(kind: .reentrancy(ReentrancyCheck(event: [EventPattern(api: "viewDidApear:")])))]
        #expect(throws: CheckSetupError.self) { try RuleEngine(rules: [rule], vocabulary: KnowledgeFixture.vocabulary) }
        rule.checks = [RuleCheck(kind: .reentrancy(ReentrancyCheck(event: [EventPattern(api: "initWithCoder:")])))]
        let ambiguous = #expect(throws: CheckSetupError.self) { try RuleEngine(rules: [rule], vocabulary: KnowledgeFixture.vocabulary) }
        // The engine words an ambiguous spelling as the catalog's resolution does, as the data reader does too.
        #expect(
            ambiguous?.message == KnowledgeFixture.vocabulary.catalog.resolution(of: "initWithCoder:").problem(spelling: "initWithCoder:"))
        rule.checks = [RuleCheck(kind: .consoleWarning(ConsoleWarningCheck(warning: "no-such-warning")))]
        #expect(throws: CheckSetupError.self) { try RuleEngine(rules: [rule], vocabulary: KnowledgeFixture.vocabulary) }
    }

    @Test func aMisspelledParameterIsRejected() {
        let json = #"{"kind": "precedence", "event": "loadView", "requires": "viewDidLoad", "anchor": "loadView"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RuleCheck.self, from: Data(json.utf8)) }
    }
}
