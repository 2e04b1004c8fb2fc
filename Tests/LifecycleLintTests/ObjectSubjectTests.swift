import Testing

@testable import LifecycleCheck
@testable import LifecycleLint

/// Whose object an expression concerns, one table for the rule both pipelines share
/// (`ObjectSubject`) and for what each side makes of it: the trace reader's `IdentityReference` and
/// lint's `CallSite.subject` (a receiver's or an argument's text, as the Swift and Objective-C readers
/// hand it over). Where the two differ the row says why.
@Suite struct ObjectSubjectTests {
    struct Row: CustomTestStringConvertible, Sendable {
        /// The expression, as a log line or a source file writes it.
        let text: String
        /// `ObjectSubject.text(of:)`: the shared rule alone.
        let shared: String
        /// The trace reader's reading: `self`, `tag x`, `class X`, `address 0x…`, `none`.
        let trace: String
        /// Lint's subject text.
        let lint: String

        var testDescription: String { text }
    }

    static let rows: [Row] = [
        // The shared rule: marks at the end, a trailing `.view`, a leading `self.`.
        Row(text: "self", shared: "self", trace: "self", lint: "self"),
        Row(text: "self.view", shared: "self", trace: "self", lint: "self"),
        Row(text: "child", shared: "child", trace: "tag child", lint: "child"),
        Row(text: "child.view", shared: "child", trace: "tag child", lint: "child"),
        Row(text: "self.child", shared: "child", trace: "tag child", lint: "child"),
        Row(text: "self.child.view", shared: "child", trace: "tag child", lint: "child"),
        Row(text: "child!", shared: "child", trace: "tag child", lint: "child"),
        Row(text: "self.child!", shared: "child", trace: "tag child", lint: "child"),
        Row(text: "child?", shared: "child", trace: "tag child", lint: "child"),
        Row(text: "child!.view", shared: "child", trace: "tag child", lint: "child"),
        Row(text: "self.child?.view", shared: "child", trace: "tag child", lint: "child"),
        Row(text: "parent.child.view", shared: "parent.child", trace: "tag parent.child", lint: "parent.child"),
        Row(text: "children[0].view", shared: "children[0]", trace: "none", lint: "children[0]"),
        // `.view` alone names no object's view.
        Row(text: ".view", shared: ".view", trace: "tag .view", lint: ".view"),
        // A bare `view`: in source it is `self.view` (implicit `self`); in a log, a word someone wrote.
        Row(text: "view", shared: "view", trace: "tag view", lint: "self"),
        // `super` is the enclosing object for the trace reader; lint keeps super calls apart by their receiver.
        Row(text: "super", shared: "super", trace: "self", lint: "super"),
        // Marks and spaces inside an expression: only source writes them (a log prints values), and
        // lint's normalisation drops them before the shared rule; a log name is cut at its ends only.
        Row(text: "self?.child", shared: "self?.child", trace: "none", lint: "child"),
        Row(text: "child.view!", shared: "child.view", trace: "tag child.view", lint: "child"),
        Row(text: "self.child?.view!", shared: "child?.view", trace: "none", lint: "child"),
        Row(text: "self . child", shared: "self . child", trace: "none", lint: "child"),
        // `self.` is dropped once by the shared rule; lint's normalisation drops every one.
        Row(text: "self.self.child", shared: "self.child", trace: "tag self.child", lint: "child"),
        // Objective-C: a property chain reads like Swift; a nested message is read by neither.
        Row(text: "[self view]", shared: "[self view]", trace: "none", lint: "[selfview]"),
        Row(text: "[child]", shared: "[child]", trace: "tag child", lint: "[child]"),
        // Names only a log has: classes, addresses, descriptions, numbered tags.
        Row(text: "HomeController", shared: "HomeController", trace: "class HomeController", lint: "HomeController"),
        Row(text: "Module.Home.view", shared: "Module.Home", trace: "class Home", lint: "Module.Home"),
        Row(text: "<Home: 0x7fa1c0d0>", shared: "<Home: 0x7fa1c0d0>", trace: "address 0x7fa1c0d0 Home", lint: "<Home:0x7fa1c0d0>"),
        Row(text: "vc1", shared: "vc1", trace: "tag vc1", lint: "vc1"),
        Row(text: "42", shared: "42", trace: "none", lint: "42"),
    ]

    /// What the trace reader makes of `text` as one name on a line.
    static func traceReading(_ text: String) -> String {
        Array(text.utf8).withUnsafeBufferPointer { line in
            let reference = IdentityReference.parse(line, 0..<line.count)
            let name = reference.name.map { String(decoding: UnsafeBufferPointer(rebasing: line[$0]), as: UTF8.self) }
            switch reference.kind {
            case .none: return "none"
            case .enclosing: return "self"
            case .tag: return "tag " + (name ?? "")
            case .className: return "class " + (name ?? "")
            case .address:
                let address = reference.address.map { String(decoding: UnsafeBufferPointer(rebasing: line[$0]), as: UTF8.self) }
                return (["address", address, name].compactMap { $0 }).joined(separator: " ")
            }
        }
    }

    @Test(arguments: rows) func whoseObjectAnExpressionConcerns(_ row: Row) {
        #expect(ObjectSubject.text(of: row.text) == row.shared, "shared rule")
        #expect(Self.traceReading(row.text) == row.trace, "trace reader")
        #expect(CallSite.subject(row.text) == row.lint, "lint")
    }
}
