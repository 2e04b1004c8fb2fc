import LifecycleCheck

/// One call found in Swift or Objective-C source, reduced to what static checks compare: the method
/// name, the receiver and first argument as normalised expression text, and where it sits in its flow.
/// A class, so the checks pass calls around without copying their strings.
final class CallSite: Sendable {
    /// `didMove`, with the labels of the explicit arguments (`["toParent"]`, `_` for none).
    let baseName: String
    let labels: [String]
    /// `self` for an implicit or written `self`, `super`, otherwise the expression without `self.`,
    /// `?` and `!` (`child`, `children[0]`).
    let receiver: String
    /// The first argument's normalised text, nil when there is none.
    let firstArgument: String?
    let line: Int
    let column: Int
    /// Position in the flow: calls in completion closures run after the function's own calls.
    let phase: Int
    let offset: Int
    /// The branch arms the call sits in.
    let path: BranchPath
    /// What the call is about when a pattern names its receiver or its first argument
    /// (`CallSite.subject`: `child.view` concerns `child`), worked out once per call.
    let receiverSubject: String
    let argumentSubject: String?

    init(
        baseName: String, labels: [String], receiver: String, firstArgument: String?, line: Int, column: Int, phase: Int, offset: Int,
        path: BranchPath = BranchPath()
    ) {
        self.baseName = baseName
        self.labels = labels
        self.receiver = receiver
        self.firstArgument = firstArgument
        self.line = line
        self.column = column
        self.phase = phase
        self.offset = offset
        self.path = path
        receiverSubject = Self.subject(receiver)
        argumentSubject = firstArgument.map(Self.subject)
    }

    /// Whose lifecycle an expression concerns, by `ObjectSubject`'s rule on the normalised source
    /// text: `child.view` concerns `child`, and a controller's own `view`
    /// (`parent.view.addSubview(view)`, implicit `self`) concerns `self`.
    static func subject(_ expression: String) -> String {
        let subject = ObjectSubject.text(of: normalisedExpression(expression))
        return subject == "view" ? "self" : subject
    }

    var orderKey: OrderKey { OrderKey(phase: phase, offset: offset) }

    /// `viewWillAppear(_:)`: the name as the API catalog spells it.
    var swiftName: String { SwiftName(base: baseName, labels: labels).description }

    /// Whether a Swift name like `present(_:animated:completion:)` fits this call: same base name and
    /// the explicit labels are the pattern's first labels (trailing closures and defaults may be left out).
    func matches(name: SwiftName) -> Bool {
        baseName == name.base && name.labels.starts(with: labels)
    }
}

/// A Swift method name split into base name and argument labels: `willMove(toParent:)`.
struct SwiftName: Hashable, Sendable, CustomStringConvertible {
    var base: String
    var labels: [String]

    init(base: String, labels: [String]) {
        self.base = base
        self.labels = labels
    }

    init(_ text: String) {
        guard let open = text.firstIndex(of: "(") else {
            base = text
            labels = []
            return
        }
        base = String(text[..<open])
        labels = text[text.index(after: open)...].dropLast().split(separator: ":").map(String.init)
    }

    /// `willMove(toParent:)`, as the catalog spells it.
    var description: String { "\(base)(\(labels.map { $0 + ":" }.joined()))" }
}

/// Normalises an expression so `self.child`, `child!`, `child?` and `self.child?` compare equal:
/// whitespace and optional marks go wherever they are, which a source expression needs and a log's
/// name does not (whose object it concerns is `ObjectSubject`'s, in `CallSite.subject`). ASCII text,
/// nearly all of it, is worked on as bytes and copied only when something goes; other text goes by
/// Character, for Unicode spaces.
func normalisedExpression(_ text: String) -> String {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
        var text = text.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        while text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }
    let isDropped = { (byte: UInt8) in (0x09...0x0D).contains(byte) || byte == 0x20 || byte == 0x3F || byte == 0x21 }
    let filtered = text.utf8.contains(where: isDropped) ? String(decoding: text.utf8.filter { !isDropped($0) }, as: UTF8.self) : text
    let utf8 = filtered.utf8
    var start = utf8.startIndex
    while utf8[start...].starts(with: "self.".utf8) { start = utf8.index(start, offsetBy: 5) }
    return start == utf8.startIndex ? filtered : String(filtered[start...])
}

/// Where a call runs in its flow: completion phases after the function's own calls, then source order.
struct OrderKey: Comparable {
    var phase: Int
    var offset: Int
    static func < (lhs: OrderKey, rhs: OrderKey) -> Bool {
        (lhs.phase, lhs.offset) < (rhs.phase, rhs.offset)
    }
}
