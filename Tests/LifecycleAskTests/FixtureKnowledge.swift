import LifecycleAsk
import LifecycleModel

/// A small knowledge value built in Swift, so the engine's tests do not depend on Data/.
enum FixtureKnowledge {
    static let text = Bilingual(en: "text", zh: "文本")

    static func api(
        _ className: String, _ selector: String, swift: String?, swift4: String? = nil, kind: APIRecord.Kind, plainWord: Bool? = nil,
        aliases: [String]? = nil
    ) -> APIRecord {
        APIRecord(
            className: className, selector: selector, swift: swift, swift4: swift4, kind: kind, plainWord: plainWord,
            aliases: aliases, summary: Bilingual(en: "\(selector) summary", zh: "\(selector) 摘要"), sources: ["seed"]
        )
    }

    static let catalog = APICatalog([
        api(
            "UIViewController", "addChildViewController:", swift: "addChild(_:)", swift4: "addChildViewController(_:)", kind: .method,
            aliases: ["add child view controller"]),
        api(
            "UIViewController", "removeFromParentViewController", swift: "removeFromParent()", swift4: "removeFromParentViewController()",
            kind: .method),
        api(
            "UIViewController", "willMoveToParentViewController:", swift: "willMove(toParent:)",
            swift4: "willMove(toParentViewController:)", kind: .callback),
        api(
            "UIViewController", "didMoveToParentViewController:", swift: "didMove(toParent:)", swift4: "didMove(toParentViewController:)",
            kind: .callback),
        api("UIViewController", "viewDidLoad", swift: "viewDidLoad()", kind: .callback),
        api("UIViewController", "viewWillAppear:", swift: "viewWillAppear(_:)", kind: .callback),
        api("UIViewController", "viewDidAppear:", swift: "viewDidAppear(_:)", kind: .callback),
        api("UIViewController", "loadView", swift: "loadView()", kind: .callback),
        api("UIViewController", "view", swift: "view", kind: .property, plainWord: true),
        api("UIViewController", "beginAppearanceTransition:animated:", swift: "beginAppearanceTransition(_:animated:)", kind: .method),
        api("UIViewController", "endAppearanceTransition", swift: "endAppearanceTransition()", kind: .method),
        api("UIViewController", "initWithCoder:", swift: "init(coder:)", kind: .initializer),
        api("UIViewController", "awakeFromNib", swift: "awakeFromNib()", kind: .callback),
        api("UIView", "initWithCoder:", swift: "init(coder:)", kind: .initializer),
        api("UIView", "awakeFromNib", swift: "awakeFromNib()", kind: .callback),
        api("UIView", "addSubview:", swift: "addSubview(_:)", kind: .method),
        api("UIView", "removeFromSuperview", swift: "removeFromSuperview()", kind: .method),
        api("UIView", "willMoveToSuperview:", swift: "willMove(toSuperview:)", kind: .callback),
        api("UIView", "didMoveToSuperview", swift: "didMoveToSuperview()", kind: .callback),
        api("UIView", "window", swift: "window", kind: .property, plainWord: true),
        api("UINavigationController", "pushViewController:animated:", swift: "pushViewController(_:animated:)", kind: .method),
        api("UIViewController", "dismissViewControllerAnimated:completion:", swift: "dismiss(animated:completion:)", kind: .method),
        api("UIViewController", "viewWillDisappear:", swift: "viewWillDisappear(_:)", kind: .callback),
        api("UIViewController", "viewDidDisappear:", swift: "viewDidDisappear(_:)", kind: .callback),
    ])

    static let events = [
        EventRecord(
            id: "vc.appears", summary: Bilingual(en: "a view controller appears", zh: "视图控制器显示"),
            phrases: ["view_controller|controller|vc appear*|show*", "控制器 显示|出现"]),
        EventRecord(
            id: "view.added-to-superview", sameAs: "UIView.addSubview:",
            summary: Bilingual(en: "a view is added to a superview", zh: "视图被添加到父视图"),
            phrases: ["view add*|insert* to|into [a|the|its] superview"]),
        EventRecord(
            id: "vc.view-first-read", summary: Bilingual(en: "the view is first read", zh: "首次读取 view"),
            phrases: ["@UIViewController.view access*|read*", "view [is] first read|access*"]),
        EventRecord(
            id: "vc.created-storyboard",
            summary: Bilingual(en: "a view controller is created from a storyboard", zh: "通过 storyboard 创建控制器"),
            phrases: ["view_controller|controller creat* from|in [a|the] storyboard"]),
    ]

    static let contexts = [
        ContextRecord(
            id: "in-view-did-load", summary: Bilingual(en: "inside viewDidLoad", zh: "在 viewDidLoad 中"),
            phrases: ["in|inside|during|from [the] [parent's|parent] @viewDidLoad", "在 @viewDidLoad 中|里"]),
        ContextRecord(
            id: "in-load-view", summary: Bilingual(en: "inside loadView", zh: "在 loadView 中"),
            phrases: ["in|inside [the] @loadView"]),
        ContextRecord(
            id: "after-parent-did-appear", summary: Bilingual(en: "after the parent's viewDidAppear", zh: "在父控制器 viewDidAppear 之后"),
            phrases: ["after [the] [parent's|parent] @viewDidAppear"]),
        ContextRecord(
            id: "without-add-child", summary: Bilingual(en: "without addChildViewController", zh: "没有调用 addChildViewController"),
            phrases: ["without|no|not [calling] @addChildViewController", "没有|未 [调用] @addChildViewController"]),
        ContextRecord(
            id: "begin-yes", summary: Bilingual(en: "with YES", zh: "传 YES"),
            phrases: ["@beginAppearanceTransition [is] [called] with yes|true"]),
    ]

    static let orders = [
        OrderRecord(
            id: "vc.appear", title: text, summary: text,
            steps: [
                OrderStep(api: "viewWillAppear:", receiver: .self),
                OrderStep(api: "viewDidAppear:", receiver: .self, note: Bilingual(en: "after rendering", zh: "渲染之后")),
            ], sources: ["order-source"]),
        OrderRecord(
            id: "view.remove", title: text, summary: text,
            steps: [
                OrderStep(api: "willMoveToSuperview:", nextGuaranteed: false),
                OrderStep(api: "didMoveToSuperview"),
            ], sources: ["order-source"]),
    ]

    static func effect(_ api: String, _ receiver: Receiver, _ timing: Timing? = nil) -> FactEffect {
        FactEffect(api: api, receiver: receiver, timing: timing)
    }

    static let facts = [
        FactRecord(
            id: "containment.add-child", trigger: "addChildViewController:", summary: Bilingual(en: "adding a child", zh: "添加子控制器"),
            answer: Bilingual(en: "addChildViewController: calls willMove itself.", zh: "addChildViewController: 会自动调用 willMove。"),
            fires: [effect("willMoveToParentViewController:", .child)],
            youCall: [effect("didMoveToParentViewController:", .child, .manual)],
            never: [effect("didMoveToParentViewController:", .child, .never)],
            rules: ["containment.add-order"], sources: ["000"]),
        FactRecord(
            id: "containment.add-child-in-view-did-load", trigger: "addChild(_:)", contexts: [["in-view-did-load"]],
            summary: Bilingual(en: "adding a child in viewDidLoad", zh: "在 viewDidLoad 中添加子控制器"),
            answer: Bilingual(en: "The child follows the parent later.", zh: "子控制器之后跟随父控制器。"),
            fires: [effect("willMoveToParentViewController:", .child)], sources: ["000"]),
        FactRecord(
            id: "view.add-subview", trigger: "UIView.addSubview:", summary: Bilingual(en: "adding a subview", zh: "添加子视图"),
            answer: Bilingual(en: "Nothing for the controller until it is on screen.", zh: "控制器不在屏幕上时什么都不会触发。"),
            sources: ["000"]),
        FactRecord(
            id: "view.add-subview-after-appear", trigger: "addSubview:", contexts: [["after-parent-did-appear"]],
            summary: Bilingual(en: "addSubview after the parent appeared", zh: "父控制器显示后 addSubview"),
            answer: Bilingual(en: "The child appears on its own.", zh: "子控制器自己显示。"),
            fires: [FactEffect(order: "vc.appear", receiver: .child, timing: .later)], sources: ["000"]),
        FactRecord(
            id: "view.add-subview-in-view-did-load-without-child", trigger: "addSubview:",
            contexts: [["in-view-did-load"], ["without-add-child"]],
            summary: Bilingual(en: "no callbacks", zh: "没有回调"), answer: Bilingual(en: "No appearance callbacks at all.", zh: "完全没有显示回调。"),
            never: [effect("viewWillAppear:", .child), effect("viewDidAppear:", .child)], sources: ["000"]),
        FactRecord(
            id: "vc.appears", trigger: "event:vc.appears", summary: Bilingual(en: "appearing", zh: "显示"),
            answer: Bilingual(en: "The appear order runs.", zh: "按显示顺序调用。"),
            fires: [FactEffect(order: "vc.appear", receiver: .self)], sources: ["003"]),
        FactRecord(
            id: "loading.view-read-in-load-view", trigger: "event:vc.view-first-read", contexts: [["in-load-view"]],
            summary: Bilingual(en: "recursion", zh: "递归"), answer: Bilingual(en: "loadView recurs forever.", zh: "loadView 无限递归。"),
            fires: [effect("loadView", .self)], sources: ["001"]),
        FactRecord(
            id: "appearance.begin-yes", trigger: "beginAppearanceTransition:animated:", contexts: [["begin-yes"]],
            summary: Bilingual(en: "begin YES", zh: "begin YES"), answer: Bilingual(en: "viewWillAppear fires.", zh: "触发 viewWillAppear。"),
            fires: [effect("viewWillAppear:", .self)], youCall: [effect("endAppearanceTransition", .self, .manual)], sources: ["002"]),
        FactRecord(
            id: "view.remove", trigger: "removeFromSuperview", summary: Bilingual(en: "removing a view", zh: "移除视图"),
            answer: Bilingual(en: "The view hears it is moving.", zh: "视图收到移动回调。"),
            fires: [FactEffect(order: "view.remove", receiver: .self)], sources: ["003"]),
        FactRecord(
            id: "nav.push", trigger: "pushViewController:animated:", summary: Bilingual(en: "pushing a controller", zh: "push 控制器"),
            answer: Bilingual(en: "The old top disappears; the pushed one appears.", zh: "旧栈顶消失，新控制器显示。"),
            fires: [
                effect("viewDidLoad", .child), effect("viewWillDisappear:", .parent), FactEffect(order: "vc.appear", receiver: .child),
            ],
            sources: ["push-doc"]),
        FactRecord(
            id: "presentation.dismiss", trigger: "dismiss(animated:completion:)",
            summary: Bilingual(en: "dismissing a modal", zh: "dismiss 模态"),
            answer: Bilingual(en: "The presented controller disappears.", zh: "被 present 的控制器消失。"),
            fires: [effect("viewWillDisappear:", .presented), effect("viewDidDisappear:", .presented)],
            never: [
                FactEffect(
                    api: "viewWillAppear:", receiver: .presenting, timing: .never,
                    note: Bilingual(en: "a sheet leaves the presenter on screen", zh: "sheet 不移除下面的视图"))
            ],
            sources: ["dismiss-doc"]),
        FactRecord(
            id: "loading.load-view-in-will-appear", trigger: "loadView", contexts: [["in-view-did-load"]],
            summary: Bilingual(en: "loadView by hand", zh: "手动 loadView"), answer: Bilingual(en: "The view is replaced.", zh: "view 被替换。"),
            sources: ["001"]),
    ]

    static let sources = [
        SourceRecord(
            id: "push-doc", kind: .apple, title: "pushViewController(_:animated:)",
            url: "https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)"),
        SourceRecord(id: "000", kind: .seed, title: "addChildViewController and addSubview"),
    ]

    static let scenarios = [
        ScenarioRecord(
            id: "seed.push", title: text, description: text, verdict: .conforming, sources: ["000"],
            trace: "nav pushViewController:animated:\n  top viewWillDisappear:\n  pushed viewWillAppear(_:)\n")
    ]

    static let knowledge = Knowledge(
        sources: sources, catalog: catalog, events: events, contexts: contexts, facts: facts, orders: orders, scenarios: scenarios
    )

    static func engine() throws -> AskEngine {
        try AskEngine(knowledge: knowledge)
    }
}
