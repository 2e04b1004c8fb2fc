import Foundation
import LifecycleModel
import LifecycleTraceGenerator
import Testing

/// `JSONValue.prettyText` is a twin of `JSONEncoder` with the options every command uses: on the
/// same document both write the same bytes, so switching `ask` to it changed no output.
@Suite struct JSONValueTests {
    static func foundationText(_ value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static let awkwardStrings = [
        "", "plain", "quote \" and backslash \\", "slash / stays", "tab\tline\nreturn\r", "\u{8}\u{c}\u{1}\u{1f}\u{7f}",
        "中文 viewDidLoad 什么时候调用", "emoji 😀", "line separator \u{2028}", "e\u{301}",
    ]

    @Test func writesWhatJSONEncoderWrites() throws {
        let document = JSONValue.object([
            .init("b_a", .int(2)), .init("B_a", .int(1)), .init("ba", .int(-3)), .init("bZ", .bool(true)), .init("a10", .null),
            .init("a9", .bool(false)), .init("empty_array", .array([])), .init("empty_object", .object([])),
            .init("strings", .strings(Self.awkwardStrings)),
            .init("nested", .array([.object([.init("z", .array([.int(1), .array([])])), .init("a", .optionalString(nil))])])),
        ])
        #expect(document.prettyText == (try Self.foundationText(document)))
        for text in Self.awkwardStrings {
            #expect(JSONValue.string(text).prettyText == (try Self.foundationText(.string(text))), "\(text.debugDescription)")
        }
    }

    /// Documents built from a printed seed, nested up to four levels.
    static func generated(seed: UInt64, count: Int) -> [JSONValue] {
        var random = SeededGenerator(seed: seed)
        func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        let keys = ["a", "B", "_x", "a_b", "ab", "a1", "a10", "a9", "Z", "中"]
        func value(_ depth: Int) -> JSONValue {
            switch next(depth > 3 ? 4 : 6) {
            case 0: return .null
            case 1: return .bool(next(2) == 0)
            case 2: return .int(next(2000) - 1000)
            case 3: return .string(awkwardStrings[next(awkwardStrings.count)])
            case 4: return .array((0..<next(4)).map { _ in value(depth + 1) })
            default:
                let names = Set((0..<next(5)).map { _ in keys[next(keys.count)] })
                return .object(names.sorted().map { JSONValue.Member($0, value(depth + 1)) })
            }
        }
        return (0..<count).map { _ in value(0) }
    }

    /// Strings long enough that the writer screens them eight bytes at a time, with a byte to escape
    /// (or a lookalike: DEL, a C1 control, a multi-byte character) at every offset of a word.
    @Test func longStringsEscapeAtEveryOffset() throws {
        let seed: UInt64 = 11
        var random = SeededGenerator(seed: seed)
        func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        let specials = ["\"", "\\", "\n", "\u{0}", "\u{1f}", "\u{7f}", "\u{85}", "中", "😀", " ", "/"]
        for length in 0..<40 {
            for offset in 0...length {
                var text = String(repeating: "a", count: offset) + specials[next(specials.count)]
                text += String(repeating: "b", count: length - offset) + (next(3) == 0 ? specials[next(specials.count)] : "")
                #expect(
                    JSONValue.string(text).prettyText == (try Self.foundationText(.string(text))), "seed \(seed): \(text.debugDescription)")
            }
        }
    }

    @Test(arguments: generated(seed: 7, count: 300))
    func generatedDocumentsAgree(document: JSONValue) throws {
        #expect(document.prettyText == (try Self.foundationText(document)), "seed 7")
    }
}
