/// Paraphrases of every shared acceptance question: other API spellings, other words, Chinese.
/// They check understanding, not a lookup of the shared sentences.
enum AcceptanceParaphrases {
    static let addChild = (
        fires: ["child:willMoveToParentViewController:"], notFires: ["didMoveToParentViewController:"],
        youCall: ["didMoveToParentViewController:"]
    )
    static let removeChild = (fires: ["child:didMoveToParentViewController:"], notFires: ["willMoveToParentViewController:"])
    static let childAppears = ["child:viewWillAppear:", "child:viewDidAppear:"]
    static let appearOrder = ["viewWillAppear:", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear:"]
    static let noAppearance = ["viewWillDisappear:", "viewDidDisappear:", "viewWillAppear:", "viewDidAppear:"]
    static let removeView = ["willMoveToSuperview:", "didMoveToSuperview", "willMoveToWindow:", "didMoveToWindow"]

    /// Questions the engine understands with the current Data/.
    static let cases: [AcceptanceCase] = [
        // Q01 — addChildViewController:
        AcceptanceCase(
            "P01a", "what happens when I call addChild(_:)", fires: addChild.fires, notFires: addChild.notFires, youCall: addChild.youCall),
        AcceptanceCase(
            "P01b", "which callbacks does -[UIViewController addChildViewController:] trigger", fires: addChild.fires,
            notFires: addChild.notFires, youCall: addChild.youCall),
        AcceptanceCase(
            "P01c", "addChildViewController(_:): what gets called?", fires: addChild.fires, notFires: addChild.notFires,
            youCall: addChild.youCall),
        AcceptanceCase(
            "P01d", "What fires when I call [self addChildViewController:child]?", fires: addChild.fires, notFires: addChild.notFires,
            youCall: addChild.youCall),
        AcceptanceCase(
            "P01e", "what is triggered by ADDCHILD", fires: addChild.fires, notFires: addChild.notFires, youCall: addChild.youCall),
        AcceptanceCase(
            "P01f", "what fires when a child view controller is added", fires: addChild.fires, notFires: addChild.notFires,
            youCall: addChild.youCall),
        AcceptanceCase(
            "P01g", "调用 addChildViewController: 时会触发什么", fires: addChild.fires, notFires: addChild.notFires, youCall: addChild.youCall),
        AcceptanceCase("P01h", "addChild(_:) 之后会调用哪些方法", fires: addChild.fires, notFires: addChild.notFires, youCall: addChild.youCall),
        AcceptanceCase("P01i", "添加子控制器时会触发什么", fires: addChild.fires, notFires: addChild.notFires, youCall: addChild.youCall),
        AcceptanceCase(
            "P01j", "what does UIKit call when a child controller is attached with addChildViewController", fires: addChild.fires,
            notFires: addChild.notFires, youCall: addChild.youCall),
        AcceptanceCase(
            "P01k", "调用 [self addChildViewController:vc] 后系统会自动调用哪个方法", fires: addChild.fires, notFires: addChild.notFires,
            youCall: addChild.youCall),
        AcceptanceCase(
            "P01l", "when is willMove(toParent:) called during addChild", fires: addChild.fires, notFires: addChild.notFires,
            youCall: addChild.youCall),
        AcceptanceCase(
            "P01m", "[parent addChildViewController:child] 会自动调用什么", fires: addChild.fires, notFires: addChild.notFires,
            youCall: addChild.youCall),
        // Q02 — removeFromParentViewController
        AcceptanceCase("P02a", "what happens when I call removeFromParent()", fires: removeChild.fires, notFires: removeChild.notFires),
        AcceptanceCase(
            "P02b", "which callbacks does removeFromParentViewController() trigger", fires: removeChild.fires,
            notFires: removeChild.notFires),
        AcceptanceCase(
            "P02c", "what fires when a child view controller is removed from its container", fires: removeChild.fires,
            notFires: removeChild.notFires),
        AcceptanceCase(
            "P02d", "调用 -[UIViewController removeFromParentViewController] 会触发什么", fires: removeChild.fires, notFires: removeChild.notFires),
        AcceptanceCase("P02e", "移除子控制器时会调用哪些方法", fires: removeChild.fires, notFires: removeChild.notFires),
        AcceptanceCase(
            "P02f", "what gets called when removeFromParentViewController runs", fires: removeChild.fires, notFires: removeChild.notFires),
        AcceptanceCase("P02g", "removeFromParent() 会触发哪些回调", fires: removeChild.fires, notFires: removeChild.notFires),
        AcceptanceCase(
            "P02h", "Does removeFromParentViewController call willMoveToParentViewController?", fires: removeChild.fires,
            notFires: removeChild.notFires),
        // Q04 — addSubview after the parent's viewDidAppear:
        AcceptanceCase(
            "P04a", "what happens when I addSubview(child.view) after the parent's viewDidAppear(_:) has run", fires: childAppears,
            order: childAppears),
        AcceptanceCase(
            "P04b", "which callbacks fire when a child controller's view is added with addSubview: once the parent is already visible",
            fires: childAppears, order: childAppears),
        AcceptanceCase(
            "P04c", "what fires when a child view is added to the superview after the parent's viewDidAppear", fires: childAppears,
            order: childAppears),
        AcceptanceCase("P04d", "在父控制器的 viewDidAppear 之后 addSubview 子控制器的视图会触发什么", fires: childAppears, order: childAppears),
        AcceptanceCase(
            "P04e", "which callbacks does the child get if I add its view with addSubview after the container's viewDidAppear has finished",
            fires: childAppears, order: childAppears),
        AcceptanceCase("P04f", "子控制器的 view 在父控制器 viewDidAppear 之后被 addSubview，会调用哪些生命周期方法", fires: childAppears, order: childAppears),
        AcceptanceCase(
            "P04g", "If the parent has already appeared and I call addSubview with the child's view, what gets called on the child?",
            fires: childAppears, order: childAppears),
        // Q05 — addSubview in viewDidLoad without addChildViewController:
        AcceptanceCase(
            "P05a", "what happens when I call addSubview: inside viewDidLoad without calling addChildViewController:",
            firesNoneOf: childAppears),
        AcceptanceCase(
            "P05b",
            "which callbacks fire if a controller's view is added with [self.view addSubview:vc.view] in viewDidLoad and addChild(_:) is never called",
            firesNoneOf: childAppears),
        AcceptanceCase("P05c", "在 viewDidLoad 中 addSubview 子控制器的视图但没有调用 addChildViewController 会触发什么", firesNoneOf: childAppears),
        AcceptanceCase(
            "P05d", "what fires when you addSubview a view controller's view in viewDidLoad but never call addChildViewController",
            firesNoneOf: childAppears),
        AcceptanceCase("P05e", "在 viewWillAppear 中只 addSubview 不 addChildViewController 会怎样", firesNoneOf: childAppears),
        // Q06 — a view controller appears
        AcceptanceCase("P06a", "which callbacks run when a view controller's view shows on screen", fires: appearOrder, order: appearOrder),
        AcceptanceCase("P06b", "what is called when the screen appears", fires: appearOrder, order: appearOrder),
        AcceptanceCase("P06c", "what fires when a VC is displayed", fires: appearOrder, order: appearOrder),
        AcceptanceCase("P06d", "视图控制器显示时会调用哪些方法", fires: appearOrder, order: appearOrder),
        AcceptanceCase("P06e", "页面出现的时候会触发什么回调", fires: appearOrder, order: appearOrder),
        AcceptanceCase("P06f", "what methods are called when a UIViewController appears on screen", fires: appearOrder, order: appearOrder),
        AcceptanceCase("P06g", "视图控制器出现时的回调顺序", fires: appearOrder, order: appearOrder),
        AcceptanceCase("P06h", "what fires when a TTViewController appears", fires: appearOrder, order: appearOrder),
        // Q07 — created from a storyboard
        AcceptanceCase(
            "P07a", "what is called when a view controller is instantiated from a storyboard", fires: ["initWithCoder:", "awakeFromNib"],
            notFires: ["initWithNibName:bundle:"], order: ["initWithCoder:", "awakeFromNib"]),
        AcceptanceCase(
            "P07b", "which initializer runs when the storyboard creates my view controller", fires: ["initWithCoder:", "awakeFromNib"],
            notFires: ["initWithNibName:bundle:"], order: ["initWithCoder:", "awakeFromNib"]),
        AcceptanceCase(
            "P07c", "通过 storyboard 创建控制器时会调用哪些方法", fires: ["initWithCoder:", "awakeFromNib"], notFires: ["initWithNibName:bundle:"],
            order: ["initWithCoder:", "awakeFromNib"]),
        AcceptanceCase(
            "P07d", "Which methods are called when UIStoryboard instantiates a view controller?",
            fires: ["initWithCoder:", "awakeFromNib"], notFires: ["initWithNibName:bundle:"], order: ["initWithCoder:", "awakeFromNib"]),
        AcceptanceCase(
            "P07e", "从 storyboard 实例化视图控制器会调用哪些初始化方法", fires: ["initWithCoder:", "awakeFromNib"], notFires: ["initWithNibName:bundle:"],
            order: ["initWithCoder:", "awakeFromNib"]),
        // Q08 — loadView called by hand in viewWillAppear:
        AcceptanceCase(
            "P08a", "what happens if I call loadView() myself in viewWillAppear(_:)", fires: ["loadView"], notFires: ["viewDidAppear:"]),
        AcceptanceCase(
            "P08b", "-[UIViewController loadView] invoked directly inside viewWillAppear:", fires: ["loadView"],
            notFires: ["viewDidAppear:"]),
        AcceptanceCase("P08c", "在 viewWillAppear 中手动调用 loadView 会怎样", fires: ["loadView"], notFires: ["viewDidAppear:"]),
        AcceptanceCase("P08d", "calling loadView by hand in viewWillAppear: what fires", fires: ["loadView"], notFires: ["viewDidAppear:"]),
        AcceptanceCase("P08e", "手动在 viewWillAppear 中调用 loadView 会触发什么", fires: ["loadView"], notFires: ["viewDidAppear:"]),
        // Q09 — self.view read inside loadView
        AcceptanceCase("P09a", "what happens when I read self.view in loadView()", fires: ["loadView"], mentions: ["recurs"]),
        AcceptanceCase("P09b", "what fires when [self view] is accessed during loadView", fires: ["loadView"], mentions: ["recurs"]),
        AcceptanceCase("P09c", "在 loadView 中访问 self.view 会怎样", fires: ["loadView"]),
        AcceptanceCase("P09d", "infinite recursion when accessing self.view inside loadView?", fires: ["loadView"], mentions: ["recurs"]),
        AcceptanceCase("P09e", "在 loadView 中调用 self.view 会触发什么", fires: ["loadView"]),
        // Q10 — a full-screen window on top
        AcceptanceCase(
            "P10a", "does showing a fullscreen UIWindow above the current screen trigger viewWillDisappear", firesNoneOf: noAppearance),
        AcceptanceCase("P10b", "what happens when a new window covers the view controller", firesNoneOf: noAppearance),
        AcceptanceCase("P10c", "在当前屏幕上加一个全屏的 window 会触发 viewWillAppear 吗", firesNoneOf: noAppearance),
        AcceptanceCase("P10d", "What fires when an overlay window covers the whole screen?", firesNoneOf: noAppearance),
        AcceptanceCase(
            "P10e", "Does a full screen window on top trigger viewWillDisappear on the controller below?", firesNoneOf: noAppearance),
        // Q11 — beginAppearanceTransition YES
        AcceptanceCase(
            "P11a", "what fires when I pass YES to beginAppearanceTransition(_:animated:)", fires: ["viewWillAppear:"],
            notFires: ["viewDidAppear:"], youCall: ["endAppearanceTransition"]),
        AcceptanceCase(
            "P11b", "what does beginAppearanceTransition:animated: with true trigger", fires: ["viewWillAppear:"],
            notFires: ["viewDidAppear:"], youCall: ["endAppearanceTransition"]),
        AcceptanceCase(
            "P11c", "调用 beginAppearanceTransition:animated: 传 YES 会触发什么", fires: ["viewWillAppear:"], notFires: ["viewDidAppear:"],
            youCall: ["endAppearanceTransition"]),
        AcceptanceCase(
            "P11d", "what happens when beginAppearanceTransition is called with isAppearing = YES", fires: ["viewWillAppear:"],
            notFires: ["viewDidAppear:"], youCall: ["endAppearanceTransition"]),
        AcceptanceCase(
            "P11e", "beginAppearanceTransition 传 YES 后会调用哪些方法", fires: ["viewWillAppear:"], notFires: ["viewDidAppear:"],
            youCall: ["endAppearanceTransition"]),
        // Q12 — a view removed from its superview
        AcceptanceCase(
            "P12a", "what fires when removeFromSuperview() is called on a view", fires: removeView,
            order: ["willMoveToSuperview:", "didMoveToSuperview"]),
        AcceptanceCase(
            "P12b", "which callbacks does a UIView get when it is detached from its superview", fires: removeView,
            order: ["willMoveToSuperview:", "didMoveToSuperview"]),
        AcceptanceCase(
            "P12c", "-[UIView removeFromSuperview] 会触发哪些回调", fires: removeView, order: ["willMoveToSuperview:", "didMoveToSuperview"]),
        AcceptanceCase("P12d", "视图从父视图中移除时会调用哪些方法", fires: removeView, order: ["willMoveToSuperview:", "didMoveToSuperview"]),
        AcceptanceCase(
            "P12e", "Which callbacks does a view receive when removeFromSuperview is called?", fires: removeView,
            order: ["willMoveToSuperview:", "didMoveToSuperview"]),
        AcceptanceCase(
            "P12f", "view.removeFromSuperview() 的回调顺序", fires: removeView, order: ["willMoveToSuperview:", "didMoveToSuperview"]),
        // Q13 — addSubview before addChildViewController: in a later run loop
        AcceptanceCase(
            "P13a", "what happens when addSubview: comes before addChildViewController: inside dispatch_async",
            fires: ["child:viewDidAppear:"], mentions: ["twice"]),
        AcceptanceCase(
            "P13b", "what fires when the child's view is added via addSubview(_:) before addChild(_:) after a short delay",
            fires: ["child:viewDidAppear:"], mentions: ["twice"]),
        AcceptanceCase("P13c", "在 dispatch_async 里先 addSubview 再调用 addChildViewController 会触发什么", fires: ["child:viewDidAppear:"]),
        AcceptanceCase(
            "P13d",
            "why is viewDidAppear called twice on my child view controller when addSubview precedes addChildViewController in an async block",
            fires: ["child:viewDidAppear:"], mentions: ["twice"]),
        AcceptanceCase("P13e", "在异步回调中先 addSubview 后 addChildViewController 会怎样", fires: ["child:viewDidAppear:"]),
        AcceptanceCase(
            "P13f", "addSubview then addChildViewController after a network callback: which callbacks does the child get",
            fires: ["child:viewDidAppear:"], mentions: ["twice"]),
        // Q14 — manual appearance forwarding
        AcceptanceCase(
            "P14a",
            "which callbacks do the children get when shouldAutomaticallyForwardAppearanceMethods returns false and the container appears",
            firesNoneOf: childAppears, youCall: ["beginAppearanceTransition:animated:", "endAppearanceTransition"]),
        AcceptanceCase(
            "P14d",
            "what happens to child appearance when the container returns NO from shouldAutomaticallyForwardAppearanceMethods and then appears",
            firesNoneOf: childAppears, youCall: ["beginAppearanceTransition:animated:", "endAppearanceTransition"]),
        AcceptanceCase(
            "P14e", "关闭自动转发后父控制器显示，子控制器会收到 viewWillAppear 吗", firesNoneOf: childAppears,
            youCall: ["beginAppearanceTransition:animated:", "endAppearanceTransition"]),
        AcceptanceCase(
            "P14b",
            "what fires for child view controllers when automatic appearance forwarding is turned off and the parent view controller appears",
            firesNoneOf: childAppears, youCall: ["beginAppearanceTransition:animated:", "endAppearanceTransition"]),
        AcceptanceCase(
            "P14c", "shouldAutomaticallyForwardAppearanceMethods 返回 NO 时，父控制器显示会触发子控制器的哪些方法", firesNoneOf: childAppears,
            youCall: ["beginAppearanceTransition:animated:", "endAppearanceTransition"]),
    ]
}
