import Foundation
import LifecycleKB
import Testing

@testable import LifecycleLint

/// The Objective-C reader: tokens that skip comments, strings and preprocessor lines; method heads,
/// message sends under their Swift names, blocks and branches as the Swift reader makes them; and no
/// input, however broken, that makes it loop or read out of bounds.
@Suite struct ObjCReaderTests {
    static func texts(_ source: String) -> [String] {
        let text = SourceText(source)
        return ObjCTokenizer.tokens(text.bytes).map { text.text($0.start..<$0.end) }
    }

    @Test func tokensSkipCommentsStringsAndDirectives() {
        let source = """
            #import <UIKit/UIKit.h>
            #define WIDE(x) \\
                [x addChildViewController:y]
            // [self addChildViewController:commented];
            /* [self loadView]; */ a->b == c = '[' ;
            NSString *s = @"[self loadView] \\" ]"; char *t = "x";
            """
        #expect(
            Self.texts(source) == [
                "a", "->", "b", "==", "c", "=", "'['", ";", "NSString", "*", "s", "=", #"@"[self loadView] \" ]""#, ";", "char", "*", "t",
                "=", "\"x\"", ";",
            ])
        #expect(Self.texts("/* never closed [x y]").isEmpty)
        #expect(Self.texts("\"never closed\nnext") == ["\"never closed", "next"])
    }

    @Test func anyBytesEndInOrderedTokensWithinTheFile() throws {
        let catalog = try Self.catalog()
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("[]{}()^@\"'/*#\\\n :;-+.=<>_aZ0é".utf8)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0..<80, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let tokens = ObjCTokenizer.tokens(bytes)
            var last = 0
            for token in tokens {
                #expect(token.start >= last && token.start < token.end && token.end <= bytes.count, "\(bytes)")
                last = token.end
            }
            let source = String(decoding: bytes, as: UTF8.self)
            _ = ObjCReader(source: SourceText(source), watchedCalls: ["addChild"], catalog: catalog).read()
        }
    }

    static func catalog() throws -> CatalogNames {
        CatalogNames(try BuiltInKnowledge.bundle().knowledge.catalog)
    }

    static let container = """
        @interface MenuContainerViewController ()
        @property (nonatomic, strong, nullable) MenuViewController *menu;
        @end

        @implementation MenuContainerViewController {
            UIViewController *_detail;
        }

        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            if (self.menu == nil) {
                [self addChildViewController:[self makeMenu]];
            } else {
                [self.menu beginAppearanceTransition:YES animated:animated];
            }
        }

        - (void)showDetail:(UIViewController *)detail animated:(BOOL)animated NS_REQUIRES_SUPER {
            __weak typeof(self) weakSelf = self;
            UIView *detailView = detail.view;
            [UIView animateWithDuration:0.3 animations:^{
                [weakSelf.view addSubview:detailView];
            } completion:^(BOOL finished) {
                [detail didMoveToParentViewController:weakSelf];
            }];
            dispatch_async(dispatch_get_main_queue(), ^{
                [_detail removeFromParentViewController];
            });
        }
        @end
        """

    @Test func methodsMessagesBlocksAndBranches() throws {
        let watched: Set = ["addChild", "beginAppearanceTransition", "addSubview", "didMove", "removeFromParent"]
        let facts = ObjCReader(source: SourceText(Self.container), watchedCalls: watched, catalog: try Self.catalog()).read()
        #expect(facts.properties["MenuContainerViewController"]?["menu"]?.type == .named("MenuViewController"))
        #expect(facts.properties["MenuContainerViewController"]?["menu"]?.isFilePrivate == true)
        #expect(facts.properties["MenuContainerViewController"]?["_detail"]?.type == .named("UIViewController"))

        let methods = facts.flows.compactMap(\.function).map(\.name)
        #expect(methods == ["viewWillAppear(_:)", "showDetail(_:animated:)"])
        let appear = try #require(facts.flows.first { $0.function?.name == "viewWillAppear(_:)" })
        #expect(appear.type?.name == "MenuContainerViewController")
        #expect(appear.superCalls == ["viewWillAppear(_:)"])
        #expect(appear.calls.map(\.swiftName) == ["viewWillAppear(_:)", "addChild(_:)", "beginAppearanceTransition(_:animated:)"])
        let add = appear.calls[1]
        let begin = appear.calls[2]
        #expect(add.receiver == "self" && begin.receiver == "menu")
        #expect(add.path.relation(toLater: begin.path) == .exclusive)
        #expect((add.line, add.column) == (12, 9))

        let show = try #require(facts.flows.first { $0.function?.name == "showDetail(_:animated:)" })
        #expect(show.parameters == ["detail", "animated"])
        #expect(show.declaredTypes["detail"] == .named("UIViewController"))
        // The animations run inline, the completion later; the dispatched block is a flow of its own.
        #expect(show.calls.map(\.swiftName) == ["addSubview(_:)", "didMove(toParent:)"])
        #expect(show.calls.map(\.receiver) == ["view", "detail"])
        #expect(show.calls.map(\.argumentSubject) == ["detail", "self"])
        #expect(show.calls.map(\.phase) == [0, 1])
        let block = try #require(show.nested.first)
        #expect(block.calls.map(\.swiftName) == ["removeFromParent()"])
        // An instance variable stands for its property unless a local of the property's name is in scope.
        #expect(block.calls.first?.receiver == "_detail")
    }

    @Test func selectorsTakeTheirCatalogSwiftNames() throws {
        let catalog = try Self.catalog()
        #expect(catalog.swiftName(ofSelector: "addChildViewController:") == "addChild(_:)")
        #expect(catalog.swiftName(ofSelector: "removeFromParentViewController") == "removeFromParent()")
        #expect(catalog.swiftName(ofSelector: "didMoveToParentViewController:") == "didMove(toParent:)")
        #expect(catalog.swiftName(ofSelector: "insertSubview:belowSubview:") == "insertSubview(_:belowSubview:)")
        #expect(catalog.swiftName(ofSelector: "reloadData") == "reloadData()")
        #expect(ObjCReader.callName(of: "animateWithDuration:animations:completion:") == "animate")
        #expect(
            ObjCReader.callName(of: "transitionFromViewController:toViewController:duration:options:animations:completion:") == "transition"
        )
        #expect(ObjCReader.callName(of: "enumerateObjectsUsingBlock:") == "enumerateObjects")
    }

    @Test func headersDeclareClassesAndProtocols() throws {
        let header = """
            @class Other;
            @protocol Paging <NSObject>
            - (void)next;
            @end
            @interface PagerViewController : UIViewController <Paging>
            @property (nonatomic, copy) NSArray<UIViewController *> *pages;
            - (void)showPage:(NSInteger)index;
            @end
            """
        let facts = ObjCReader(source: SourceText(header), watchedCalls: [], catalog: try Self.catalog(), readsBodies: false).read()
        #expect(facts.declarations.contains(TypeDeclaration(name: "PagerViewController", kind: .class, inherited: ["UIViewController"])))
        #expect(facts.declarations.contains(TypeDeclaration(name: "Paging", kind: .protocol, inherited: ["NSObject"])))
        #expect(facts.properties["PagerViewController"]?["pages"]?.isFilePrivate == false)
    }
}
