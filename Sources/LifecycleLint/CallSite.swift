/// One call found in Swift source, reduced to what static checks compare: the method name, the
/// receiver and first argument as normalised expression text, and where it sits in its flow.
struct CallSite: Sendable {
    /// `didMove`, with the labels of the explicit arguments (`["toParent"]`, `_` for none).
    var baseName: String
    var labels: [String]
    /// `self` for an implicit or written `self`, `super`, otherwise the expression without `self.`,
    /// `?` and `!` (`child`, `children[0]`).
    var receiver: String
    /// The first argument's normalised text, nil when there is none.
    var firstArgument: String?
    var line: Int
    var column: Int
    /// Position in the flow: calls in completion closures run after the function's own calls.
    var phase: Int
    var offset: Int

    var orderKey: OrderKey { OrderKey(phase: phase, offset: offset) }

    /// `viewWillAppear(_:)`: the name as the API catalog spells it.
    var swiftName: String { "\(baseName)(\(labels.map { $0 + ":" }.joined()))" }

    /// Whether a Swift name like `present(_:animated:completion:)` fits this call: same base name and
    /// the explicit labels are the pattern's first labels (trailing closures and defaults may be left out).
    func matches(name: SwiftName) -> Bool {
        baseName == name.base && labels.count <= name.labels.count && Array(name.labels.prefix(labels.count)) == labels
    }
}

/// A Swift method name split into base name and argument labels: `willMove(toParent:)`.
struct SwiftName: Hashable, Sendable {
    var base: String
    var labels: [String]

    init(_ text: String) {
        guard let open = text.firstIndex(of: "(") else {
            base = text
            labels = []
            return
        }
        base = String(text[..<open])
        labels = text[text.index(after: open)...].dropLast().split(separator: ":").map(String.init)
    }
}

/// Normalises an expression so `self.child`, `child!` and `child?` compare equal, and drops a trailing
/// `.view` so `child.view` concerns `child`.
func normalisedExpression(_ text: String, dropView: Bool) -> String {
    var text = text.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
    while text.hasPrefix("self.") { text.removeFirst(5) }
    if dropView, text.hasSuffix(".view"), text.count > 5 { text.removeLast(5) }
    return text
}

/// Where a call runs in its flow: completion phases after the function's own calls, then source order.
struct OrderKey: Comparable {
    var phase: Int
    var offset: Int

    static func < (lhs: OrderKey, rhs: OrderKey) -> Bool {
        (lhs.phase, lhs.offset) < (rhs.phase, rhs.offset)
    }
}
