@testable import LifecycleCheck
import Testing

/// The shape of a message: which digits are masked, checked against a byte-at-a-time statement of
/// the rules, and that masked lines of one shape read as the same events a fresh reader gives them.
@Suite struct MessageShapeTests {
    /// The rules one byte at a time: a run of digits right after a letter or `_` and not followed by
    /// `x` is masked as digits; the hex digits of `0x…` followed by punctuation or the end as hex.
    static func reference(_ message: [UInt8]) -> [UInt8] {
        var shape = message
        var index = 0
        func isHex(_ byte: UInt8) -> Bool { ASCII.isHexDigit(byte) }
        while index < message.count {
            let byte = message[index]
            if byte == UInt8(ascii: "0"), index + 2 < message.count, message[index + 1] == UInt8(ascii: "x"), isHex(message[index + 2]) {
                var end = index + 2
                while end < message.count, isHex(message[end]) { end += 1 }
                if end == message.count || !(ASCII.isIdentifier(message[end]) || ASCII.isSpace(message[end])) {
                    for position in (index + 2)..<end { shape[position] = MessageShape.hexDigit }
                }
                index = end
            } else if ASCII.isDigit(byte), index > 0, ASCII.isLetter(message[index - 1]) || message[index - 1] == UInt8(ascii: "_") {
                var end = index + 1
                while end < message.count, ASCII.isDigit(message[end]) { end += 1 }
                if end == message.count || message[end] | 0x20 != UInt8(ascii: "x") {
                    for position in index..<end { shape[position] = MessageShape.digit }
                }
                index = end
            } else {
                index += 1
            }
        }
        return shape
    }

    static func mask(_ message: [UInt8]) -> [UInt8] {
        var shape = [UInt8](repeating: 0, count: message.count + MessageShape.slack)
        message.withUnsafeBufferPointer { message in
            shape.withUnsafeMutableBufferPointer { MessageShape.mask(message, into: $0.baseAddress!) }
        }
        return Array(shape.prefix(message.count))
    }

    @Test(arguments: [
        ("-[Screen12ViewController viewDidLoad]", "-[Screen\u{1}\u{1}ViewController viewDidLoad]"),
        ("<Demo.Feed: 0x7fa1c0d05e70> viewWillAppear", "<Demo.Feed: 0x\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}> viewWillAppear"),
        ("vc12 dealloc", "vc\u{1}\u{1} dealloc"),
        ("0x7fa1 viewDidLoad", "0x7fa1 viewDidLoad"),
        ("setEditing: 1 animated: 0", "setEditing: 1 animated: 0"),
        ("a10x5> b_3", "a10x\u{1}> b_\u{1}"),
    ])
    func masksObjectNumbersAndAddressesOnly(_ message: String, _ shape: String) {
        #expect(Self.mask(Array(message.utf8)) == Array(shape.utf8))
    }

    @Test func agreesWithTheRulesOnRandomMessages() {
        let alphabet = Array("0123456789abcdefxXAF_ <>:.-[]vcVC".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...40, using: &generator)
            let message = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            #expect(Self.mask(message) == Self.reference(message), "\(String(decoding: message, as: UTF8.self))")
        }
    }

    @Test func everyLineOfAShapeReadsAsAFreshReaderReadsIt() throws {
        let lines = (0..<300).flatMap { number in
            [
                "-[Screen\(number)ViewController viewDidLoad]",
                "2024-05-01 10:00:00.123456+0800 Demo[1:2] <Demo.Screen\(number)ViewController: 0x7fa1\(String(number * 7919, radix: 16))> viewWillAppear(_:)",
                "<Demo.Screen\(number)ViewController: 0x7fa1\(String(number * 31, radix: 16))> viewDidAppear:",
                "vc\(number) viewWillDisappear:",
                "vc\(number) dealloc",
            ]
        }
        let shared = try KnowledgeFixture.events(lines.joined(separator: "\n")).events
        #expect(shared.count == lines.count)
        for (index, line) in lines.enumerated() {
            let alone = try KnowledgeFixture.events(line).events
            #expect(alone.count == 1)
            #expect(alone.first?.api == shared[index].api, "\(line)")
            #expect(alone.first?.className == shared[index].className, "\(line)")
            #expect(alone.first?.column == shared[index].column, "\(line)")
        }
    }
}
