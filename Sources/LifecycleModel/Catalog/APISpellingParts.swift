/// The one reader of API spellings, on bytes: where the class, the member's base name and its
/// argument labels lie in `-[Class(Category) sel:]`, `Module.Class.method(_:)`, `sel:with:`,
/// `method(arg:)`, `ADDCHILD` or `add child view controller`. The catalog, questions (through
/// `APISpelling`) and the trace reader (on the bytes of a log line, without allocating) all use it,
/// so a spelling names the same keys wherever it is written.
///
/// The key of a spelling is every ASCII letter and digit of its base name and then of its labels,
/// lowercased (`APISpelling.keyByte`); the base key alone is the base name's, when labels add letters.
public struct APISpellingParts: Sendable {
    /// The class written with the member, as offsets into the bytes read: the first word inside
    /// brackets without its `(Category)`, or the last qualifier before the member's dot.
    public var className: Range<Int>?
    /// The member's base name (`willMove` of `willMove(toParent:)`, the whole of `sel:with:`).
    public var base: Range<Int>
    /// The inside of the argument list (`toParent:`), when the spelling has one.
    public var labels: Range<Int>?

    /// Reads one spelling; nil when its key would be empty (nothing name-like is left).
    public init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var lower = 0
        var upper = bytes.count
        while lower < upper, Self.isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isSpace(bytes[upper - 1]) { upper -= 1 }
        if lower < upper, bytes[lower] == UInt8(ascii: "-") || bytes[lower] == UInt8(ascii: "+") { lower += 1 }
        var className: Range<Int>?
        if upper - lower >= 2, bytes[lower] == UInt8(ascii: "["), bytes[upper - 1] == UInt8(ascii: "]") {
            (className, lower, upper) = Self.bracketed(bytes, lower + 1, upper - 1)
        }
        // `Class.member` or `Module.Class.member(args)`: the qualifier is what precedes the last dot
        // before the argument list, in a spelling without spaces.
        var lastDot: Int?
        var hasSpace = false
        var seenOpen = false
        for index in lower..<upper {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") { hasSpace = true }
            if byte == UInt8(ascii: "(") { seenOpen = true }
            if byte == UInt8(ascii: "."), !seenOpen { lastDot = index }
        }
        if let lastDot, !hasSpace {
            var end = lastDot
            while end > lower, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
            if end > lower {
                var start = end
                while start > lower, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
                className = start..<end
            }
            lower = lastDot + 1
        }
        var open: Int?
        var close: Int?
        for index in lower..<upper {
            if open == nil, bytes[index] == UInt8(ascii: "(") { open = index }
            if bytes[index] == UInt8(ascii: ")") { close = index }
        }
        var baseEnd = upper
        if let open, let close, open < close {
            baseEnd = open
            labels = (open + 1)..<close
        } else {
            labels = nil
        }
        // Spaces carry no key: the base starts where the name is written (`-[UIView  layoutSubviews]`).
        var baseStart = lower
        while baseStart < baseEnd, bytes[baseStart] == UInt8(ascii: " ") { baseStart += 1 }
        base = baseStart..<baseEnd
        self.className = className
        guard Self.hasKeyByte(bytes, base) || labels.map({ Self.hasKeyByte(bytes, $0) }) == true else { return nil }
    }

    /// `[Class(Category) selector]`: the class (its category dropped) and the rest, split at the
    /// first space after the first word; a single word is the member itself.
    private static func bracketed(
        _ bytes: UnsafeBufferPointer<UInt8>, _ lower: Int, _ upper: Int
    ) -> (className: Range<Int>?, lower: Int, upper: Int) {
        var start = lower
        while start < upper, bytes[start] == UInt8(ascii: " ") { start += 1 }
        var end = start
        while end < upper, bytes[end] != UInt8(ascii: " ") {
            guard bytes[end] == UInt8(ascii: "(") else {
                end += 1
                continue
            }
            // `(Private Parts)`: a category may hold spaces.
            end += 1
            while end < upper, bytes[end] != UInt8(ascii: ")") { end += 1 }
            if end < upper { end += 1 }
        }
        guard end + 1 < upper else { return (nil, lower, upper) }
        var classEnd = start
        while classEnd < end, bytes[classEnd] != UInt8(ascii: "(") { classEnd += 1 }
        return (start..<classEnd, end + 1, upper)
    }

    /// The full key's bytes, in order: the base name's key bytes, then the labels'.
    public func forEachKeyByte(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UInt8) -> Void) {
        for index in base { if let byte = APISpelling.keyByte(bytes[index]) { body(byte) } }
        for index in labels ?? 0..<0 { if let byte = APISpelling.keyByte(bytes[index]) { body(byte) } }
    }

    /// Whether the labels add letters or digits to the key, so the base name has a key of its own.
    public func hasLabelKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        labels.map { Self.hasKeyByte(bytes, $0) } ?? false
    }

    private static func hasKeyByte(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        range.contains { APISpelling.keyByte(bytes[$0]) != nil }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
