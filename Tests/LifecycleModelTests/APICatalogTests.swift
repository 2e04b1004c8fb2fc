import LifecycleModel
import Testing

/// Lookup accepts every spelling people write for one API.
@Suite struct APICatalogTests {
    static let catalog = APICatalog([
        APIRecord(
            className: "UIViewController", selector: "addChildViewController:", swift: "addChild(_:)",
            swift4: "addChildViewController(_:)", kind: .method, summary: .init(en: "", zh: ""), sources: ["s"]),
        APIRecord(
            className: "UIViewController", selector: "willMoveToParentViewController:", swift: "willMove(toParent:)",
            swift4: "willMove(toParentViewController:)", kind: .callback, summary: .init(en: "", zh: ""), sources: ["s"]),
        APIRecord(
            className: "UIView", selector: "willMoveToSuperview:", swift: "willMove(toSuperview:)", kind: .callback,
            summary: .init(en: "", zh: ""), sources: ["s"]),
        APIRecord(
            className: "UIViewController", selector: "initWithCoder:", swift: "init(coder:)", kind: .initializer,
            summary: .init(en: "", zh: ""), sources: ["s"]),
        APIRecord(
            className: "UIView", selector: "initWithCoder:", swift: "init(coder:)", kind: .initializer,
            summary: .init(en: "", zh: ""), sources: ["s"]),
        APIRecord(
            className: "UIViewController", selector: "viewWillAppear:", swift: "viewWillAppear(_:)", kind: .callback,
            aliases: ["view will appear", "will appear"], summary: .init(en: "", zh: ""), sources: ["s"]),
    ])

    @Test(arguments: [
        "addChildViewController:", "addChildViewController", "-[UIViewController addChildViewController:]",
        "addChild(_:)", "addChild", "addChildViewController(_:)", "ADDCHILDVIEWCONTROLLER:", "addchild",
        "UIViewController.addChild(_:)", "  addChild(_:)  ", "-[MyContainer addChildViewController:]",
    ])
    func everySpellingOfAddChildFindsOneRecord(spelling: String) {
        #expect(Self.catalog.lookup(spelling).map(\.id) == ["UIViewController.addChildViewController:"])
    }

    @Test func swiftLabelsTellWillMoveApart() {
        #expect(Self.catalog.resolve("willMove(toParent:)")?.id == "UIViewController.willMoveToParentViewController:")
        #expect(Self.catalog.resolve("willMove(toParentViewController:)")?.id == "UIViewController.willMoveToParentViewController:")
        #expect(Self.catalog.resolve("willMove(toSuperview:)")?.id == "UIView.willMoveToSuperview:")
        #expect(Self.catalog.lookup("willMove").count == 2)
    }

    @Test func aClassNarrowsASpellingSharedByTwoClasses() {
        #expect(Self.catalog.lookup("initWithCoder:").count == 2)
        #expect(Self.catalog.resolve("UIView.initWithCoder:")?.className == "UIView")
        #expect(Self.catalog.resolve("-[UIViewController initWithCoder:]")?.className == "UIViewController")
        #expect(Self.catalog.resolve("init(coder:)") == nil)
    }

    @Test func aResolutionIsOneRecordSeveralOrNone() throws {
        #expect(Self.catalog.resolution(of: "UIView.initWithCoder:").record?.className == "UIView")
        #expect(Self.catalog.resolution(of: "UIView.initWithCoder:").problem(spelling: "UIView.initWithCoder:") == nil)
        let shared = Self.catalog.resolution(of: "init(coder:)")
        guard case .ambiguous(let records) = shared else { throw ResolutionMismatch(found: shared) }
        #expect(Set(records.map(\.className)) == ["UIView", "UIViewController"])
        #expect(shared.record == nil)
        #expect(shared.problem(spelling: "init(coder:)")?.hasPrefix("ambiguous API 'init(coder:)' (") == true)
        #expect(Self.catalog.resolution(of: "viewDidApear:") == .unknown)
        #expect(Self.catalog.resolution(of: "viewDidApear:").problem(spelling: "viewDidApear:") == "unknown API 'viewDidApear:'")
    }

    /// What a resolution test found instead of the case it expected.
    struct ResolutionMismatch: Error {
        let found: APIResolution
    }

    @Test func spacedPhrasesAndLowercaseHooksResolveThroughKeys() {
        #expect(Self.catalog.resolve("Will Appear")?.selector == "viewWillAppear:")
        #expect(Self.catalog.lookup(key: "viewwillappear").map(\.selector) == ["viewWillAppear:"])
        #expect(Self.catalog.lookup(key: "willmovetosuperview").map(\.selector) == ["willMoveToSuperview:"])
        #expect(Self.catalog.lookup("viewDidApear:").isEmpty)
    }
}
