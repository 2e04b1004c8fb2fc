import Foundation
import LifecycleCLISupport

/// JSON on stdout: one object per command, keys sorted so output is stable across runs.
enum JSONOutput {
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    static func print<T: Encodable>(_ value: T) {
        Terminal.write(encode(value) + "\n")
    }
}
