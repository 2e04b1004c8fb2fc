import LifecycleKB
import LifecycleLint
import Testing

/// `// lifecycle-kb:disable[-next-line] rule.id` silences exactly one place and only the rules named.
@Suite struct DisableCommentTests {
    static let code = """
        func show(_ child: UIViewController) {
            view.addSubview(child.view)
            addChild(child)
            child.didMove(toParent: self)
        }
        """

    func findings(_ source: String) throws -> [String] {
        try BuiltInKnowledge.linter().lint(source: source, file: "F.swift").map(\.category)
    }

    @Test func commentsSilenceOnePlace() throws {
        #expect(try findings(Self.code) == ["containment.add-order"])
        let sameLine = Self.code.replacingOccurrences(
            of: "addChild(child)", with: "addChild(child) // lifecycle-kb:disable containment.add-order")
        #expect(try findings(sameLine).isEmpty)
        let nextLine = Self.code.replacingOccurrences(
            of: "    addChild(child)", with: "    // lifecycle-kb:disable-next-line containment.add-order\n    addChild(child)")
        #expect(try findings(nextLine).isEmpty)
        let otherRule = Self.code.replacingOccurrences(of: "addChild(child)", with: "addChild(child) // lifecycle-kb:disable super.missing")
        #expect(try findings(otherRule) == ["containment.add-order"])
        let wrongLine = Self.code.replacingOccurrences(
            of: "child.didMove(toParent: self)", with: "child.didMove(toParent: self) // lifecycle-kb:disable containment.add-order")
        #expect(try findings(wrongLine) == ["containment.add-order"])
    }
}
