/// A user's spelling of an API, taken apart into the class it names (if any) and lookup keys.
///
/// Every spelling people write reduces to the same keys: `addChildViewController:`,
/// `-[UIViewController addChildViewController:]`, `addChild(_:)`, `ADDCHILD`, `add child view controller`.
public struct APISpelling: Hashable, Sendable {
    /// The class named in the spelling (`UIViewController` in `-[UIViewController loadView]`), if any.
    public var className: String?
    /// The whole member name with argument labels, lowercased, letters and digits only.
    public var fullKey: String
    /// The Swift base name without labels (`willmove` for `willMove(toParent:)`), when it differs.
    public var baseKey: String?

    /// Parses one spelling; returns nil when nothing name-like is left.
    public init?(_ raw: String) {
        if let plain = APISpelling(plainIdentifier: raw) ?? APISpelling(words: raw) {
            self = plain
            return
        }
        self.init(general: raw)
    }

    /// The fast path for aliases in words (`add child view controller`): with no `-`, `+`, `[`, `(`
    /// or `.`, the general parse finds no class and no labels, and the key is all the letters and
    /// digits. Nil for anything else; tested against `init(general:)` like the identifier path.
    init?(words raw: String) {
        let structural: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: ".")]
        guard !raw.utf8.contains(where: structural.contains) else { return nil }
        let key = APISpelling.key(raw)
        guard !key.isEmpty else { return nil }
        className = nil
        fullKey = key
        baseKey = nil
    }

    /// The fast path for the spellings the catalog and most questions use, a member name with an
    /// optional class and label list (`addChildViewController:`, `UIView.addSubview(_:)`): one pass
    /// over the bytes, then each key written once. Nil for anything else (brackets, spaces, `-`), which
    /// `init(general:)` reads; the two are tested against each other. Building the API catalog spent
    /// most of its time in the general parse, then in collecting this one's bytes one array at a time.
    init?(plainIdentifier raw: String) {
        var text = raw
        guard let parsed = text.withUTF8({ APISpelling(plainBytes: $0) }) else { return nil }
        self = parsed
    }

    private init?(plainBytes bytes: UnsafeBufferPointer<UInt8>) {
        // `Class.member`: the segment before the last dot names the class (as written).
        var segmentStart = 0
        var qualifier: Range<Int>?
        var open: Int?
        var close: Int?
        var hasBase = false
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "."):
                guard open == nil, index > segmentStart else { return nil }
                qualifier = segmentStart..<index
                segmentStart = index + 1
                hasBase = false
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                guard close == nil else { return nil }
                if open == nil { hasBase = true }
            case UInt8(ascii: "_"), UInt8(ascii: ":"):
                guard close == nil else { return nil }
            case UInt8(ascii: "("):
                guard open == nil, hasBase else { return nil }
                open = index
            case UInt8(ascii: ")"):
                guard open != nil, close == nil else { return nil }
                close = index
            default:
                return nil
            }
        }
        guard hasBase, (open == nil) == (close == nil) else { return nil }
        let base = UnsafeBufferPointer(rebasing: bytes[segmentStart..<(open ?? bytes.count)])
        let labels = open.map { UnsafeBufferPointer(rebasing: bytes[($0 + 1)..<close!]) }
        className = qualifier.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        let baseKey = APISpelling.key(bytes: base)
        let labelKey = labels.map { APISpelling.key(bytes: $0) } ?? ""
        fullKey = baseKey + labelKey
        self.baseKey = labelKey.isEmpty ? nil : baseKey
    }

    /// Parses any spelling: class-qualified, bracketed, dotted, with spaces.
    init?(general raw: String) {
        var text = Substring(raw.trimmingWhitespace())
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        var className: String?
        if text.first == "[", text.last == "]" {
            let inner = text.dropFirst().dropLast()
            let parts = inner.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            if parts.count == 2 {
                className = String(parts[0])
                text = parts[1]
            } else {
                text = inner
            }
        }
        // `Class.member` or `Module.Class.member(args)`: the qualifier is what precedes the last dot
        // outside the argument list.
        let head = text.prefix { $0 != "(" }
        if let dot = head.lastIndex(of: "."), text.firstIndex(of: " ") == nil {
            let qualifier = text[..<dot]
            if let last = qualifier.split(separator: ".").last { className = String(last) }
            text = text[text.index(after: dot)...]
        }
        var base = text
        var labels = Substring("")
        if let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close {
            base = text[..<open]
            labels = text[text.index(after: open)..<close]
        }
        let baseKey = APISpelling.key(base)
        let labelKey = APISpelling.key(labels.split(separator: ":").map { $0 == "_" ? "" : $0 }.joined())
        let full = baseKey + labelKey
        guard !full.isEmpty else { return nil }
        self.className = className
        self.fullKey = full
        self.baseKey = labelKey.isEmpty ? nil : baseKey
    }

    /// Lowercases and keeps only ASCII letters and digits: the form every alias is stored under.
    public static func key(_ text: String) -> String {
        key(bytes: text.utf8)
    }

    /// The key of a substring; concrete, like the `String` one, so callers in other modules do not
    /// go through the generic version's witness tables (that cost a twentieth of a cold `ask`).
    public static func key(_ text: Substring) -> String {
        key(bytes: text.utf8)
    }

    /// Lowercases and keeps only ASCII letters and digits, for any string-like text.
    public static func key<S: StringProtocol>(_ text: S) -> String {
        key(bytes: text.utf8)
    }

    private static func key<Bytes: Collection<UInt8>>(bytes text: Bytes) -> String {
        // Written straight into the string's storage: appending scalar by scalar cost a tenth of a
        // cold `ask`, and collecting bytes in an array first still a twentieth.
        let capacity = text.count
        guard capacity > 0 else { return "" }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var count = 0
            for byte in text {
                guard let kept = keyByte(byte) else { continue }
                buffer[count] = kept
                count += 1
            }
            return count
        }
    }

    /// A byte as it appears in a key: a lowercase ASCII letter or digit, or nil when it is dropped.
    public static func keyByte(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
        default: nil
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line ends.
    public func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = lastIndex(where: { !isSpace($0) })!
        return String(self[start...end])
    }
}
