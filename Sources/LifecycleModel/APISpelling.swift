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
    public static func key<S: StringProtocol>(_ text: S) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                out.unicodeScalars.append(Unicode.Scalar(byte + 32))
            default:
                continue
            }
        }
        return out
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
