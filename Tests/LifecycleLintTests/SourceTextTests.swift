import Foundation
import LifecycleTraceGenerator
import SwiftParser
import SwiftSyntax
import Testing

@testable import LifecycleLint

/// lint reads node texts and positions from the file's bytes instead of asking swift-syntax; swift-syntax's
/// own `trimmedDescription` and `SourceLocationConverter` are the reference, on every node of every fixture
/// and of variants with other line endings and non-ASCII text.
@Suite struct SourceTextTests {
    static func sources() throws -> [(name: String, text: String)] {
        let fixtures = SourceFileWalker.files(in: [FixtureTests.fixtures.path]).files.filter { $0.hasSuffix(".swift") }
        var sources = try fixtures.map { ($0, try String(contentsOfFile: $0, encoding: .utf8)) }
        #expect(sources.count >= 4)
        let sample = sources[0].1
        sources.append(("crlf", sample.replacingOccurrences(of: "\n", with: "\r\n")))
        sources.append(("cr", sample.replacingOccurrences(of: "\n", with: "\r")))
        sources.append(
            (
                "mixed",
                sample.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    .map { $0.element + ["\n", "\r\n", "\r"][$0.offset % 3] }.joined()
            ))
        sources.append(
            (
                "non-ASCII",
                "// 画面の説明 é\nfinal class 画面A: UIViewController {\n  let 子 = ChildViewController() // ✓\n"
                    + "  override func viewDidLoad() { super.viewDidLoad(); addChild(子); view.addSubview(子.view); 子.didMove(toParent: self) }\n}\n"
            ))
        sources.append(("no final newline", "func f() { child.view.removeFromSuperview() }"))
        return sources
    }

    @Test func textsAndPositionsAgreeWithSwiftSyntax() throws {
        for (name, text) in try Self.sources() {
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: name, tree: tree)
            let source = SourceText(text)
            var nodes = 0
            for node in AllNodes(tree).nodes {
                nodes += 1
                #expect(source.text(of: node) == node.trimmedDescription, "\(name): \(node.kind)")
                guard node.positionAfterSkippingLeadingTrivia < node.endPositionBeforeTrailingTrivia else { continue }
                let expected = converter.location(for: node.positionAfterSkippingLeadingTrivia)
                let actual = source.location(of: node)
                #expect(actual.line == expected.line && actual.column == expected.column, "\(name): \(node.kind) at \(expected)")
                if let reference = node.as(DeclReferenceExprSyntax.self) {
                    let offset = reference.positionAfterSkippingLeadingTrivia.utf8Offset
                    #expect(source.hasName(reference.baseName.text, at: offset))
                    if reference.baseName.text.last?.isLetter == true {
                        #expect(!source.hasName(String(reference.baseName.text.dropLast()), at: offset))
                    }
                }
            }
            #expect(nodes > 20, "\(name)")
        }
    }

    /// The byte paths for ASCII (the normalisation, and whose object through `ObjectSubject`) against
    /// the plain Character rules they stand in for, on random expressions.
    @Test func normalisedExpressionsAgreeWithTheCharacterPath() {
        let pieces = ["self.", "child", ".view", "view", "?", "!", " ", "\t", "[0]", "children", "\n", "vc", "_x", "é", "e\u{301}", " "]
        var generator = SystemRandomNumberGenerator()
        let seed = UInt64.random(in: 0...UInt64.max, using: &generator)
        var random = SeededGenerator(seed: seed)
        for _ in 0..<5000 {
            let text = (0..<Int(random.next() % 7)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            var expected = text.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
            while expected.hasPrefix("self.") { expected.removeFirst(5) }
            #expect(normalisedExpression(text) == expected, "seed \(seed): \(text.debugDescription)")
            // Whose object: `ObjectSubject`'s bytes on the normalised text against the plain Character rule.
            if expected.hasSuffix(".view"), expected.count > 5 { expected.removeLast(5) }
            #expect(CallSite.subject(text) == (expected == "view" ? "self" : expected), "seed \(seed): \(text.debugDescription)")
        }
    }
}

/// Every node of a tree, tokens included.
private final class AllNodes: SyntaxAnyVisitor {
    private(set) var nodes: [Syntax] = []

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        nodes.append(node)
        return .visitChildren
    }
}
