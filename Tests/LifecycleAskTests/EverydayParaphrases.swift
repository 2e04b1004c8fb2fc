/// Paraphrases of the everyday navigation, tab and presentation questions (shared/acceptance/next):
/// other spellings, other words and Chinese, with the roles the answers must name.
enum EverydayParaphrases {
    static let push = (
        fires: ["to:viewDidLoad", "from:viewWillDisappear:", "to:viewWillAppear:", "from:viewDidDisappear:", "to:viewDidAppear:"],
        order: ["to:viewDidLoad", "from:viewWillDisappear:", "to:viewWillAppear:"]
    )
    static let pop = (
        fires: ["from:viewWillDisappear:", "to:viewWillAppear:", "from:viewDidDisappear:", "to:viewDidAppear:"],
        order: ["from:viewWillDisappear:", "to:viewWillAppear:"]
    )
    static let cancelledPop = (
        fires: [
            "from:viewWillDisappear:", "to:viewWillAppear:", "to:viewWillDisappear:", "to:viewDidDisappear:", "from:viewWillAppear:",
            "from:viewDidAppear:",
        ],
        notFires: ["from:viewDidDisappear:", "to:viewDidAppear:"],
        order: ["to:viewWillAppear:", "to:viewWillDisappear:", "to:viewDidDisappear:"]
    )
    static let tab = ["to:viewWillAppear:", "from:viewWillDisappear:", "from:viewDidDisappear:", "to:viewDidAppear:"]
    static let presenterKept = ["presenting:viewWillDisappear:", "presenting:viewDidDisappear:"]
    static let presentedAppears = ["presented:viewWillAppear:", "presented:viewDidAppear:"]
    static let fullScreenPresent = (
        fires: ["presenting:viewWillDisappear:", "presented:viewWillAppear:", "presented:viewDidAppear:", "presenting:viewDidDisappear:"],
        order: ["presenting:viewWillDisappear:", "presented:viewWillAppear:"]
    )
    static let fullScreenDismiss = (
        fires: ["presented:viewWillDisappear:", "presenting:viewWillAppear:", "presenting:viewDidAppear:", "presented:viewDidDisappear:"],
        order: ["presented:viewWillDisappear:", "presenting:viewWillAppear:"]
    )
    static let sheetDismiss = (
        fires: ["presented:viewWillDisappear:", "presented:viewDidDisappear:"],
        notFires: ["presenting:viewWillAppear:", "presenting:viewDidAppear:", "presentationControllerDidDismiss:"],
        never: ["presenting:viewWillAppear:", "delegate:presentationControllerDidDismiss:"]
    )
    static let swipe = (
        fires: [
            "delegate:presentationControllerWillDismiss:", "presented:viewWillDisappear:", "presented:viewDidDisappear:",
            "delegate:presentationControllerDidDismiss:",
        ],
        order: ["presentationControllerWillDismiss:", "presentationControllerDidDismiss:"]
    )
    static let segue = ["to:awakeFromNib", "from:prepareForSegue:sender:", "to:viewDidLoad"]
    static let transition = ["from:viewWillDisappear:", "to:viewWillAppear:", "from:viewDidDisappear:", "to:viewDidAppear:"]

    static let cases: [AcceptanceCase] = [
        // Q15 — push
        AcceptanceCase("E15a", "what happens when I call pushViewController(_:animated:)", fires: push.fires, order: push.order),
        AcceptanceCase(
            "E15b", "which callbacks fire when a view controller is pushed onto the navigation stack", fires: push.fires, order: push.order),
        AcceptanceCase("E15c", "-[UINavigationController pushViewController:animated:] 会触发哪些回调", fires: push.fires, order: push.order),
        AcceptanceCase("E15d", "push 一个新页面时两个控制器的生命周期顺序", fires: push.fires, order: push.order),
        AcceptanceCase(
            "E15e", "navigationController?.pushViewController(detail, animated: true): what gets called?", fires: push.fires,
            order: push.order),
        // Q16 — pop
        AcceptanceCase(
            "E16a", "what fires when popViewController(animated:) is called", fires: pop.fires, notFires: ["to:viewDidLoad"],
            order: pop.order),
        AcceptanceCase(
            "E16b", "what gets called when the user taps the back button", fires: pop.fires, notFires: ["to:viewDidLoad"], order: pop.order),
        AcceptanceCase("E16c", "pop 返回上一页时会调用哪些方法", fires: pop.fires, notFires: ["to:viewDidLoad"], order: pop.order),
        AcceptanceCase("E16d", "调用 popViewControllerAnimated: 会触发什么", fires: pop.fires, notFires: ["to:viewDidLoad"], order: pop.order),
        // Q17 — cancelled interactive pop
        AcceptanceCase(
            "E17a", "what happens if the user swipes back halfway and then cancels", fires: cancelledPop.fires,
            notFires: cancelledPop.notFires, order: cancelledPop.order, never: cancelledPop.notFires),
        AcceptanceCase(
            "E17b", "which callbacks fire when an interactive pop is cancelled", fires: cancelledPop.fires, notFires: cancelledPop.notFires,
            order: cancelledPop.order),
        AcceptanceCase(
            "E17c", "右滑返回到一半取消时会调用哪些生命周期方法", fires: cancelledPop.fires, notFires: cancelledPop.notFires, order: cancelledPop.order),
        AcceptanceCase("E17d", "侧滑返回松手取消，会触发什么", fires: cancelledPop.fires, notFires: cancelledPop.notFires, order: cancelledPop.order),
        // interactive pop completed
        AcceptanceCase(
            "E17e", "what fires when the user swipes back to pop", fires: pop.fires, notFires: ["to:viewWillDisappear:"], order: pop.order),
        // Q18 — tab switch
        AcceptanceCase("E18a", "what fires when I switch tabs", fires: tab, order: tab),
        AcceptanceCase("E18b", "which callbacks run when the user taps another tab of the tab bar", fires: tab, order: tab),
        AcceptanceCase("E18c", "切换 tab 时控制器的生命周期顺序", fires: tab, order: tab),
        AcceptanceCase("E18d", "what fires when selectedIndex of a UITabBarController changes", fires: tab, order: tab),
        // Q19 — a page sheet is presented
        AcceptanceCase(
            "E19a", "what fires when presentViewController:animated:completion: presents a page sheet", fires: presentedAppears,
            notFires: presenterKept, never: presenterKept),
        AcceptanceCase(
            "E19b", "does the presenting view controller get viewWillDisappear when I present with UIModalPresentationFormSheet",
            fires: presentedAppears, notFires: presenterKept, never: presenterKept),
        AcceptanceCase(
            "E19c", "以 pageSheet 样式 present 一个控制器会触发哪些回调", fires: presentedAppears, notFires: presenterKept, never: presenterKept),
        AcceptanceCase(
            "E19d", "what fires when present(_:animated:completion:) shows a sheet with the default style on iOS 13",
            fires: presentedAppears, notFires: presenterKept, never: presenterKept),
        // Q20 — full screen present
        AcceptanceCase(
            "E20a", "what fires when I present a view controller full screen", fires: fullScreenPresent.fires,
            order: fullScreenPresent.order),
        AcceptanceCase(
            "E20b", "present(_:animated:completion:) with .fullScreen: which callbacks does each controller get",
            fires: fullScreenPresent.fires, order: fullScreenPresent.order),
        AcceptanceCase("E20c", "全屏 present 控制器时会调用哪些方法", fires: fullScreenPresent.fires, order: fullScreenPresent.order),
        AcceptanceCase(
            "E20d", "what fires when presenting with UIModalPresentationCurrentContext", fires: fullScreenPresent.fires,
            order: fullScreenPresent.order),
        // Q21 — full screen dismiss
        AcceptanceCase(
            "E21a", "what fires when dismiss(animated:completion:) closes a full screen modal", fires: fullScreenDismiss.fires,
            order: fullScreenDismiss.order),
        AcceptanceCase("E21b", "全屏模态 dismiss 时会调用哪些方法", fires: fullScreenDismiss.fires, order: fullScreenDismiss.order),
        // Q22 — sheet dismissed in code
        AcceptanceCase(
            "E22a", "what fires when a page sheet is dismissed with dismissViewControllerAnimated:completion:", fires: sheetDismiss.fires,
            notFires: sheetDismiss.notFires, never: sheetDismiss.never),
        AcceptanceCase(
            "E22b", "用 dismiss(animated:completion:) 关闭 pageSheet 时会调用哪些方法", fires: sheetDismiss.fires, notFires: sheetDismiss.notFires,
            never: sheetDismiss.never),
        AcceptanceCase(
            "E22c",
            "does presentationControllerDidDismiss get called when I dismiss a form sheet in code with dismiss(animated:completion:)",
            fires: sheetDismiss.fires, notFires: sheetDismiss.notFires, never: sheetDismiss.never),
        // Q23 — sheet swiped away
        AcceptanceCase(
            "E23a", "which delegate methods are called when the user drags a sheet down to dismiss it", fires: swipe.fires,
            order: swipe.order, never: ["presenting:viewWillAppear:"]),
        AcceptanceCase("E23b", "下滑关闭 sheet 时会调用哪些方法", fires: swipe.fires, order: swipe.order),
        AcceptanceCase("E23c", "what fires when a modal is pulled down to dismiss", fires: swipe.fires, order: swipe.order),
        AcceptanceCase(
            "E23d", "what fires when the user swipes a sheet down but lets go halfway",
            fires: ["presented:viewWillDisappear:", "presented:viewWillAppear:"],
            notFires: ["presented:viewDidDisappear:", "presentationControllerDidDismiss:"]),
        AcceptanceCase(
            "E23e", "what fires when the user tries to swipe down a sheet whose isModalInPresentation is true",
            fires: ["delegate:presentationControllerDidAttemptToDismiss:"], notFires: ["presentationControllerDidDismiss:"]),
        // Q26 — container transition
        AcceptanceCase("E26a", "what fires when transition(from:to:duration:options:animations:completion:) runs", fires: transition),
        AcceptanceCase(
            "E26b", "调用 transitionFromViewController:toViewController:duration:options:animations:completion: 会触发什么", fires: transition),
        // Q27 — over full screen
        AcceptanceCase(
            "E27a", "what fires when a controller is presented with .overFullScreen", fires: presentedAppears, notFires: presenterKept,
            never: presenterKept),
        AcceptanceCase(
            "E27b", "以 overCurrentContext 方式 present 时 presenting 控制器会收到 viewWillDisappear 吗", fires: presentedAppears,
            notFires: presenterKept, never: presenterKept),
        AcceptanceCase(
            "E27c", "present with UIModalPresentationOverCurrentContext: what fires", fires: presentedAppears, notFires: presenterKept,
            never: presenterKept),
        // pages, launch, size
        AcceptanceCase(
            "E30a", "what fires when a UIPageViewController scrolls to the next page",
            fires: ["to:viewWillAppear:", "from:viewWillDisappear:", "to:viewDidAppear:", "from:viewDidDisappear:"],
            order: ["to:viewWillAppear:", "from:viewWillDisappear:"]),
        AcceptanceCase(
            "E31a", "what fires when the app launches", fires: ["root:viewDidLoad", "root:viewWillAppear:", "root:viewDidAppear:"],
            order: ["root:viewDidLoad", "root:viewWillAppear:", "root:viewDidAppear:"]),
        AcceptanceCase("E31b", "what fires when window.rootViewController is set", fires: ["root:viewDidLoad", "root:viewWillAppear:"]),
        AcceptanceCase(
            "E32a", "what fires when the window is resized in split view multitasking",
            fires: ["viewWillTransitionToSize:withTransitionCoordinator:"], notFires: ["viewWillAppear:"]),
        AcceptanceCase(
            "E32b", "what fires when the device rotates", fires: ["viewWillTransitionToSize:withTransitionCoordinator:"],
            notFires: ["willRotateToInterfaceOrientation:duration:", "didRotateFromInterfaceOrientation:"]),
        // storyboard segue, backgrounding, the navigation controller's containment calls
        AcceptanceCase("E33a", "what fires when a storyboard segue is performed", fires: segue, order: segue),
        AcceptanceCase("E33b", "segue 跳转时会调用哪些方法", fires: segue, order: segue),
        AcceptanceCase(
            "E34a", "what fires when the app goes to the background", fires: ["traitCollectionDidChange:"],
            firesNoneOf: ["viewWillDisappear:", "viewDidDisappear:"]),
        AcceptanceCase(
            "E34b", "进入后台时会调用什么", fires: ["traitCollectionDidChange:"], firesNoneOf: ["viewWillDisappear:", "viewDidDisappear:"]),
        AcceptanceCase(
            "E15f", "which callbacks does the pushed controller get during pushViewController:animated:",
            fires: ["to:willMoveToParentViewController:", "to:didMoveToParentViewController:"],
            order: ["to:willMoveToParentViewController:", "to:viewWillAppear:", "to:didMoveToParentViewController:"]),
        AcceptanceCase(
            "E35a", "what fires when a split view controller collapses",
            fires: [
                "delegate:splitViewController:collapseSecondaryViewController:ontoPrimaryViewController:",
                "delegate:splitViewControllerDidCollapse:",
            ]),
        AcceptanceCase("E35b", "UISplitViewController 折叠时会调用哪些代理方法", fires: ["delegate:splitViewControllerDidCollapse:"]),
        AcceptanceCase(
            "E16e", "what does the popped controller get when popViewController(animated:) runs",
            fires: ["from:willMoveToParentViewController:", "from:didMoveToParentViewController:", "from:dealloc"],
            order: ["from:willMoveToParentViewController:", "from:viewWillDisappear:", "from:didMoveToParentViewController:"]),
    ]
}
