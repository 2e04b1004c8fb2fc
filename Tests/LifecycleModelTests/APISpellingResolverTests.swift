import LifecycleTraceGenerator
import Testing

@testable import LifecycleModel

/// `APISpellingParts`, the byte reader every spelling goes through, against a plain `String`
/// reference written the obvious way: on every spelling both give the same class and keys.
@Suite struct APISpellingResolverTests {
    static let written = [
        "addChildViewController:", "addChild(_:)", "addChild()", "viewDidLoad", "beginAppearanceTransition:animated:",
        "willMove(toParent:)", "init(coder:)", "ADDCHILD", "add_child", "addChild(child)", "dismiss(animated:completion:)",
        "(_:)", ":", "a(b(c))", "addChild(_:)x", "init(coder:", "x)", "viewDidLoad()", "_", "9lives",
        "add child view controller", "  did appear ", "a)b", "view]", "视图 出现", "", " ", "-[UIView layoutSubviews]",
        "+[UIView(Animations) animateWithDuration:]", "-[UIView (Foo) bar]", "[UIView  UIView.bar]", "[ foo ]", "[foo ]",
        "UIKit.UIView.addSubview:", "UIView..addSubview:", "..x", "-[HomeViewController(Private Parts) viewDidLoad]",
        "[]", "[", "-", "+[x]", "UIView.addSubview(_:).x", "a.b c", "-[UIViewController willMoveToParentViewController:]",
    ]

    /// Spellings built from pieces of every shape, from a printed seed.
    static func generated(seed: UInt64, count: Int) -> [String] {
        var random = SeededGenerator(seed: seed)
        func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        let pieces = [
            "view", "Did", "Load", ":", "(", ")", "_", "animated", "9", ".", " ", "-", "+", "[", "]", "Ü", "toParent", "UIView",
            "Cat", "\t",
        ]
        return (0..<count).map { _ in (0..<(1 + next(8))).map { _ in pieces[next(pieces.count)] }.joined() }
    }

    @Test(arguments: written + generated(seed: 13, count: 4000))
    func theByteReaderAgreesWithThePlainReference(spelling: String) {
        #expect(APISpelling(spelling) == ReferenceSpelling.parse(spelling), "seed 13: \(spelling)")
    }

    @Test func classesAreReadFromEveryShape() {
        #expect(APISpelling("-[UIView(Animations) layoutSubviews]")?.className == "UIView")
        #expect(APISpelling("-[HomeViewController(Private Parts) viewDidLoad]")?.fullKey == "viewdidload")
        #expect(APISpelling("UIKit.UIView.addSubview(_:)")?.className == "UIView")
        #expect(APISpelling("willMove(toParent:)") == APISpelling(className: nil, fullKey: "willmovetoparent", baseKey: "willmove"))
        #expect(APISpelling("add child view controller")?.fullKey == "addchildviewcontroller")
        #expect(APISpelling(" (_:) ") == nil)
    }
}

/// The spelling rules in plain `String` code, slow and obvious: trim; drop a leading `-`/`+`;
/// `[Class(Category) rest]` names a class (category dropped); in a spelling without spaces the
/// qualifier before the last dot outside the argument list is the class; `base(labels)`; keys are
/// the letters and digits, lowercased.
enum ReferenceSpelling {
    static func parse(_ raw: String) -> APISpelling? {
        var text = Substring(raw.trimmingWhitespace())
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        var className: String?
        if text.first == "[", text.last == "]", text.count >= 2 {
            let inner = text.dropFirst().dropLast()
            let afterSpaces = inner.drop { $0 == " " }
            let word = firstWord(afterSpaces)
            let rest = afterSpaces.dropFirst(word.count)
            if rest.count >= 2 {
                className = String(word.prefix { $0 != "(" })
                text = rest.dropFirst()
            } else {
                text = inner
            }
        }
        let head = text.prefix { $0 != "(" }
        if let dot = head.lastIndex(of: "."), !text.contains(" ") {
            if let last = text[..<dot].split(separator: ".").last { className = String(last) }
            text = text[text.index(after: dot)...]
        }
        var base = text
        var labels = Substring("")
        if let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close {
            base = text[..<open]
            labels = text[text.index(after: open)..<close]
        }
        let key = { (part: Substring) in String(part.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }).lowercased() }
        let full = key(base) + key(labels)
        guard !full.isEmpty else { return nil }
        return APISpelling(className: className, fullKey: full, baseKey: key(labels).isEmpty ? nil : key(base))
    }

    /// The first word: up to a space, where a `(Category)` may hold spaces.
    private static func firstWord(_ text: Substring) -> Substring {
        var end = text.startIndex
        while end < text.endIndex, text[end] != " " {
            if text[end] == "(" {
                end = text[end...].firstIndex(of: ")") ?? text.endIndex
                if end < text.endIndex { end = text.index(after: end) }
            } else {
                end = text.index(after: end)
            }
        }
        return text[..<end]
    }
}
