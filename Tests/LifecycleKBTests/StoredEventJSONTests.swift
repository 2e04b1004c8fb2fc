import Foundation
import Testing

@testable import LifecycleKB

/// The hand-written JSON of a stored event (what `traces show --format json` streams) against
/// `JSONEncoder` with the CLI's options, byte for byte: every ASCII character and some beyond in
/// every text field, and every combination of absent optionals.
@Suite struct StoredEventJSONTests {
    static func encoded(_ event: StoredEvent) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(event), as: UTF8.self)
    }

    static func written(_ event: StoredEvent) -> String {
        var bytes: [UInt8] = []
        event.appendPrettyJSON(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static let characters: [String] =
        (0..<0x80).map { String(UnicodeScalar(UInt8($0))) } + ["é", "画面A", "😀", "\u{2028}", "\u{2029}", "\u{FEFF}", "a/b", "\\\"", "\r\n"]

    @Test func everyCharacterInEveryTextField() throws {
        for text in Self.characters {
            let event = StoredEvent(
                sequence: 1, line: 2, column: 3, depth: 0, parent: 7, receiver: "<A\(text): 0x1>", subject: "s\(text)",
                className: "C\(text)", api: "api\(text)", arguments: "\(text)x", isSuper: false, isCall: true)
            #expect(Self.written(event) == (try Self.encoded(event)), "character \(Array(text.unicodeScalars.map(\.value)))")
        }
    }

    @Test func everyCombinationOfAbsentFieldsAndNumbers() throws {
        let numbers = [0, 1, 9, 10, 99, 12_345, Int(Int32.max), -1, -42, Int.max, Int.min]
        for mask in 0..<16 {
            for (index, number) in numbers.enumerated() {
                let event = StoredEvent(
                    sequence: number, line: numbers[(index + 1) % numbers.count], column: number, depth: index,
                    parent: mask & 1 == 0 ? nil : number, receiver: "controller", subject: mask & 2 == 0 ? nil : "child",
                    className: mask & 4 == 0 ? nil : "Home", api: "UIViewController.viewDidAppear:",
                    arguments: mask & 8 == 0 ? nil : "YES", isSuper: mask & 1 == 0, isCall: mask & 2 == 0)
                #expect(Self.written(event) == (try Self.encoded(event)), "absent mask \(mask), number \(number)")
            }
        }
    }
}
