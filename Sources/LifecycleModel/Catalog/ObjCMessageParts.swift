/// The one reader of Objective-C message expressions, on bytes: the receiver and the `label: value`
/// parts of `[parent addChildViewController:child]`, `[super viewWillAppear:animated]`,
/// `[nav pushViewController:vc animated:NO]`, `[self loadView]` and the logged `[SecondVC : viewDidLoad]`.
/// Questions and trace lines both read messages with it; the selector it yields is looked up like any
/// other spelling (`APISpellingParts`). It allocates nothing and is inlinable, for the trace reader's sake.
public struct ObjCMessageParts {
    /// The receiver expression (`parent`, `[UIViewController alloc]`), as offsets into the bytes.
    public let receiver: Range<Int>
    /// Where reading stands: after the receiver, then after each part read.
    @usableFromInline var position: Int
    @usableFromInline let end: Int
    @usableFromInline var finished = false

    /// Starts reading the inside of the brackets, `bytes[start..<end]`: skips spaces, reads the
    /// receiver (brackets, parentheses and angle brackets may hold spaces) and a colon printed between
    /// a class and a method (`SecondVC : viewDidLoad`).
    @inlinable public init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        self.end = end
        var index = start
        while index < end, Self.isSpace(bytes[index]) { index += 1 }
        receiver = index..<Self.skipWord(bytes, from: index, to: end)
        index = receiver.upperBound
        var afterColon = index
        while afterColon < end, Self.isSpace(bytes[afterColon]) { afterColon += 1 }
        if afterColon < end, bytes[afterColon] == UInt8(ascii: ":"), afterColon > index { index = afterColon + 1 }
        position = index
    }

    /// The next part: a label and, when a colon follows it, the value after the colon (possibly empty);
    /// a label without a colon ends the selector. Nil when no label follows.
    @inlinable public mutating func next(_ bytes: UnsafeBufferPointer<UInt8>) -> (label: Range<Int>, value: Range<Int>?)? {
        guard !finished else { return nil }
        var index = position
        while index < end, Self.isSpace(bytes[index]) { index += 1 }
        let labelStart = index
        while index < end, Self.isIdentifier(bytes[index]) { index += 1 }
        position = index
        guard index > labelStart else {
            finished = true
            return nil
        }
        let label = labelStart..<index
        guard index < end, bytes[index] == UInt8(ascii: ":") else {
            finished = true
            return (label, nil)
        }
        index += 1
        while index < end, Self.isSpace(bytes[index]) { index += 1 }
        let value = index..<Self.skipWord(bytes, from: index, to: end)
        position = value.upperBound
        return (label, value)
    }

    /// Whether only spaces are left after the parts read.
    @inlinable public func isAtEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = position
        while index < end, Self.isSpace(bytes[index]) { index += 1 }
        return index == end
    }

    /// The end of one word inside a message, where brackets and parentheses may hold spaces.
    @usableFromInline static func skipWord(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        var depth = 0
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): if depth > 0 { depth -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"): if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return index
    }

    @usableFromInline static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    @usableFromInline static func isIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
