/// The first argument of a traced call, classified enough for rules to test `nil` / `YES` / `NO`.
public struct TraceArgument: Codable, Hashable, Sendable {
    /// What the argument text denotes.
    public enum Kind: String, Codable, Sendable {
        case `nil`
        case `true`
        case `false`
        /// A controller, a view or another object (`child`, `self`, `<Demo.Child: 0x…>`).
        case objectReference = "object-ref"
        /// Present but not classifiable (`animated`, an expression).
        case unknown
    }

    public var kind: Kind
    /// The argument as written in the trace.
    public var text: String

    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }
}

extension TraceArgument.Kind {
    /// The words that say outright what an argument is, looked up in one hash instead of compared
    /// one by one (a stored trace classifies every argument it re-checks), and the longest one's
    /// length, past which no argument is looked up.
    private static let spellings: (kinds: [String: TraceArgument.Kind], longest: Int) = {
        let words: [(TraceArgument.Kind, [String])] = [
            (.nil, ["nil", "(null)", "NULL", "null", "Null", "none", ".none", "Optional.none", "(nil)", "<nil>"]),
            (.true, ["YES", "true", "TRUE", "True", "1"]),
            (.false, ["NO", "false", "FALSE", "False", "0"]),
            (.unknown, ["animated", "flag", "appearing", "isAppearing", "visible"]),
        ]
        var kinds: [String: TraceArgument.Kind] = [:]
        for (kind, spellings) in words { for word in spellings { kinds[word] = kind } }
        return (kinds, kinds.keys.map(\.utf8.count).max() ?? 0)
    }()

    /// Classifies argument bytes: nil spellings, Objective-C and Swift booleans, object references.
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>) -> TraceArgument.Kind {
        guard let first = bytes.first else { return .unknown }
        if first == ASCII.openAngle { return .objectReference }
        if bytes.count <= spellings.longest, let kind = spellings.kinds[String(decoding: bytes, as: UTF8.self)] { return kind }
        if bytes.starts(with: "Optional(".utf8) || bytes.starts(with: "0x".utf8) { return .objectReference }
        // `Child(0x7f…)`: a class and an address, as some logs print an object.
        if bytes.last == ASCII.closeParen, let open = bytes.firstIndex(of: ASCII.openParen), open > 0,
            bytes[(open + 1)...].starts(with: "0x".utf8)
        {
            return .objectReference
        }
        let identifier = bytes.allSatisfy { ASCII.isIdentifier($0) || $0 == ASCII.dot }
        return identifier && !ASCII.isDigit(first) ? .objectReference : .unknown
    }
}

extension TraceArgument.Kind {
    /// Classifies argument text stored earlier, the same way the reader classifies it in a line.
    public init(text: String) {
        var text = text
        self = text.withUTF8 { Self.classify($0) }
    }

    /// Classifies stored argument bytes without making a String (re-checking a stored trace).
    public init(utf8 bytes: UnsafeRawBufferPointer) {
        self = Self.classify(bytes.bindMemory(to: UInt8.self))
    }
}
