/// A user's spelling of an API, taken apart into the class it names (if any) and lookup keys.
///
/// Every spelling people write reduces to the same keys: `addChildViewController:`,
/// `-[UIViewController addChildViewController:]`, `addChild(_:)`, `ADDCHILD`, `add child view controller`.
/// The reading itself is `APISpellingParts`, which the trace reader uses on log lines too.
public struct APISpelling: Hashable, Sendable {
    /// The class named in the spelling (`UIViewController` in `-[UIViewController loadView]`), if any.
    public var className: String?
    /// The whole member name with argument labels, lowercased, letters and digits only.
    public var fullKey: String
    /// The Swift base name without labels (`willmove` for `willMove(toParent:)`), when it differs.
    public var baseKey: String?

    /// Parses one spelling; returns nil when nothing name-like is left.
    public init?(_ raw: String) {
        var text = raw
        guard let spelling = text.withUTF8({ bytes in APISpellingParts(bytes).map { APISpelling(bytes, $0) } }) else { return nil }
        self = spelling
    }

    /// A spelling from its parts, as `APISpellingParts` found them in `bytes`.
    public init(_ bytes: UnsafeBufferPointer<UInt8>, _ parts: APISpellingParts) {
        className = parts.className.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        // Written straight into the string's storage: appending scalar by scalar cost a tenth of a
        // cold `ask`, and collecting bytes in an array first still a twentieth.
        fullKey = String(unsafeUninitializedCapacity: parts.base.count + (parts.labels?.count ?? 0)) { buffer in
            var count = 0
            parts.forEachKeyByte(bytes) { byte in
                buffer[count] = byte
                count += 1
            }
            return count
        }
        baseKey = parts.hasLabelKey(bytes) ? APISpelling.key(bytes: UnsafeBufferPointer(rebasing: bytes[parts.base])) : nil
    }

    /// A spelling from its keys, for tests and for readers that found them another way.
    init(className: String?, fullKey: String, baseKey: String?) {
        self.className = className
        self.fullKey = fullKey
        self.baseKey = baseKey
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
    @inline(__always) public static func keyByte(_ byte: UInt8) -> UInt8? {
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
