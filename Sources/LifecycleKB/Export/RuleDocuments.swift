import Foundation
import LifecycleCheck
import Yams

/// The rule records themselves, for tools and for `rules import`: JSON as one list, YAML as one
/// document per rule, each document exactly the `Data/rules/<group>/<name>.yaml` format.
public enum RuleDocuments {
    /// A JSON list of the records, keys sorted so the output is stable.
    public static func json(_ rules: [RuleRecord]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(rules), as: UTF8.self) + "\n"
    }

    /// YAML documents separated by `---`, multi-line examples as literal blocks, Chinese kept readable.
    public static func yaml(_ rules: [RuleRecord]) throws -> String {
        let encoder = YAMLEncoder()
        encoder.options = .init(width: -1, allowUnicode: true, newLineScalarStyle: .literal)
        var out =
            "# lifecycle-kb rules: one YAML document per rule, the format `rules import` reads back (`rules new ID` prints one with comments).\n"
        for rule in rules {
            out += "---\n" + (try encoder.encode(rule))
        }
        return out
    }
}
