import Testing

@testable import LifecycleModel

/// The byte-level fast path of `APISpelling` is a twin of the general parse: on every spelling it
/// accepts, both give the same keys.
@Suite struct APISpellingFastPathTests {
    static let written = [
        "addChildViewController:", "addChild(_:)", "addChild()", "viewDidLoad", "beginAppearanceTransition:animated:",
        "willMove(toParent:)", "init(coder:)", "ADDCHILD", "add_child", "addChild(child)", "dismiss(animated:completion:)",
        "(_:)", ":", "a(b(c))", "addChild(_:)x", "init(coder:", "x)", "viewDidLoad()", "_", "9lives",
        "add child view controller", "  did appear ", "a)b", "view]", "视图 出现", "", " ",
    ]

    /// Spellings built from pieces that the fast path accepts and refuses, from a printed seed.
    static func generated(seed: UInt64, count: Int) -> [String] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["view", "Did", "Load", ":", "(", ")", "_", "animated", "9", ".", " ", "-", "[", "]", "Ü", "toParent"]
        return (0..<count).map { _ in (0..<(1 + next(7))).map { _ in pieces[next(pieces.count)] }.joined() }
    }

    @Test(arguments: written + generated(seed: 13, count: 2000))
    func fastPathAgreesWithTheGeneralParse(spelling: String) {
        if let fast = APISpelling(plainIdentifier: spelling) {
            #expect(fast == APISpelling(general: spelling), "seed 13: \(spelling)")
        }
        if let words = APISpelling(words: spelling) {
            #expect(words == APISpelling(general: spelling), "seed 13, words: \(spelling)")
        }
    }

    @Test func theFastPathTakesTheCommonSpellings() {
        for spelling in ["addChildViewController:", "addChild(_:)", "viewDidLoad", "willMove(toParent:)", "UIView.addSubview(_:)"] {
            #expect(APISpelling(plainIdentifier: spelling) != nil)
        }
        #expect(APISpelling(plainIdentifier: "UIKit.UIView.addSubview:")?.className == "UIView")
        for spelling in ["-[UIView addSubview:]", " addChild", "add child", "UIView..addSubview:", "addChild(_:).x"] {
            #expect(APISpelling(plainIdentifier: spelling) == nil)
        }
    }
}
