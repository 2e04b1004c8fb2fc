import LifecycleModel
import Testing

/// `ObjCMessageParts` reads messages for questions and for trace lines; it is checked against a plain
/// reading over Characters on generated messages, the well-formed and the broken.
struct ObjCMessagePartsTests {
    /// What a message reads as: the receiver, each label with its value (nil without a colon), and
    /// whether only spaces follow.
    struct Reading: Equatable, CustomStringConvertible {
        var receiver: String
        var parts: [String]
        var atEnd: Bool
        var description: String { "\(receiver) | \(parts) | \(atEnd)" }
    }

    @Test func readsTheUsualMessages() {
        #expect(
            fast("[parent addChildViewController:child]")
                == Reading(receiver: "parent", parts: ["addChildViewController=child"], atEnd: true))
        #expect(
            fast("[nav pushViewController:vc animated:NO]")
                == Reading(receiver: "nav", parts: ["pushViewController=vc", "animated=NO"], atEnd: true))
        #expect(fast("[self loadView]") == Reading(receiver: "self", parts: ["loadView"], atEnd: true))
        #expect(fast("[SecondVC : viewDidLoad]") == Reading(receiver: "SecondVC", parts: ["viewDidLoad"], atEnd: true))
        #expect(fast("[[UIViewController alloc] init]") == Reading(receiver: "[UIViewController alloc]", parts: ["init"], atEnd: true))
        #expect(fast("[Lifecycle]") == Reading(receiver: "Lifecycle", parts: [], atEnd: true))
    }

    @Test func agreesWithThePlainReadingOnGeneratedMessages() {
        var generator = SystemRandomNumberGenerator()
        let seed = UInt64.random(in: 0...UInt64.max, using: &generator)
        var random = SplitMix(seed: seed)
        for _ in 0..<20_000 {
            let text = message(&random)
            #expect(fast(text) == plain(text), "seed \(seed): \(text)")
        }
    }

    private func fast(_ text: String) -> Reading {
        var text = text
        return text.withUTF8 { bytes in
            var parts = ObjCMessageParts(bytes, from: 1, to: bytes.count - 1)
            let string = { (range: Range<Int>) in String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            var read: [String] = []
            while let part = parts.next(bytes) { read.append(string(part.label) + (part.value.map { "=" + string($0) } ?? "")) }
            return Reading(receiver: string(parts.receiver), parts: read, atEnd: parts.isAtEnd(bytes))
        }
    }

    /// The same reading, written for clarity over an array of Characters.
    private func plain(_ text: String) -> Reading {
        let inner = Array(text.dropFirst().dropLast())
        var index = 0
        func skipSpaces() { while index < inner.count, inner[index] == " " || inner[index] == "\t" { index += 1 } }
        func word() -> String {
            var depth = 0
            var result = ""
            while index < inner.count {
                let character = inner[index]
                if "([<".contains(character) {
                    depth += 1
                } else if ")]>".contains(character) {
                    depth = max(0, depth - 1)
                } else if depth == 0, character == " " || character == "\t" {
                    break
                }
                result.append(character)
                index += 1
            }
            return result
        }
        skipSpaces()
        let receiver = word()
        let afterReceiver = index
        skipSpaces()
        if index < inner.count, inner[index] == ":", index > afterReceiver { index += 1 } else { index = afterReceiver }
        var parts: [String] = []
        while true {
            skipSpaces()
            var label = ""
            while index < inner.count, inner[index].isASCII, inner[index].isLetter || inner[index].isNumber || inner[index] == "_" {
                label.append(inner[index])
                index += 1
            }
            if label.isEmpty { break }
            guard index < inner.count, inner[index] == ":" else {
                parts.append(label)
                break
            }
            index += 1
            skipSpaces()
            parts.append(label + "=" + word())
        }
        skipSpaces()
        return Reading(receiver: receiver, parts: parts, atEnd: index == inner.count)
    }

    /// A message from pieces: receivers, labels and values that nest brackets, odd spacing, stray
    /// colons and non-ASCII words.
    private func message(_ random: inout SplitMix) -> String {
        let receivers = ["self", "super", "child", "[UIViewController alloc]", "(id)vc", "<Foo: 0x1>", "SecondVC", "", "首页", "a(b c)"]
        let labels = ["addChildViewController", "animated", "viewWillAppear", "loadView", "x1", "_y", "", "名前"]
        let values = ["child", "YES", "NO", "[vc view]", "(a b)", "<A: 0x2>", "", "nil", ":"]
        let spaces = ["", " ", "  ", "\t"]
        var text = "[" + spaces.randomElement(using: &random)! + receivers.randomElement(using: &random)!
        text += spaces.randomElement(using: &random)! + (Bool.random(using: &random) ? "" : ":")
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            text += spaces.randomElement(using: &random)! + labels.randomElement(using: &random)!
            if Bool.random(using: &random) { text += ":" + spaces.randomElement(using: &random)! + values.randomElement(using: &random)! }
        }
        return text + spaces.randomElement(using: &random)! + "]"
    }
}

/// A small seeded generator, so a failure names the seed that reproduces it.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
