import Testing

@testable import LifecycleData
@testable import LifecycleKB

/// The screen refuses anchors where YAML would read them, and only there, naming their line.
@Suite struct UntrustedYAMLTests {
    private func anchorLine(_ text: String) -> Int? {
        do {
            try UntrustedYAML.screen(path: "team.yaml", text: text)
            return nil
        } catch {
            return error.line
        }
    }

    @Test func anchorsAreRefusedOnTheirLine() {
        #expect(anchorLine("id: a\nb: &x [1]\n") == 2)
        #expect(anchorLine("id: a\nlist:\n  - &first x\n") == 3)
        #expect(anchorLine("a: [1, &x 2]\n") == 1)
        #expect(anchorLine("a: {k: &é v}\n") == 1)
    }

    @Test func ampersandsThatAreTextPass() {
        #expect(anchorLine("summary: 'a &b c'\n") == nil)
        #expect(anchorLine("summary: \"begin &end\"\n") == nil)
        #expect(anchorLine("id: a # see &note\n") == nil)
        #expect(anchorLine("summary: begin&end, x & y\n") == nil)
    }

    /// A block scalar's lines are text: a Swift example's `&subscriptions` is no anchor, while the
    /// line after the block is read again.
    @Test func blockScalarsAreText() {
        #expect(anchorLine("lint:\n  - |\n    x.store(in: &subscriptions)\n\n    y(&z)\n") == nil)
        #expect(anchorLine("fix: >-\n  call it with &state\nnext: &x 1\n") == 3)
        #expect(anchorLine("a: b|c\nd: &x 1\n") == 2)
    }
}
