import Testing

@testable import LifecycleLint

/// Whether a receiver is a view controller comes from declarations read together and the SDK classes;
/// names alone only make it likely, and a SpriteKit node or an XML element is not one.
@Suite struct TypeIndexTests {
    static let controller: Set = ["UIViewController"]

    static let index = TypeIndex([
        TypeDeclaration(name: "BaseViewController", kind: .class, inherited: ["UIViewController", "Themed"]),
        TypeDeclaration(name: "FeedViewController", kind: .class, inherited: ["BaseViewController"]),
        TypeDeclaration(name: "Themed", kind: .protocol, inherited: ["AnyObject"]),
        TypeDeclaration(name: "BoardScene", kind: .class, inherited: ["SKScene"]),
        TypeDeclaration(name: "Presenter", kind: .class, inherited: ["Themed"]),
        TypeDeclaration(name: "Settings", kind: .value, inherited: []),
        TypeDeclaration(name: "Screen", kind: .alias, inherited: ["FeedViewController"]),
        TypeDeclaration(name: "Embedding", kind: .protocol, inherited: ["UIViewController"]),
        TypeDeclaration(name: "Loop", kind: .class, inherited: ["Loop"]),
        TypeDeclaration(name: "HomeViewController", kind: .class, inherited: ["UIViewController"]),
        TypeDeclaration(name: "HomeViewController", kind: .class, inherited: ["NSObject"]),
        TypeDeclaration(name: "FormScreen", kind: .class, inherited: ["FormViewController"]),
    ])

    @Test(arguments: [
        (TypeReference.named("FeedViewController"), Evidence.known),
        (.named("Screen"), .known),
        (.named("Embedding"), .known),
        (.named("UINavigationController"), .known),
        (.named("UIHostingController"), .known),
        (.named("FormScreen"), .likely),
        (.named("HomeViewController"), .likely),
        (.unnamed("menuVC"), .likely),
        (.unnamed("detailViewController"), .likely),
        (.unknownSelf, .likely),
        (.named("BoardScene"), .none),
        (.named("SKNode"), .none),
        (.named("XMLElement"), .none),
        (.named("NSViewController"), .none),
        (.named("Presenter"), .none),
        (.named("Settings"), .none),
        (.named("NSFetchedResultsController"), .none),
        (.named("Loop"), .none),
        (.unnamed("parser"), .none),
    ])
    func controllerEvidence(type: TypeReference, expected: Evidence) {
        #expect(Self.index.evidence(type, kindOf: Self.controller) == expected)
    }

    @Test func cellsAreJudgedByTheirOwnAncestors() {
        let index = TypeIndex([TypeDeclaration(name: "MessageCell", kind: .class, inherited: ["UITableViewCell"])])
        #expect(index.evidence(.named("MessageCell"), kindOf: ["UITableViewCell", "UICollectionViewCell"]) == .known)
        #expect(index.evidence(.named("UICollectionReusableView"), kindOf: ["UICollectionViewCell"]) == .none)
        #expect(index.evidence(.named("FancyCell"), kindOf: ["UITableViewCell"]) == .likely)
    }

    @Test func writtenTypesNameTheirLastIdentifier() {
        #expect(TypeReference.written("UIViewController?") == .named("UIViewController"))
        #expect(TypeReference.written("Kit.MenuViewController!") == .named("MenuViewController"))
        #expect(TypeReference.written("UIHostingController<Root>") == .named("UIHostingController"))
        #expect(TypeReference.written("[UIViewController]") == .named("UIViewController"))
        #expect(TypeReference.written("some UIViewController") == .named("UIViewController"))
        #expect(TypeReference.written("(Bool) -> Void") == nil)
        #expect(TypeReference.written("id") == nil)
    }

    @Test func branchPathsTellExclusiveDominatingAndSometimes() {
        let ifArm = BranchPath.Arm(statement: 10, index: 0)
        let elseArm = BranchPath.Arm(statement: 10, index: 1)
        let loop = BranchPath.Arm(statement: 50, index: 0)
        #expect(BranchPath(arms: [ifArm]).relation(toLater: BranchPath(arms: [elseArm])) == .exclusive)
        #expect(BranchPath().relation(toLater: BranchPath(arms: [ifArm])) == .dominates)
        #expect(BranchPath(arms: [ifArm]).relation(toLater: BranchPath()) == .sometimes)
        #expect(BranchPath(arms: [ifArm]).relation(toLater: BranchPath(arms: [loop])) == .sometimes)
        #expect(BranchPath(arms: [ifArm]).relation(toLater: BranchPath(arms: [ifArm, loop])) == .dominates)
        #expect(!BranchPath(arms: [ifArm, loop]).canRunWith(BranchPath(arms: [elseArm])))
    }
}
