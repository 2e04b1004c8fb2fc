import Foundation
import LifecycleCheck
import LifecycleModel
import Testing

@testable import LifecycleKB

/// `check` reads stored rule definitions with `JSONValueParser` + `JSONValueDecoder` instead of
/// `JSONDecoder`: every definition must decode to the same rule, and one the fast path refuses must
/// fail exactly as `JSONDecoder` fails.
@Suite struct StoredRuleDecodingTests {
    /// The definitions as `RuleRowWriter` stores them.
    private static func definition(_ rule: RuleRecord) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(rule), as: UTF8.self)
    }

    private static func viaJSONDecoder(_ definition: String) throws -> RuleRecord {
        try JSONDecoder().decode(RuleRecord.self, from: Data(definition.utf8))
    }

    @Test func everyBuiltInRuleDecodesAsJSONDecoderDoes() throws {
        let rules = try ExportFixture.store().rules().map(\.rule)
        #expect(rules.count > 10)
        for rule in rules {
            let text = try Self.definition(rule)
            let fast = try JSONValueDecoder.decode(RuleRecord.self, from: try JSONValueParser.parse(text))
            #expect(fast == (try Self.viaJSONDecoder(text)), "\(rule.id)")
            #expect(fast == rule, "\(rule.id)")
        }
    }

    @Test func aUserRuleWithEveryOptionalPartDecodesAsJSONDecoderDoes() throws {
        let rule = RuleRecord(
            id: "team.child-appears", severity: .warning,
            summary: Bilingual(en: "A \"child\" \\ appears/—", zh: "子控制器出现 😀"),
            rationale: Bilingual(en: "line\nbreak\ttab", zh: "说明"), fix: Bilingual(en: "fix", zh: "修复"), sources: ["apple.x"],
            checks: [
                RuleCheck(
                    kind: .order(
                        OrderCheck(
                            event: [
                                EventPattern(api: "viewDidAppear:"),
                                EventPattern(api: "willMoveToParentViewController:", argument: .nil, on: .receiver),
                            ],
                            notAfter: [EventPattern(api: "viewDidDisappear:", argument: .true)], resets: [EventPattern(api: "viewDidLoad")],
                            reportAt: .earlier)),
                    message: "appeared after it went", whenLogged: [EventPattern(api: "viewDidDisappear:")]),
                RuleCheck(
                    kind: .response(
                        ResponseCheck(trigger: [EventPattern(api: "viewWillAppear:")], response: [EventPattern(api: "viewDidAppear:")]))),
            ],
            examples: RuleRecord.Examples(conforming: ["a\n"], violating: ["↓b\n"]))
        let text = try Self.definition(rule)
        let fast = try JSONValueDecoder.decode(RuleRecord.self, from: try JSONValueParser.parse(text))
        #expect(fast == rule)
        #expect(try StoredRuleReader.decode(text, JSONDecoder()) == rule)
    }

    @Test func escapesAreReadAsJSONReadsThem() throws {
        let text = #"["a\/b", "\u00e9\u4e2d", "\ud83d\ude00", "q\"\\\b\f\n\r\t", "plain", -12, 0, true, false, null, {}]"#
        let expected = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any]
        let parsed = try JSONValueParser.parse(text)
        guard case .array(let elements) = parsed, let expected else {
            Issue.record("not an array")
            return
        }
        for (index, text) in expected.prefix(5).enumerated() {
            #expect(elements[index] == .string(text as? String ?? ""))
        }
        #expect(Array(elements.dropFirst(5)) == [.int(-12), .int(0), .bool(true), .bool(false), .null, .object([])])
    }

    @Test(arguments: [#"{"a": 1.5}"#, #"{"a": 1e3}"#, #"{"a": 01}"#, #"{"a" 1}"#, #"{"a": "x"} x"#, #"["\ud83d"]"#, "[1,]", #""\x""#, ""])
    func whatItCannotReadIsRefused(_ text: String) {
        #expect(throws: JSONValueParser.Refused.self) { try JSONValueParser.parse(text) }
    }

    /// `ruleEngine` decodes the definitions on a thread of its own while it builds the vocabulary:
    /// the engine still runs exactly the enabled rules in identifier order, and a malformed
    /// definition still fails it, even on a disabled rule.
    @Test func theEngineRunsTheEnabledRulesDecodedBesideTheVocabulary() throws {
        let store = try KnowledgeStore(path: try TemporaryStore.created())
        let all = try store.rules()
        let disabled = try #require(all.dropFirst(3).first?.rule.id)
        #expect(try store.setRule(disabled, enabled: false))
        let expected = try store.rules().filter(\.enabled).map(\.rule)
        #expect(expected.count == all.count - 1)
        #expect(try store.ruleEngine().rules == expected)
        try store.writer.write { db in
            try db.execute(sql: "UPDATE rule SET definition = '{\"kind\": 1}' WHERE id = ?", arguments: [disabled])
        }
        #expect(throws: (any Error).self) { try store.ruleEngine() }
    }

    @Test func aBadDefinitionFailsAsJSONDecoderFails() throws {
        let good = try Self.definition(try #require(try ExportFixture.store().rules().first?.rule))
        let bad = good.replacingOccurrences(of: #""kind":""#, with: #""kind":"no-such-"#)
        let expected = String(describing: try #require(throws: DecodingError.self) { try Self.viaJSONDecoder(bad) })
        let actual = String(describing: try #require(throws: DecodingError.self) { try StoredRuleReader.decode(bad, JSONDecoder()) })
        #expect(actual == expected)
    }
}
