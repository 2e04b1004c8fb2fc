/// The participants of one diagram in order of first appearance, each with a generated identifier
/// (`P1`, `P2`, …) so any object name, `<UIView: 0x…>` included, can be a label.
struct SequenceLanes {
    private(set) var declarations: [String] = []
    private var identifiers: [String: String] = [:]
    private var count = 0

    /// UIKit, which sends callbacks nobody in the trace made.
    mutating func uikit() -> String {
        lane(key: "\u{0}uikit", identifier: "UIKit", label: "UIKit")
    }

    /// The app's own code, which makes top-level explicit calls.
    mutating func app() -> String {
        lane(key: "\u{0}app", identifier: "App", label: "app code")
    }

    /// The participant of an object named as the trace names it.
    mutating func object(_ name: String) -> String {
        if let known = identifiers[name] { return known }
        count += 1
        return lane(key: name, identifier: "P\(count)", label: name)
    }

    private mutating func lane(key: String, identifier: String, label: String) -> String {
        if let known = identifiers[key] { return known }
        identifiers[key] = identifier
        declarations.append("participant \(identifier) as \"\(MermaidText.escape(label))\"")
        return identifier
    }
}
