import Testing

@testable import LifecycleCheck

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
                if end == message.count || !ASCII.isIdentifier(message[end]) {
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
        (
            "<Demo.Feed: 0x7fa1c0d05e70> viewWillAppear",
            "<Demo.Feed: 0x\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}\u{2}> viewWillAppear"
        ),
        ("vc12 dealloc", "vc\u{1}\u{1} dealloc"),
        ("0x7fa1 viewDidLoad", "0x\u{2}\u{2}\u{2}\u{2} viewDidLoad"),
        ("0x7fa1z viewDidLoad", "0x7fa1z viewDidLoad"),
        ("setEditing: 1 animated: 0", "setEditing: 1 animated: 0"),
        ("a10x5> b_3", "a10x\u{1}> b_\u{1}"),
    ])
    func masksObjectNumbersAndAddressesOnly(_ message: String, _ shape: String) {
        #expect(Self.mask(Array(message.utf8)) == Array(shape.utf8))
    }

    /// The real catalog and warnings let shapes mask identities; without it every line is parsed.
    @Test func theShippedVocabularyMasks() {
        #expect(KnowledgeFixture.vocabulary.masksIdentities)
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

    /// The cached parse of a shape never carries another line's object: every field of every event,
    /// object names included, is what a fresh reader makes of the line alone.
    @Test func everyLineOfAShapeReadsAsAFreshReaderReadsIt() throws {
        func hex(_ value: Int) -> String { String(value, radix: 16) }
        let lines = (0..<300).flatMap { number in
            [
                "-[Screen\(number)ViewController viewDidLoad]",
                "2024-05-01 10:00:00.123456+0800 Demo[1:2] <Demo.Screen\(number)ViewController: 0x7fa1\(hex(number * 7919))> viewWillAppear(_:)",
                "<Demo.Screen\(number)ViewController: 0x7fa1\(hex(number * 31))> viewDidAppear:",
                "-[Screen\(number)ViewController viewWillAppear:] <Screen\(number)ViewController: 0x7f00\(hex(number * 97))>",
                "-[Container\(number % 7)ViewController addChildViewController:] <Child\(number)ViewController: 0x7f00\(hex(number * 89))>",
                "-[Child\(number)ViewController willMoveToParentViewController:] <Child\(number)ViewController: 0x7f00\(hex(number * 89))>",
                "-[Child\(number)ViewController willMoveToParentViewController:] <Child\(number + 1)ViewController: 0x7f00\(hex(number * 89))>",
                "0x7f00\(hex(number * 13)) Screen\(number)ViewController.viewDidDisappear(_:)",
                "Screen\(number)ViewController(0x7f00\(hex(number * 17))) viewWillDisappear(_:)",
                "viewWillAppear: <Demo.Screen\(number)ViewController: 0x7f00\(hex(number * 19))>",
                "willMove(toParent:) <Demo.Child\(number)ViewController: 0x7f00\(hex(number * 23))>",
                "child\(number).willMove(toParent: parent\(number % 5))",
                "vc\(number) viewWillDisappear:",
                "vc\(number) dealloc",
                "-[Child\(number)ViewController didMoveToParentViewController:] <Child\(number)ViewController: 0x7f00\(hex(number * 29))> "
                    + "parent=<Demo.Container\(number % 7)ViewController: 0x7f00\(hex(number * 37))>",
            ]
        }
        let vocabulary = KnowledgeFixture.vocabulary
        var shared = LineParser(keys: vocabulary.keys, warnings: vocabulary.patterns, masksIdentities: vocabulary.masksIdentities)
        for line in lines {
            var bytes = Array(line.utf8)
            let (cached, fresh) = bytes.withUnsafeMutableBufferPointer { buffer -> (String, String) in
                let line = UnsafeBufferPointer(buffer)
                var alone = LineParser(keys: vocabulary.keys, warnings: vocabulary.patterns, masksIdentities: vocabulary.masksIdentities)
                return (Self.fields(shared.parse(line), line), Self.fields(alone.parse(line), line))
            }
            #expect(cached == fresh, "\(line)")
            #expect(fresh.hasPrefix("call"), "\(line) is not an event: \(fresh)")
        }
    }

    /// A line naming two objects (a child and its parent, 140 bytes) is common in containment logs:
    /// its shape is cached like a short one, so such lines are not parsed afresh every time.
    @Test func aLineNamingTwoObjectsIsCached() {
        func line(_ child: String, _ parent: String) -> [UInt8] {
            Array(
                ("-[ChildViewController willMoveToParentViewController:] <ChildViewController: 0x\(child)> "
                    + "parent=<Demo.ContainerViewController: 0x\(parent)>").utf8)
        }
        var cache = MessageCache(masksIdentities: true)
        let first = line("7feecf558202", "7fee311e0851")
        let second = line("7f00000012bc", "7f0000001096")
        #expect(first.count > 120)
        #expect(first.withUnsafeBufferPointer { cache.lookup($0) } == nil)
        cache.store((indent: 3, parsed: .comment))
        let hit = second.withUnsafeBufferPointer { cache.lookup($0) }
        #expect(hit?.indent == 3)
    }

    /// Every field of a parse, its byte ranges read back as text from the line they index.
    static func fields(_ parse: LineParser.Parse, _ line: UnsafeBufferPointer<UInt8>) -> String {
        let message = UnsafeBufferPointer(rebasing: line[parse.start...])
        func text(_ range: Range<Int>?) -> String { range.map { String(decoding: message[$0], as: UTF8.self) } ?? "-" }
        guard case .call(let call) = parse.parsed else { return "\(parse.parsed)" }
        let receiver = call.receiver
        return [
            "call", "\(parse.start)", "\(parse.indent)", "\(call.record)", "\(call.methodStart)", text(call.className),
            "\(receiver.kind)", text(receiver.address), text(receiver.name), text(call.argument),
            "\(String(describing: call.argumentKind))",
            "\(call.isSuper)", "\(call.isExplicit)",
        ].joined(separator: "|")
    }
}
