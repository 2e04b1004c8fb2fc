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
        if let plain = APISpelling(plainIdentifier: raw) {
            self = plain
            return
        }
        self.init(general: raw)
    }

    /// The fast path for the spellings the catalog and most questions use, a member name with an
    /// optional class and label list (`addChildViewController:`, `UIView.addSubview(_:)`): one pass
    /// over the bytes. Nil for anything else (brackets, spaces, `-`), which `init(general:)` reads; the two are
    /// tested against each other. Building the API catalog spent most of its time in the general parse.
    init?(plainIdentifier raw: String) {
        var base: [UInt8] = []
        var labels: [UInt8] = []
        var inLabels = false
        var closed = false
        // `Class.member`: the bytes of the segment before the last dot name the class (as written).
        var segment: [UInt8] = []
        var qualifier: [UInt8]?
        for byte in raw.utf8 {
            if !inLabels { segment.append(byte) }
            switch byte {
            case UInt8(ascii: "."):
                guard !inLabels, segment.count > 1, !closed else { return nil }
                qualifier = segment.dropLast()
                segment = []
                base = []
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard !closed else { return nil }
                if inLabels { labels.append(byte) } else { base.append(byte) }
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                guard !closed else { return nil }
                if inLabels { labels.append(byte + 32) } else { base.append(byte + 32) }
            case UInt8(ascii: "_"), UInt8(ascii: ":"):
                guard !closed else { return nil }
            case UInt8(ascii: "("):
                guard !inLabels, !closed, !base.isEmpty else { return nil }
                inLabels = true
            case UInt8(ascii: ")"):
                guard inLabels, !closed else { return nil }
                closed = true
            default:
                return nil
            }
        }
        guard !base.isEmpty, inLabels == closed else { return nil }
        let baseKey = String(decoding: base, as: UTF8.self)
        className = qualifier.map { String(decoding: $0, as: UTF8.self) }
        fullKey = baseKey + String(decoding: labels, as: UTF8.self)
        self.baseKey = labels.isEmpty ? nil : baseKey
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

    private static func key<Bytes: Sequence<UInt8>>(bytes text: Bytes) -> String {
        // Bytes first and one String at the end: appending scalar by scalar cost a tenth of a cold `ask`.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.underestimatedCount)
        for byte in text {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                bytes.append(byte + 32)
            default:
                continue
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
